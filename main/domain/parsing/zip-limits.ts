import zlib from 'node:zlib';
import { UnreadableFileError } from './errors';

/**
 * How much a DOCX may unpack to, all its parts together. A real resume unpacks to a few MiB (its
 * pictures are already compressed); a 400 KB file that unpacks to 400 MB is a zip bomb, and mammoth
 * would inflate all of it into memory.
 */
export const MAX_DOCX_UNPACKED_BYTES = 64 * 1024 * 1024;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

const tooLarge = (detail: string) =>
  new UnreadableFileError(
    'corrupt',
    `it unpacks to more than ${MAX_DOCX_UNPACKED_BYTES / 1024 / 1024} MiB, ${detail}`,
  );

/**
 * Refuses a ZIP container (DOCX) that unpacks to more than `limit` bytes, before anything inflates
 * it for real. The sizes the archive declares are summed first (cheap, catches honest bombs); then
 * every entry is inflated with the remaining budget as a hard output cap, because the declared
 * sizes are the attacker's to write. One entry's inflated bytes are held at a time, never more
 * than the budget, and dropped at once.
 *
 * Anything this reader cannot follow (no end record, ZIP64, an unknown method) is left for mammoth
 * to accept or refuse as corrupt; only the size is judged here.
 */
export function assertZipUnpacksWithin(bytes: Uint8Array, limit = MAX_DOCX_UNPACKED_BYTES): void {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(data);
  if (eocd < 0) return;
  const entries = data.readUInt16LE(eocd + 10);
  let at = data.readUInt32LE(eocd + 16);
  const found: Array<{ method: number; compressed: number; local: number }> = [];
  let declared = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL_SIGNATURE) return;
    const method = data.readUInt16LE(at + 10);
    const compressed = data.readUInt32LE(at + 20);
    const uncompressed = data.readUInt32LE(at + 24);
    if (compressed === ZIP64_MARK || uncompressed === ZIP64_MARK) throw tooLarge('declared in ZIP64 sizes');
    declared += uncompressed;
    if (declared > limit) throw tooLarge(`by its own declared sizes`);
    found.push({ method, compressed, local: data.readUInt32LE(at + 42) });
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  let budget = limit;
  for (const entry of found) {
    if (entry.method !== 8) {
      budget -= entry.compressed;
      if (budget < 0) throw tooLarge('by its stored parts');
      continue;
    }
    const local = entry.local;
    if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL_SIGNATURE) return;
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const compressed = data.subarray(start, Math.min(data.length, start + entry.compressed));
    budget -= inflatedSize(compressed, budget);
  }
}

/** The inflated size of a deflate stream, refusing it once it passes `budget`. */
function inflatedSize(compressed: Buffer, budget: number): number {
  try {
    return zlib.inflateRawSync(compressed, { maxOutputLength: Math.max(1, budget) }).byteLength;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      throw tooLarge('more than its declared sizes say');
    return 0; // A damaged stream: mammoth will say so.
  }
}

/** The end-of-central-directory record: the last 22 bytes, or up to 64 KiB earlier behind a comment. */
function findEndOfCentralDirectory(data: Buffer): number {
  const lowest = Math.max(0, data.length - 22 - 0xffff);
  for (let at = data.length - 22; at >= lowest; at--) {
    if (data.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  return -1;
}
