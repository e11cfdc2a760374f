import fs from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';

export interface ReadProblem {
  where: string;
  reason: string;
}

/** Files a folder walk picks up: documents (JSON, NDJSON, CSV for jobs) and resume files for the parser. */
const DOCUMENT_EXTENSIONS = new Set([
  '.json',
  '.ndjson',
  '.jsonl',
  '.csv',
  '.pdf',
  '.docx',
  '.txt',
  '.md',
  '.markdown',
]);
export const RESUME_FILE_EXTENSIONS = new Set(['.pdf', '.docx', '.txt', '.md', '.markdown']);

/** Files named on the command line, with folders walked recursively for .json/.ndjson/.jsonl files. */
export function collectFiles(paths: string[]): { files: string[]; problems: ReadProblem[] } {
  const files: string[] = [];
  const problems: ReadProblem[] = [];
  const walk = (p: string, named: boolean) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(p);
    } catch {
      problems.push({ where: p, reason: 'no such file or folder' });
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p).sort()) walk(path.join(p, entry), false);
    } else if (named || DOCUMENT_EXTENSIONS.has(path.extname(p).toLowerCase())) {
      files.push(p);
    }
  };
  for (const p of paths) walk(p, true);
  return { files, problems };
}

const CHUNK_BYTES = 1 << 20;

/** A document found in the input: parsed already, or raw NDJSON text for a worker to parse. */
export interface FoundDocument {
  where: string;
  value?: unknown;
  text?: string;
}

export type Found = { document: FoundDocument } | { problem: ReadProblem };

/** Lines of an NDJSON file, unparsed (blank lines skipped), read in 1 MiB chunks so a large file is never one string. */
function* ndjsonDocuments(file: string): Generator<Found> {
  const lines: Array<[string, number]> = [];
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    const decoder = new StringDecoder('utf8');
    let rest = '';
    let lineNumber = 0;
    for (;;) {
      const read = fs.readSync(fd, buffer, 0, CHUNK_BYTES, null);
      const text = rest + (read > 0 ? decoder.write(buffer.subarray(0, read)) : decoder.end());
      const parts = text.split('\n');
      rest = read > 0 ? (parts.pop() ?? '') : '';
      for (const part of parts) lines.push([part, ++lineNumber]);
      for (const [raw, n] of lines) {
        const line = n === 1 && raw.charCodeAt(0) === 0xfeff ? raw.slice(1).trim() : raw.trim();
        if (line !== '') yield { document: { where: `${file}:${n}`, text: line } };
      }
      lines.length = 0;
      if (read === 0) return;
    }
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The documents of one file: a JSON object (one document), a JSON array (many), or NDJSON
 * (.ndjson/.jsonl, or a .json file that turns out to hold one document per line; blank lines
 * skipped; each line's text is handed on unparsed). A file that cannot be read or parsed is a
 * problem, not a failure.
 */
export function* documentsOf(file: string): Generator<Found> {
  const ext = path.extname(file).toLowerCase();
  try {
    if (ext === '.ndjson' || ext === '.jsonl') {
      yield* ndjsonDocuments(file);
      return;
    }
    let text = fs.readFileSync(file, 'utf8');
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      // Not one JSON value: it may still be NDJSON with another name.
      if (text.trimStart().startsWith('{') && text.trim().includes('\n')) yield* ndjsonDocuments(file);
      else yield { problem: { where: file, reason: `not valid JSON (${(error as Error).message})` } };
      return;
    }
    if (Array.isArray(parsed)) {
      for (const [i, value] of parsed.entries()) yield { document: { where: `${file}[${i}]`, value } };
    } else {
      yield { document: { where: file, value: parsed } };
    }
  } catch (error) {
    yield {
      problem: {
        where: file,
        reason: `cannot read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      },
    };
  }
}
