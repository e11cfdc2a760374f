import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_RESUME_FILE_BYTES } from '../../main/contract';
import { invokeSafely } from '../../main/operations';
import { type ImportProgress, startingProgress } from '../../renderer/src/api/import-progress';
import { severalDocumentsIn } from '../../renderer/src/api/read-documents';
import { resumeImport } from '../../renderer/src/api/resume-import';
import { uploadGroups } from '../../renderer/src/api/upload-groups';
import { ipcTransport, type Transport } from '../../renderer/src/transport';
import { addOrganization, countRows, sampleResume, startTestServer } from '../helpers';
import { browserTransport } from './browser-transport';

const CORPUS = path.resolve(__dirname, '../fixtures/parsing/corpus');
const corpusFile = (name: string) => new File([fs.readFileSync(path.join(CORPUS, name))], name);
const jsonFile = (name: string, value: unknown) => new File([JSON.stringify(value)], name);
const person = (name: string) => {
  const resume = sampleResume();
  resume.basics.name = name;
  return resume;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The two transports the renderer has, each over a real index: IPC as the desktop bridge delivers it, HTTP over a socket. */
const TRANSPORTS: Array<{
  name: string;
  make: () => Promise<{ transport: Transport; count: () => number }>;
}> = [
  {
    name: 'IPC',
    make: async () => {
      const server = await startTestServer();
      const org = await addOrganization(server.db);
      const transport = ipcTransport({
        invoke: (name, request) => invokeSafely(org.ctx, name, structuredClone(request)),
      });
      return { transport, count: () => countRows(server.db, 'resumes') };
    },
  },
  {
    name: 'HTTP',
    make: async () => {
      const { server, transport } = await browserTransport();
      return { transport, count: () => countRows(server.db, 'resumes') };
    },
  },
];

async function run(transport: Transport, files: File[], cancelled = (_p: ImportProgress) => false) {
  const progress = startingProgress();
  const reports: number[] = [];
  await resumeImport(transport)(
    files,
    progress,
    () => reports.push(progress.done),
    () => cancelled(progress),
  );
  if (progress.state === 'running') progress.state = 'done';
  return { progress, reports };
}

describe('resume import groups', () => {
  it('keeps order, at most maxFiles a group, and a byte budget a large file may exceed alone', () => {
    const files = [5, 5, 5, 5, 30, 5].map((size, i) => ({ size, i }));
    expect(uploadGroups(files, 3, 20).map((g) => g.map((f) => f.i))).toEqual([[0, 1, 2], [3], [4], [5]]);
    expect(uploadGroups([], 3, 20)).toEqual([]);
  });

  it('sends a JSON file whole unless it holds many resumes', () => {
    expect(severalDocumentsIn('one.json', JSON.stringify(person('A')))).toBeUndefined();
    expect(severalDocumentsIn('broken.json', '{"basics": ')).toBeUndefined();
    expect(
      severalDocumentsIn('many.json', JSON.stringify([person('A'), person('B')]))?.documents,
    ).toHaveLength(2);
    const lines = `${JSON.stringify(person('A'))}\n${JSON.stringify(person('B'))}\nnot json\n`;
    const read = severalDocumentsIn('lines.json', lines);
    expect(read?.documents).toHaveLength(2);
    expect(read?.errors).toEqual([{ where: 'lines.json:3', reason: 'not valid JSON' }]);
    expect(severalDocumentsIn('one.ndjson', JSON.stringify(person('A')))?.documents).toHaveLength(1);
  });
});

describe.each(TRANSPORTS)('resume import through $name', ({ make }) => {
  it('uploads PDF, DOCX, text and JSON Resume files in groups and reports each file', async () => {
    const { transport, count } = await make();
    const files = [
      corpusFile('01-derek-williams.pdf'),
      corpusFile('02-imogen-fletcher.docx'),
      corpusFile('03-orla-byrne.txt'),
      corpusFile('03-orla-byrne.txt'),
      jsonFile('zoe.json', person('Zoe Single')),
      new File(['%PDF-1.7 not really'], 'broken.pdf'),
      new File([new Uint8Array(MAX_RESUME_FILE_BYTES + 1)], 'huge.pdf'),
      jsonFile('team.json', [person('Ann Bulk'), person('Ben Bulk'), { basics: {} }]),
    ];
    const { progress, reports } = await run(transport, files);
    expect(progress).toMatchObject({
      state: 'done',
      total: 10,
      done: 10,
      imported: 6,
      duplicates: 1,
      failed: 3,
    });
    const byItem = Object.fromEntries(progress.outcomes.map((o) => [o.item, o]));
    expect(byItem['01-derek-williams.pdf'].status).toBe('imported');
    expect(byItem['02-imogen-fletcher.docx'].status).toBe('imported');
    expect(byItem['zoe.json'].status).toBe('imported');
    expect(progress.outcomes.filter((o) => o.item === '03-orla-byrne.txt').map((o) => o.status)).toEqual([
      'imported',
      'duplicate',
    ]);
    expect(byItem['broken.pdf']).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/damaged/),
    });
    expect(byItem['huge.pdf']).toMatchObject({ status: 'failed', detail: 'the file is larger than 10 MiB' });
    expect(byItem['team.json']).toMatchObject({ status: 'failed', detail: expect.stringMatching(/basics/) });
    expect(count()).toBe(6);
    // Progress moved group by group: three files a call, then the bulk documents.
    expect(reports).toEqual([1, 4, 7, 8, 10]);
  });

  it('stops after the group being sent when cancelled', async () => {
    const { transport, count } = await make();
    const files = ['01-derek-williams', '02-imogen-fletcher', '03-orla-byrne', '04-'].flatMap((stem) =>
      fs
        .readdirSync(CORPUS)
        .filter((f) => f.startsWith(stem) && f.endsWith('.txt'))
        .map(corpusFile),
    );
    expect(files).toHaveLength(4);
    const { progress } = await run(transport, files, (p) => p.done > 0);
    expect(progress).toMatchObject({ state: 'cancelled', total: 4, done: 3, imported: 3 });
    expect(count()).toBe(3);
  });
});
