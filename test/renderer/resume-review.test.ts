import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResumeSchema } from '../../main/contract';
import { toResumeDocument } from '../../main/domain/resume-document';
import { invokeSafely } from '../../main/operations';
import { outcomeOf, reasonInWords } from '../../renderer/src/api/resume-import';
import { toJsonResume } from '../../renderer/src/screens/resumes/review/json-resume';
import { reviewGroups, textAt, withText } from '../../renderer/src/screens/resumes/review/review-fields';
import { sampleResume } from '../helpers';
import { browserTransport } from './browser-transport';

const CORPUS = path.resolve(__dirname, '../fixtures/parsing/corpus');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('import outcomes', () => {
  it('show the reason as the service words it, and say when there is none', () => {
    expect(reasonInWords('the file has no text')).toBe('the file has no text');
    expect(reasonInWords(undefined)).toBe('the service gave no reason');
  });

  it('carry the warnings of an imported file and the way to its review', () => {
    expect(
      outcomeOf({
        file: 'a.pdf',
        status: 'imported',
        resumeId: 'res_1',
        warnings: ['no phone number found'],
      }),
    ).toEqual({
      item: 'a.pdf',
      status: 'imported',
      warnings: ['no phone number found'],
      link: { href: '#/resumes/res_1/review', label: 'Review' },
    });
    expect(outcomeOf({ file: 'a.pdf', status: 'duplicate', resumeId: 'res_1' }).link).toEqual({
      href: '#/resumes/res_1',
      label: 'Open',
    });
    expect(
      outcomeOf({
        file: 'a.csv',
        status: 'failed',
        reason: 'the file does not read as a resume, so nothing was imported',
      }),
    ).toMatchObject({
      status: 'failed',
      detail: 'the file does not read as a resume, so nothing was imported',
    });
  });
});

describe('the review form', () => {
  it('sends back a document the service stores exactly as it was (every corpus resume)', () => {
    const files = fs.readdirSync(CORPUS).filter((f) => /^\d+-.*\.json$/.test(f));
    expect(files.length).toBeGreaterThan(10);
    for (const file of [...files, 'sample']) {
      const input =
        file === 'sample' ? sampleResume() : JSON.parse(fs.readFileSync(path.join(CORPUS, file), 'utf8'));
      const stored = toResumeDocument(jsonResumeSchema.parse(input), 'res_roundtrip');
      const again = toResumeDocument(jsonResumeSchema.parse(toJsonResume(stored)), 'res_roundtrip');
      expect(again, file).toEqual(stored);
    }
  });

  it('edits one field at a stored path and leaves the document it came from alone', () => {
    const stored = toResumeDocument(jsonResumeSchema.parse(sampleResume()), 'res_form');
    const edited = withText(stored, 'work[0].company', 'Hooli');
    expect(textAt(edited, 'work[0].company')).toBe('Hooli');
    expect(textAt(stored, 'work[0].company')).toBe('Pied Piper');
    expect('phone' in withText(stored, 'personalInfo.phone', '  ').personalInfo).toBe(false);
    const work = reviewGroups(stored).find((g) => g.title.startsWith('Work 1'));
    expect(work?.fields.find((f) => f.label === 'Company')).toMatchObject({
      stored: 'work[0].company',
      json: 'work.0.name',
    });
  });
});

describe('the original file through both transports', () => {
  it('arrives as the same name, media type and bytes over HTTP and IPC', async () => {
    const { org, transport } = await browserTransport();
    const pdf = new Uint8Array(fs.readFileSync(path.join(CORPUS, '40-harry-hughes.pdf')));
    const { results } = await transport.invoke('importResumeFiles', {
      body: { files: [{ name: 'Harry Hughes – CV.pdf', data: pdf }] },
    });
    const id = results[0].resumeId!;
    const viaHttp = await transport.invoke('getResumeFile', { params: { id } });
    const viaIpc = await invokeSafely(org.ctx, 'getResumeFile', { params: { id } });
    expect(viaHttp).toEqual({ name: 'Harry Hughes – CV.pdf', contentType: 'application/pdf', data: pdf });
    expect(viaIpc).toEqual({ ok: true, value: viaHttp });
  });
});
