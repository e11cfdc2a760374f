import fs from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';

/** One document found in the input, with where it came from for error messages. */
export interface SourcedDocument {
  where: string;
  value: unknown;
}

export interface ReadProblem {
  where: string;
  reason: string;
}

const DOCUMENT_EXTENSIONS = new Set(['.json', '.ndjson', '.jsonl']);

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

/** Calls onLine for each line of a file, read in 1 MiB chunks so a large NDJSON file is never one string. */
function forEachLine(file: string, onLine: (line: string, lineNumber: number) => void): void {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    const decoder = new StringDecoder('utf8');
    let rest = '';
    let lineNumber = 0;
    for (;;) {
      const read = fs.readSync(fd, buffer, 0, CHUNK_BYTES, null);
      const text = rest + (read > 0 ? decoder.write(buffer.subarray(0, read)) : decoder.end());
      const lines = text.split('\n');
      rest = read > 0 ? (lines.pop() ?? '') : '';
      for (const line of lines) onLine(line, ++lineNumber);
      if (read === 0) return;
    }
  } finally {
    fs.closeSync(fd);
  }
}

function readNdjson(file: string, onDocument: (doc: SourcedDocument) => void): ReadProblem[] {
  const problems: ReadProblem[] = [];
  forEachLine(file, (raw, lineNumber) => {
    const line = lineNumber === 1 && raw.charCodeAt(0) === 0xfeff ? raw.slice(1).trim() : raw.trim();
    if (line === '') return;
    try {
      onDocument({ where: `${file}:${lineNumber}`, value: JSON.parse(line) });
    } catch (error) {
      problems.push({
        where: `${file}:${lineNumber}`,
        reason: `not valid JSON (${(error as Error).message})`,
      });
    }
  });
  return problems;
}

/**
 * Reads the documents of one file: a JSON object (one document), a JSON array (many), or NDJSON
 * (.ndjson/.jsonl, or a .json file that turns out to hold one document per line; blank lines
 * skipped). A line or file that is not JSON is reported, not fatal.
 */
export function readDocuments(file: string, onDocument: (doc: SourcedDocument) => void): ReadProblem[] {
  const ext = path.extname(file).toLowerCase();
  try {
    if (ext === '.ndjson' || ext === '.jsonl') return readNdjson(file, onDocument);
    let text = fs.readFileSync(file, 'utf8');
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      // Not one JSON value: it may still be NDJSON with another name.
      if (text.trimStart().startsWith('{') && text.trim().includes('\n')) return readNdjson(file, onDocument);
      return [{ where: file, reason: `not valid JSON (${(error as Error).message})` }];
    }
    if (Array.isArray(parsed)) {
      for (const [i, value] of parsed.entries()) onDocument({ where: `${file}[${i}]`, value });
    } else {
      onDocument({ where: file, value: parsed });
    }
    return [];
  } catch (error) {
    return [
      {
        where: file,
        reason: `cannot read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      },
    ];
  }
}
