import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mammoth from 'mammoth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Resume, resumeSchema } from '../../main/contract';
import { inspectRedaction, type RedactionSpan } from '../../main/domain/redaction';
import { addOrganization, type Reply, startTestServer } from '../helpers';

/**
 * GET /v1/resumes/{id}/redactions/{redactionId}/export over a real socket, read back with the tools
 * a recipient would use: pdfinfo and pdftotext (poppler) for the PDF, mammoth and pandoc for the
 * DOCX. Every value the redaction removed must be absent from the text and the metadata, and the
 * kept content present.
 */

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A resume with identity data in every kind of place, some of it outside Latin-1. */
const RESUME = {
  basics: {
    name: 'Zoë Ñúñez-Quirke',
    label: 'Platform Engineer',
    email: 'zoe.nunez@mail.example',
    phone: '+49 30 1234 5678',
    url: 'https://nunez-quirke.dev',
    summary:
      'Platform engineer who grew the SRE team at Arcadia Technologies from 3 to 11 people. ' +
      'Call +49 30 1234 5678 or write to zoe.nunez@mail.example. Studied at Universität Rheinfeld; based in Lyon. ' +
      'Говорю по-русски.',
    location: { city: 'Lyon', region: 'Auvergne-Rhône-Alpes', countryCode: 'FR' },
    profiles: [{ network: 'GitHub', username: 'zquirke', url: 'https://github.com/zquirke' }],
  },
  work: [
    {
      name: 'Arcadia Technologies GmbH',
      position: 'Staff Platform Engineer',
      location: 'Lyon, France',
      startDate: '2019-03-01',
      summary: 'Brought Kubernetes expertise to a growing team at Arcadia Technologies.',
      highlights: ['Cut deploy time from 40 to 6 minutes with Argo CD', 'Mentored four engineers at Arcadia'],
    },
    {
      name: 'Devoteam',
      position: 'DevOps Engineer - Devoteam',
      location: 'Paris, France',
      startDate: '2015-01-01',
      endDate: '2019-02-01',
      highlights: ['Automated 120 Terraform modules'],
    },
  ],
  education: [
    {
      institution: 'Universität Rheinfeld',
      area: 'Computer Science',
      studyType: 'MSc',
      startDate: '2012-10-01',
      endDate: '2014-09-30',
    },
  ],
  projects: [
    {
      name: 'Pocket Ledger',
      description: 'A budgeting tool written in Go.',
      url: 'https://github.com/zquirke/pocket-ledger',
    },
  ],
  skills: [{ name: 'Kubernetes', level: 'Expert', keywords: ['Helm', 'Argo CD'] }],
  languages: [{ language: 'French', fluency: 'Native' }],
  references: [
    {
      name: 'Margarethe Oyelaran',
      reference: 'Zoë was the strongest engineer I managed at Arcadia.',
    },
  ],
};

const normalize = (text: string) => text.replace(/\s+/g, ' ');
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const bounded = (needle: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegex(normalize(needle))}(?![\\p{L}\\p{N}])`, 'u');

let server: Awaited<ReturnType<typeof startTestServer>>;
let token: string;
let resume: Resume;
let redactionId: string;
let spans: RedactionSpan[];
let dir: string;

/** A server (stopped after each test), the resume and its blind redaction. */
beforeEach(async () => {
  server = await startTestServer();
  const org = await addOrganization(server.db);
  token = org.token;
  resume = resumeSchema.parse((await server.call('POST', '/v1/resumes', { token, body: RESUME })).json);
  const created = await server.call('POST', `/v1/resumes/${resume.id}/redactions`, {
    token,
    body: { profile: 'blind' },
  });
  expect(created.status).toBe(201);
  redactionId = (created.json as { id: string }).id;
  // The same engine over the same stored document: every piece the stored redaction removed.
  spans = inspectRedaction(resume, { profile: 'blind' }).spans;
});

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redaction-export-'));
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function download(format?: string): Promise<Reply> {
  const query = format ? `?format=${format}` : '';
  return server.call('GET', `/v1/resumes/${resume.id}/redactions/${redactionId}/export${query}`, { token });
}

/** Every redacted original value that the file must not contain (short gendered words aside). */
function removedValues(): string[] {
  return [...new Set(spans.map((s) => s.text.trim()).filter((t) => t.length >= 3 && t !== '[REDACTED]'))];
}

function expectNothingRemoved(text: string, where: string) {
  const flat = normalize(text);
  const found = removedValues().filter((value) => bounded(value).test(flat));
  expect(found, where).toEqual([]);
}

function expectKeptContent(text: string) {
  const flat = normalize(text);
  for (const kept of [
    'Staff Platform Engineer',
    'Kubernetes',
    'Cut deploy time from 40 to 6 minutes with Argo CD',
    'Automated 120 Terraform modules',
    'Computer Science',
    'Pocket Ledger',
    'Говорю по-русски',
    '2019-03-01',
    '[REDACTED]',
    redactionId,
  ])
    expect(flat, kept).toContain(kept);
}

describe('export a redaction', () => {
  it('the redaction removed what the test looks for', () => {
    const removed = removedValues();
    for (const value of [
      'Zoë Ñúñez-Quirke',
      'zoe.nunez@mail.example',
      'Arcadia Technologies',
      'Arcadia Technologies GmbH',
      'Devoteam',
      'Universität Rheinfeld',
      'Lyon',
      'https://github.com/zquirke/pocket-ledger',
      '2012-10-01',
      'Margarethe Oyelaran',
    ])
      expect(removed, value).toContain(value);
  });

  it('PDF: a valid file whose text and metadata hold no redacted value', async () => {
    const reply = await download('pdf');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toContain(`blind-review-${redactionId}.pdf`);
    const file = path.join(dir, 'packet.pdf');
    fs.writeFileSync(file, reply.bytes);

    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/^Pages:\s+\d+/m);
    expect(info).toMatch(/^Title:\s+Blind review packet red_/m);
    expect(info).toMatch(/^Author:\s+Talent Index$/m);
    expect(info).toMatch(/^Producer:\s+Talent Index$/m);
    expectNothingRemoved(info, 'PDF metadata');
    // The raw bytes too: no value in an uncompressed corner (XMP, info dictionary).
    expectNothingRemoved(reply.bytes.toString('latin1'), 'PDF bytes');

    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expectNothingRemoved(text, 'PDF text');
    expectKeptContent(text);
  });

  it('PDF is the default format, and one redaction always gives the same bytes', async () => {
    const [a, b] = [await download(), await download('pdf')];
    expect(a.headers['content-type']).toBe('application/pdf');
    expect(a.bytes.equals(b.bytes)).toBe(true);
  });

  it('DOCX: opens in mammoth and pandoc; its text and core properties hold no redacted value', async () => {
    const reply = await download('docx');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe(DOCX_TYPE);
    expect(reply.headers['content-disposition']).toContain(`blind-review-${redactionId}.docx`);
    const file = path.join(dir, 'packet.docx');
    fs.writeFileSync(file, reply.bytes);

    const { value: text, messages } = await mammoth.extractRawText({ buffer: reply.bytes });
    expect(messages.filter((m) => m.type === 'error')).toEqual([]);
    expectNothingRemoved(text, 'DOCX text (mammoth)');
    expectKeptContent(text);

    const viaPandoc = execFileSync('pandoc', ['-f', 'docx', '-t', 'plain', file], { encoding: 'utf8' });
    expectNothingRemoved(viaPandoc, 'DOCX text (pandoc)');
    expect(normalize(viaPandoc)).toContain('Staff Platform Engineer');

    const core = execFileSync('unzip', ['-p', file, 'docProps/core.xml', 'docProps/app.xml'], {
      encoding: 'utf8',
    });
    expect(core).toContain('<dc:creator>Talent Index</dc:creator>');
    expect(core).toContain(`<dc:title>Blind review packet ${redactionId}</dc:title>`);
    expectNothingRemoved(core, 'DOCX properties');
    const everything = execFileSync('unzip', ['-p', file], { encoding: 'utf8', maxBuffer: 1 << 24 });
    expectNothingRemoved(everything, 'every part of the DOCX');
  });

  it('answers problems for an unknown redaction and an unknown format', async () => {
    const missing = await server.call('GET', `/v1/resumes/${resume.id}/redactions/red_unknown/export`, {
      token,
    });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    const other = await download('rtf');
    expect(other.status).toBe(400);
    expect(other.headers['content-type']).toContain('application/problem+json');
  });
});
