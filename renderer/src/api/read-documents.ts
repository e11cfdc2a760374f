/**
 * What an import file holds: one JSON document, a JSON array of them, or NDJSON (one per line).
 * Bad JSON is reported by file and line and the rest of the file still counts.
 */
export interface ReadResult {
  documents: Array<{ file: string; line?: number; value: unknown }>;
  errors: Array<{ where: string; reason: string }>;
}

export function parseDocuments(file: string, text: string): ReadResult {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (!trimmed) return { documents: [], errors: [{ where: file, reason: 'the file is empty' }] };
  try {
    const value: unknown = JSON.parse(trimmed);
    const values = Array.isArray(value) ? value : [value];
    return { documents: values.map((v) => ({ file, value: v })), errors: [] };
  } catch {
    // Not one JSON value: try NDJSON.
  }
  const result: ReadResult = { documents: [], errors: [] };
  trimmed.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim()) return;
    try {
      result.documents.push({ file, line: index + 1, value: JSON.parse(line) });
    } catch {
      result.errors.push({ where: `${file}:${index + 1}`, reason: 'not valid JSON' });
    }
  });
  return result;
}

export async function readFiles(files: File[]): Promise<ReadResult> {
  const all: ReadResult = { documents: [], errors: [] };
  for (const file of files) {
    const part = parseDocuments(file.name, await file.text());
    all.documents.push(...part.documents);
    all.errors.push(...part.errors);
  }
  return all;
}

/**
 * The documents of a file that holds several (a JSON array, or NDJSON), or undefined when it holds
 * one JSON value, or nothing that parses: such a file is imported whole, as the file it is.
 */
export function severalDocumentsIn(file: string, text: string): ReadResult | undefined {
  const lines = /\.(ndjson|jsonl)$/i.test(file);
  if (!lines) {
    try {
      return Array.isArray(JSON.parse(text.replace(/^\uFEFF/, ''))) ? parseDocuments(file, text) : undefined;
    } catch {
      // Not one JSON value: perhaps NDJSON under a .json name.
    }
  }
  const read = parseDocuments(file, text);
  return lines || read.documents.length > 1 ? read : undefined;
}
