import fs from 'node:fs';
import path from 'node:path';
import { type NdjsonChunk, ndjsonLines } from '../domain/ndjson-lines';

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

/** How much of an NDJSON file is read at once: a large file is never one string or one buffer. */
const READ_BYTES = 1 << 22;

/** A document found in the input: parsed already, or raw NDJSON text for a worker to parse. */
export interface FoundDocument {
  where: string;
  value?: unknown;
  text?: string;
}

export type Found = { document: FoundDocument } | { problem: ReadProblem };

/**
 * An NDJSON file as chunks of at most `maxLines` whole lines (blank ones included), undecoded: the
 * caller hands them to whoever parses (ndjsonLines decodes and numbers them). Only newlines are
 * looked for here, with Buffer.indexOf; a line longer than the read buffer grows it.
 */
export function* ndjsonChunks(file: string, maxLines: number): Generator<NdjsonChunk & { lines: number }> {
  const fd = fs.openSync(file, 'r');
  try {
    let buffer = Buffer.allocUnsafeSlow(READ_BYTES);
    let view = buffer.subarray(0, 0);
    let start = 0;
    let firstLine = 1;
    let eof = false;
    for (;;) {
      let at = start;
      let lines = 0;
      while (lines < maxLines) {
        const newline = view.indexOf(10, at);
        if (newline < 0) break;
        at = newline + 1;
        lines++;
      }
      if (eof && lines < maxLines && at < view.length) {
        at = view.length; // the last line, without a newline
        lines++;
      }
      if (lines === maxLines || (eof && lines > 0)) {
        // A copy: the read buffer is reused, and a view would send all of it to a worker.
        yield { file, firstLine, lines, bytes: new Uint8Array(view.subarray(start, at)) };
        firstLine += lines;
        start = at;
        continue;
      }
      if (eof) return;
      // Too few whole lines left: keep the partial line at the front and read more behind it.
      const kept = view.length - start;
      if (kept === buffer.length) {
        const bigger = Buffer.allocUnsafeSlow(buffer.length * 2);
        buffer.copy(bigger, 0, start, view.length);
        buffer = bigger;
      } else buffer.copy(buffer, 0, start, view.length);
      const read = fs.readSync(fd, buffer, kept, buffer.length - kept, null);
      eof = read === 0;
      view = buffer.subarray(0, kept + read);
      start = 0;
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** Whether a file is NDJSON by its name (.ndjson, .jsonl). */
export const isNdjson = (file: string): boolean => /\.(ndjson|jsonl)$/i.test(file);

/** Why a file could not be read, for the problem list. */
export const cannotRead = (error: unknown): string =>
  `cannot read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;

/** Lines of an NDJSON file, unparsed (blank lines skipped), for callers that parse on this thread. */
function* ndjsonDocuments(file: string): Generator<Found> {
  for (const chunk of ndjsonChunks(file, 1000)) {
    for (const { where, text } of ndjsonLines(chunk)) yield { document: { where, text } };
  }
}

/**
 * The documents of one file: a JSON object (one document), a JSON array (many), or NDJSON
 * (.ndjson/.jsonl, or a .json file that turns out to hold one document per line; blank lines
 * skipped; each line's text is handed on unparsed). A file that cannot be read or parsed is a
 * problem, not a failure.
 */
export function* documentsOf(file: string): Generator<Found> {
  try {
    if (isNdjson(file)) {
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
    yield { problem: { where: file, reason: cannotRead(error) } };
  }
}
