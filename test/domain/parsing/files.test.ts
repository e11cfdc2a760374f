import { describe, expect, it } from 'vitest';
import {
  detectKind,
  extractText,
  MAX_RESUME_FILE_BYTES,
  parseResumeFile,
  UnreadableFileError,
  type UnreadableReason,
} from '../../../main/domain/parsing';
import { makeDocx, makePdf, simpleResume, utf8 } from './make-files';

async function reasonOf(promise: Promise<unknown>): Promise<UnreadableReason | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof UnreadableFileError) return error.reason;
    throw error;
  }
}

/** Deterministic noise. */
function garbage(length: number, seed = 7): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

describe('detectKind', () => {
  it('reads magic bytes before the extension', async () => {
    const pdf = await makePdf(simpleResume);
    expect(detectKind('resume.txt', pdf)).toBe('pdf');
    expect(detectKind('resume', pdf)).toBe('pdf');
    const docx = await makeDocx(['Ana López']);
    expect(detectKind('resume.pdf', docx)).toBe('docx');
    expect(detectKind('noextension', docx)).toBe('docx');
  });

  it('falls back to the extension, then sniffs text', () => {
    expect(detectKind('cv.md', utf8('# Ana'))).toBe('markdown');
    expect(detectKind('cv.markdown', utf8('Ana'))).toBe('markdown');
    expect(detectKind('cv.TXT', utf8('Ana'))).toBe('text');
    expect(detectKind('cv.json', utf8('{}'))).toBe('json');
    expect(detectKind('cv', utf8('  {"basics": {}}'))).toBe('json');
    expect(detectKind('cv', utf8('# Ana López\n\n## Experience\n'))).toBe('markdown');
    expect(detectKind('cv', utf8('Ana López\nData Analyst\n'))).toBe('text');
    expect(detectKind('C:\\Users\\ana\\cv.pdf', new Uint8Array())).toBe('pdf');
  });

  it('refuses documents it knows it cannot read', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(() => detectKind('scan.png', png)).toThrow(UnreadableFileError);
    expect(reasonSync(() => detectKind('scan.pdf', png))).toBe('image-only');
    const ole = new Uint8Array(512);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(reasonSync(() => detectKind('old.doc', ole))).toBe('unsupported');
    // An encrypted .docx is an OLE container with an EncryptedPackage stream.
    const name = 'EncryptedPackage';
    for (let i = 0; i < name.length; i++) ole[100 + i * 2] = name.charCodeAt(i);
    expect(reasonSync(() => detectKind('locked.docx', ole))).toBe('encrypted');
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...utf8('xl/workbook.xml')]);
    expect(reasonSync(() => detectKind('sheet.xlsx', zip))).toBe('unsupported');
    expect(reasonSync(() => detectKind('program', garbage(2000)))).toBe('unsupported');
    expect(reasonSync(() => detectKind('cv.odt', utf8('hello')))).toBe('unsupported');
  });
});

function reasonSync(fn: () => unknown): UnreadableReason | 'ok' {
  try {
    fn();
    return 'ok';
  } catch (error) {
    if (error instanceof UnreadableFileError) return error.reason;
    throw error;
  }
}

describe('unreadable files', () => {
  it('corrupt bytes: garbage named .pdf, .docx or .txt, and a truncated PDF', async () => {
    expect(await reasonOf(parseResumeFile('cv.pdf', garbage(5000)))).toBe('corrupt');
    expect(await reasonOf(extractText(garbage(5000), 'pdf'))).toBe('corrupt');
    expect(await reasonOf(extractText(garbage(5000), 'docx'))).toBe('corrupt');
    const brokenZip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...utf8('word/document.xml'), ...garbage(300)]);
    expect(await reasonOf(parseResumeFile('cv.docx', brokenZip))).toBe('corrupt');
    expect(await reasonOf(parseResumeFile('cv.txt', garbage(5000)))).toBe('corrupt');
    expect(await reasonOf(parseResumeFile('cv.pdf', utf8('%PDF-1.7\n% nothing else here')))).toBe('corrupt');
    expect(await reasonOf(parseResumeFile('cv.json', utf8('{"basics": ')))).toBe('corrupt');
    expect(await reasonOf(parseResumeFile('cv.json', utf8('{"basics": {}}')))).toBe('corrupt');
  });

  it('encrypted PDF (pdfkit userPassword)', async () => {
    const pdf = await makePdf(simpleResume, { userPassword: 'secret', ownerPassword: 'owner' });
    expect(await reasonOf(parseResumeFile('cv.pdf', pdf))).toBe('encrypted');
  });

  it('a PDF with only an owner password (permissions) still reads', async () => {
    const pdf = await makePdf(simpleResume, {
      ownerPassword: 'owner',
      permissions: { printing: 'highResolution' },
    });
    const parsed = await parseResumeFile('cv.pdf', pdf);
    expect(parsed.resume.basics.name).toBe('Ana López');
  });

  it('image-only PDF: a page with a drawn rectangle and no text layer', async () => {
    const pdf = await makePdf((doc) => {
      doc.rect(50, 50, 300, 200).fill('#336699');
    });
    expect(await reasonOf(parseResumeFile('scan.pdf', pdf))).toBe('image-only');
  });

  it('empty: zero bytes, only whitespace, an empty DOCX', async () => {
    expect(await reasonOf(parseResumeFile('cv.pdf', new Uint8Array()))).toBe('empty');
    expect(await reasonOf(parseResumeFile('cv.txt', new Uint8Array()))).toBe('empty');
    expect(await reasonOf(parseResumeFile('cv.txt', utf8('  \n\t \r\n  ')))).toBe('empty');
    expect(await reasonOf(parseResumeFile('cv.md', utf8('\n---\n\n')))).toBe('empty');
    expect(await reasonOf(parseResumeFile('cv.docx', await makeDocx(['', ' '])))).toBe('empty');
  });

  it('not a resume: a CSV export, an invoice, text with neither a name nor a section', async () => {
    const csv =
      'name,email,phone,city\nJane Roe,jane@example.com,+1 555 0100,Austin\n"Doe, John",john@example.com,+1 555 0101,Boston\n';
    expect(await reasonOf(parseResumeFile('candidates.csv', utf8(csv)))).toBe('not-a-resume');
    // The same rows saved with semicolons as .txt are a table too.
    expect(await reasonOf(parseResumeFile('export.txt', utf8(csv.replace(/,/g, ';'))))).toBe('not-a-resume');
    const invoice =
      'INVOICE #2024-117\nBill to: Globex Corporation\nDue date: 2024-03-01\n\nConsulting, 10 hours\t$1,500.00\nVAT 20%\t$300.00\nTotal\t$1,800.00\n';
    expect(await reasonOf(parseResumeFile('invoice.txt', utf8(invoice)))).toBe('not-a-resume');
    const notes = 'remember to buy milk\ncall the plumber about the sink on tuesday\n';
    const error = await parseResumeFile('notes.txt', utf8(notes)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreadableFileError);
    expect((error as Error).message).toMatch(
      /does not read as a resume.*no name, no e-mail address or phone number, and no resume section/,
    );
    expect(await reasonOf(parseResumeFile('notes.docx', await makeDocx(notes.trim().split('\n'))))).toBe(
      'not-a-resume',
    );
  });

  it('a resume without headings, or without a name, is still read', async () => {
    const noHeadings = 'Jane Roe\njane@example.com\nData Analyst, Globex, 2019 – 2021\n';
    expect((await parseResumeFile('cv.txt', utf8(noHeadings))).resume.basics.name).toBe('Jane Roe');
    // Headings in a left column ("EXPERIENCE  Pied Piper, CEO …") and "Name, Title" on one line: no
    // name or section is recognized, but the contact details say it is someone's resume.
    const columns =
      'Richard Hendriks, Programmer\nrichard.hendriks@mail.com | (912) 555-4321\n\nEXPERIENCE\tPied Piper, CEO/President\t2013-12-01 — 2014-12-01\n';
    expect(await reasonOf(parseResumeFile('cv.txt', utf8(columns)))).toBe('ok');
    const noName = 'jane@example.com\n\nExperience\nAnalyst, Globex\n2019 – 2021\n';
    expect((await parseResumeFile('cv.txt', utf8(noName))).resume.work?.[0]?.name).toBe('Globex');
  });

  it('too large: more than MAX_RESUME_FILE_BYTES (10 MiB)', async () => {
    expect(MAX_RESUME_FILE_BYTES).toBe(10 * 1024 * 1024);
    const big = new Uint8Array(MAX_RESUME_FILE_BYTES + 1);
    big.set(utf8('%PDF-1.7\n'));
    expect(await reasonOf(parseResumeFile('cv.pdf', big))).toBe('too-large');
    expect(await reasonOf(extractText(big, 'text'))).toBe('too-large');
  });

  it('errors carry a readable message', () => {
    const error = new UnreadableFileError('encrypted', 'owner said so');
    expect(error.message).toContain('password');
    expect(error.message).toContain('owner said so');
    expect(error.name).toBe('UnreadableFileError');
  });
});

describe('readable files', () => {
  it('PDF, DOCX, text, Markdown and JSON all become JSON Resume documents', async () => {
    const pdf = await parseResumeFile('cv.pdf', await makePdf(simpleResume));
    expect(pdf.resume.basics).toMatchObject({
      name: 'Ana López',
      email: 'ana.lopez@example.com',
      phone: '+34 612 34 56 78',
    });
    expect(pdf.resume.work?.[0]).toMatchObject({
      name: 'Globex Corporation',
      position: 'Data Analyst',
      startDate: '2020-01',
    });

    const docx = await parseResumeFile(
      'cv.docx',
      await makeDocx([
        { text: 'Ana López', bold: true },
        'ana.lopez@example.com',
        'Experience',
        'Data Analyst at Globex Corporation, 03/2019 – 05/2021',
        { text: 'Built dashboards.', bullet: true },
      ]),
    );
    expect(docx.resume.work?.[0]).toMatchObject({
      name: 'Globex Corporation',
      position: 'Data Analyst',
      startDate: '2019-03',
      endDate: '2021-05',
      highlights: ['Built dashboards.'],
    });

    const md = await parseResumeFile(
      'cv.md',
      utf8(
        '# Ana López\n\n[ana.lopez@example.com](mailto:ana.lopez@example.com)\n\n## Skills\n\n- **Python**\n- `SQL`\n',
      ),
    );
    expect(md.resume.basics.name).toBe('Ana López');
    expect(md.resume.skills?.map((s) => s.name)).toEqual(['Python', 'SQL']);

    const latin1 = new Uint8Array([
      ...utf8('Jos'),
      0xe9,
      ...utf8(' Garc'),
      0xed,
      ...utf8('a\njose@example.com\n'),
    ]);
    expect((await parseResumeFile('cv.txt', latin1)).resume.basics.name).toBe('José García');

    const json = await parseResumeFile(
      'cv.json',
      utf8(JSON.stringify({ basics: { name: 'Ana', email: 'a@b.co' }, work: [{ name: 'Globex' }] })),
    );
    expect(json.resume.basics.name).toBe('Ana');
    expect(json.confidence).toEqual({ 'basics.name': 1, 'basics.email': 1, 'work[0].name': 1 });
    expect(json.warnings).toEqual([]);
  });

  it('UTF-16 text with a byte order mark', async () => {
    const text = '\uFEFFAna López\nana@example.com\n';
    const bytes = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) {
      bytes[i * 2] = text.charCodeAt(i) & 0xff;
      bytes[i * 2 + 1] = text.charCodeAt(i) >> 8;
    }
    expect(detectKind('cv', bytes)).toBe('text');
    expect((await parseResumeFile('cv.txt', bytes)).resume.basics.email).toBe('ana@example.com');
  });
});
