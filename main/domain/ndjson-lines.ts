/**
 * A run of whole NDJSON lines as raw bytes, cut at newlines by the reader. The bytes are decoded
 * and split where the documents are parsed (an import's worker threads), so the thread that writes
 * the index never turns 300 MB of text into strings.
 */
export interface NdjsonChunk {
  /** The file, for naming each line as file:line. */
  file: string;
  /** The number of the chunk's first line in its file (1-based). */
  firstLine: number;
  /** UTF-8 bytes of whole lines; a newline byte never occurs inside a multi-byte character. */
  bytes: Uint8Array;
}

const decoder = new TextDecoder('utf-8');

/**
 * The non-blank lines of a chunk, trimmed (line 1 without its byte-order mark), each with its place
 * (file:line) and its offset among the chunk's lines, blank ones included.
 */
export function ndjsonLines(chunk: NdjsonChunk): Array<{ where: string; text: string; offset: number }> {
  const parts = decoder.decode(chunk.bytes).split('\n');
  const lines: Array<{ where: string; text: string; offset: number }> = [];
  for (let offset = 0; offset < parts.length; offset++) {
    const n = chunk.firstLine + offset;
    const raw = parts[offset];
    const text = n === 1 && raw.charCodeAt(0) === 0xfeff ? raw.slice(1).trim() : raw.trim();
    if (text !== '') lines.push({ where: `${chunk.file}:${n}`, text, offset });
  }
  return lines;
}
