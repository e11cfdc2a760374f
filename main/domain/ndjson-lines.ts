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
 * (file:line) and its offset among the chunk's lines, blank ones included; decoded one at a time as
 * the caller takes them.
 *
 * Each line is decoded on its own rather than the chunk at once and then split: one non-ASCII
 * character anywhere made the whole chunk's text two bytes a character, which every line then
 * carried into JSON.parse, and decoding plus parsing a chunk that way cost about three times as
 * much. A newline byte never occurs inside a multi-byte character, so the lines are the same. One
 * at a time, so that a line's text is garbage once it is parsed rather than kept, with the chunk's
 * other 999, through the young generation's collections.
 */
export function* ndjsonLines(chunk: NdjsonChunk): Generator<{ where: string; text: string; offset: number }> {
  const { bytes } = chunk;
  let start = 0;
  for (let offset = 0; ; offset++) {
    const newline = bytes.indexOf(10, start);
    const end = newline < 0 ? bytes.length : newline;
    const n = chunk.firstLine + offset;
    const raw = decoder.decode(bytes.subarray(start, end));
    // The decoder drops a byte-order mark at the start of each line, and trim() one anywhere else.
    const text = n === 1 && raw.charCodeAt(0) === 0xfeff ? raw.slice(1).trim() : raw.trim();
    if (text !== '') yield { where: `${chunk.file}:${n}`, text, offset };
    if (newline < 0) return;
    start = newline + 1;
  }
}
