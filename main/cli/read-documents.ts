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

/** A chunk of ndjsonChunks: its bytes stay valid until release() is called (if ever). */
export interface ReadChunk extends NdjsonChunk {
  /** How many lines the chunk holds, blank ones included. */
  lines: number;
  /**
   * Says nothing reads the chunk's bytes any more (the worker that prepared it has answered): its
   * buffer may be read into again. Never calling it is allowed: the reader then allocates anew.
   */
  release: () => void;
}

/**
 * An NDJSON file as chunks of at most `maxLines` whole lines (blank ones included), undecoded: the
 * caller hands them to whoever parses (ndjsonLines decodes and numbers them). Only newlines are
 * looked for here, with indexOf; a line longer than the read buffer grows it.
 *
 * The file is read straight into shared buffers, and each chunk's bytes are a view of one of them:
 * a worker reads them in place (a SharedArrayBuffer is shared, not copied, by postMessage), and a
 * buffer released by its chunk is read into again. Before, every chunk was copied out of one read
 * buffer into fresh memory to be moved to a worker: about 0.7 s of the writing thread's CPU per
 * 100,000 demo resumes (290 MB copied, and page faults on 290 MB of new memory). Only the start
 * of the next chunk read with the previous one is copied, and reads stop near where the chunk is
 * expected to end, so that is little.
 */
export function* ndjsonChunks(file: string, maxLines: number): Generator<ReadChunk> {
  const fd = fs.openSync(file, 'r');
  /** Released buffers, read into again. */
  const free: SharedArrayBuffer[] = [];
  /**
   * A buffer for about `size` bytes and at least `atLeast`: the largest released one when it is
   * large enough (one too small would be grown, copying), else a new one.
   */
  const bufferOf = (atLeast: number, size: number): Uint8Array => {
    let at = -1;
    for (let i = 0; i < free.length; i++) if (at < 0 || free[i].byteLength > free[at].byteLength) at = i;
    if (at >= 0 && free[at].byteLength >= Math.max(atLeast, size * 0.75))
      return new Uint8Array(free.splice(at, 1)[0]);
    return new Uint8Array(new SharedArrayBuffer(Math.max(atLeast, size)));
  };
  try {
    let buffer = bufferOf(READ_BYTES, READ_BYTES);
    /** Bytes read into buffer; the lines found in buffer[0, scanned). */
    let end = 0;
    let scanned = 0;
    let lines = 0;
    let firstLine = 1;
    let eof = false;
    /** Bytes per line of the chunks so far, to read about as much as the next chunk needs. */
    let bytesPerLine = 0;
    for (;;) {
      // A Buffer's indexOf is memchr; a plain Uint8Array's is an element-by-element loop.
      const view = Buffer.from(buffer.buffer, 0, end);
      while (lines < maxLines) {
        const newline = view.indexOf(10, scanned);
        if (newline < 0) break;
        scanned = newline + 1;
        lines++;
      }
      if (eof && lines < maxLines && scanned < end) {
        scanned = end; // the last line, without a newline
        lines++;
      }
      if (lines === maxLines || (eof && lines > 0)) {
        // What was read past the chunk starts the next one, in another buffer.
        const rest = end - scanned;
        bytesPerLine = scanned / lines;
        // Room for a chunk like this one and a little more: small chunks get small buffers.
        const next = bufferOf(rest + 1, Math.min(READ_BYTES, Math.max(1 << 16, Math.ceil(scanned * 1.1))));
        next.set(view.subarray(scanned, end));
        const own = buffer.buffer as SharedArrayBuffer;
        let released = false;
        yield {
          file,
          firstLine,
          lines,
          bytes: buffer.subarray(0, scanned),
          release: () => {
            if (!released) free.push(own);
            released = true;
          },
        };
        firstLine += lines;
        buffer = next;
        end = rest;
        scanned = 0;
        lines = 0;
        continue;
      }
      if (eof) return;
      // Too few whole lines: read more behind them, into a larger buffer when this one is full.
      if (end === buffer.length) {
        const bigger = new Uint8Array(new SharedArrayBuffer(buffer.length * 2));
        bigger.set(buffer);
        buffer = bigger;
      }
      const expected =
        bytesPerLine > 0 ? Math.ceil(bytesPerLine * (maxLines - lines) * 1.02) - (end - scanned) : 0;
      const want =
        expected > 0 ? Math.min(buffer.length - end, Math.max(expected, 1 << 16)) : buffer.length - end;
      const read = fs.readSync(fd, buffer, end, want, null);
      eof = read === 0;
      end += read;
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
