import { makeDocx, makePdf, simpleResume } from '../../domain/parsing/make-files';
import { tinyPdf } from '../../domain/parsing/tiny-pdf';
import type { SeededRandom } from '../../fixtures/seeded-random.mjs';
import { docxZipBomb } from './zip-bomb';

/** Files for POST /v1/resumes/files: broken, hostile and a few good ones, each with a name. */
export interface UploadFile {
  name: string;
  data: Uint8Array;
}

export interface FileKit {
  pdf: Uint8Array;
  docx: Uint8Array;
  /** A DOCX of one paragraph of spaces: small on the wire, past the unpack cap inside. */
  docxBomb: Uint8Array;
}

export async function buildFileKit(): Promise<FileKit> {
  return {
    pdf: await makePdf(simpleResume),
    docx: await makeDocx(['Jane Doe', 'Data Engineer', 'Experience', 'Analyst, Globex, 2019 – 2022']),
    docxBomb: docxZipBomb(),
  };
}

const TEXT_RESUME =
  'Jane Q. Example\nSenior Data Engineer\njane.example@example.com | London, UK\n\nExperience\n' +
  'Senior Data Engineer, Initech — London\nJan 2020 – Present\n\nSkills\nPython, SQL, Kafka\n';

/** The PDF of issue #13 item 3: a text matrix scaled by 1e8 (1.3 KB that once took 3 GB). */
const hugeMatrixPdf = () =>
  tinyPdf(
    Array.from(
      { length: 12 },
      (_, i) =>
        `BT /F1 10 Tf 100000000 0 0 100000000 ${50 + (i % 2) * 200} ${800 - i * 20} Tm (Word${i}) Tj ET`,
    ).join('\n'),
  );

function randomBytes(random: SeededRandom, size: number): Uint8Array {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = random.int(0, 255);
  return out;
}

const NAMES = [
  '../../../etc/passwd.pdf',
  'resume\u202efdp.exe',
  `${'n'.repeat(300)}.pdf`,
  'résumé 👩‍💻.docx',
  'CON.txt',
  '.pdf',
  'no-extension',
  'evil"; name="x.pdf',
  'nul\u0000byte.pdf',
  'line\r\nbreak.txt',
];

export function hostileFile(random: SeededRandom, kit: FileKit): [string, UploadFile] {
  const [label, make] = random.pick(fileChoices(random, kit));
  return [label, make()];
}

/** Every kind of file the fuzzer sends, each made on demand. */
export function fileChoices(random: SeededRandom, kit: FileKit): Array<[string, () => UploadFile]> {
  const ext = random.pick(['pdf', 'docx', 'txt', 'md', 'json']);
  return [
    ['random bytes', () => ({ name: `random.${ext}`, data: randomBytes(random, random.int(1, 64 * 1024)) })],
    ['empty file', () => ({ name: `empty.${ext}`, data: new Uint8Array(0) })],
    ['truncated PDF', () => ({ name: 'cut.pdf', data: kit.pdf.slice(0, random.int(1, kit.pdf.length - 1)) })],
    [
      'truncated DOCX',
      () => ({ name: 'cut.docx', data: kit.docx.slice(0, random.int(1, kit.docx.length - 1)) }),
    ],
    ['PDF with flipped bytes', () => ({ name: 'flipped.pdf', data: flipBytes(random, kit.pdf) })],
    ['DOCX with flipped bytes', () => ({ name: 'flipped.docx', data: flipBytes(random, kit.docx) })],
    ['DOCX zip bomb', () => ({ name: 'bomb.docx', data: kit.docxBomb })],
    ['PDF with a 1e8 text matrix', () => ({ name: 'matrix.pdf', data: hugeMatrixPdf() })],
    ['PDF bytes named .docx', () => ({ name: 'resume.docx', data: kit.pdf })],
    ['DOCX bytes named .pdf', () => ({ name: 'resume.pdf', data: kit.docx })],
    ['a good PDF', () => ({ name: 'resume.pdf', data: kit.pdf })],
    [
      'a good text resume, unique',
      () => ({ name: 'resume.txt', data: utf8(`${TEXT_RESUME}\nRef ${random.rand()}`) }),
    ],
    [
      'text with invalid UTF-8',
      () => ({ name: 'bad.txt', data: new Uint8Array([0x4a, 0xff, 0xfe, 0xc0, 0x80, 0x0a]) }),
    ],
    [
      'JSON Resume with hostile values',
      () => ({ name: 'r.json', data: utf8('{"basics":{"name":"\\u0000\\ud800"},"work":[[[[[]]]]]}') }),
    ],
    ['JSON that is not a resume', () => ({ name: 'r.json', data: utf8('[1,2,3]') })],
    [
      'JSON Resume nested 10,000 deep',
      () => ({
        name: 'deep.json',
        data: utf8(`{"basics":{"name":"Jane"},"work":[${'['.repeat(10_000)}${']'.repeat(10_000)}]}`),
      }),
    ],
    ['hostile name', () => ({ name: random.pick(NAMES), data: utf8(TEXT_RESUME) })],
    [
      'a text file of one 2 MiB line',
      () => ({ name: 'long.txt', data: utf8(`Jane Doe ${'x'.repeat(2 * 1024 * 1024)}`) }),
    ],
  ];
}

function flipBytes(random: SeededRandom, data: Uint8Array): Uint8Array {
  const copy = data.slice();
  for (let i = 0; i < 20; i++) copy[random.int(0, copy.length - 1)] = random.int(0, 255);
  return copy;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/**
 * A multipart/form-data body written by hand, so names can be what a browser would never send.
 * Quotes and line breaks in names are percent-encoded as browsers do, unless `raw`.
 */
export function multipartBody(
  files: UploadFile[],
  options: { boundary?: string; raw?: boolean; field?: string } = {},
): { body: Buffer; contentType: string } {
  const boundary = options.boundary ?? '----fuzz7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const file of files) {
    const name = options.raw
      ? file.name
      : file.name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'files'}"; filename="${name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
