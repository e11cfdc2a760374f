/**
 * What an import file holds: one JSON document, a JSON array of them, or NDJSON (one per line).
 * Bad JSON is reported by file and line and the rest of the file still counts.
 */
export interface ReadResult {
  documents: Array<{ file: string; line?: number; value: unknown }>;
  errors: string[];
}

export function parseDocuments(file: string, text: string): ReadResult {
  const trimmed = text.trim();
  if (!trimmed) return { documents: [], errors: [`${file}: the file is empty`] };
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
      result.errors.push(`${file}:${index + 1}: not valid JSON`);
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
