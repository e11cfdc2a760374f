import fs from 'node:fs';
import path from 'node:path';

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

/**
 * Reads the documents of one file: a JSON object (one document), a JSON array (many), or NDJSON
 * (one per line; blank lines skipped). A line or file that is not JSON is reported, not fatal.
 */
export function readDocuments(file: string, onDocument: (doc: SourcedDocument) => void): ReadProblem[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    return [
      {
        where: file,
        reason: `cannot read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      },
    ];
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const ext = path.extname(file).toLowerCase();
  if (ext !== '.ndjson' && ext !== '.jsonl') {
    try {
      const parsed = JSON.parse(text);
      if (Array.isArray(parsed)) {
        for (const [i, value] of parsed.entries()) onDocument({ where: `${file}[${i}]`, value });
      } else onDocument({ where: file, value: parsed });
      return [];
    } catch (error) {
      // Not one JSON value: it may still be NDJSON with a .json name.
      if (!text.trimStart().startsWith('{') || !text.includes('\n')) {
        return [{ where: file, reason: `not valid JSON (${(error as Error).message})` }];
      }
    }
  }
  const problems: ReadProblem[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === '') continue;
    try {
      onDocument({ where: `${file}:${i + 1}`, value: JSON.parse(line) });
    } catch (error) {
      problems.push({ where: `${file}:${i + 1}`, reason: `not valid JSON (${(error as Error).message})` });
    }
  }
  return problems;
}
