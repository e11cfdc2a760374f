import { createHash, hash } from 'node:crypto';

/** Every entry's `"__id":"…"` member in a stored document's JSON (ids are [A-Za-z0-9_-], see resume-document.ts). */
const ENTRY_IDS = /"__id":"[A-Za-z0-9_-]*",?/g;

/**
 * The identity of a resume's content, for telling a document imported before from a new one: the
 * SHA-256 of the normalized document's JSON (the text the store keeps) without the `__id` of its
 * entries, which are derived from the resume's own id, so two imports of one file differ there
 * and nowhere else. Hashing the normalized form makes "2020-1" and "2020-01", or a null and a
 * missing value, the same content; and key order in the source does not matter because
 * toResumeDocument builds every object of the stored form itself, in its own key order. Array
 * order is content: the order of work entries or highlights is the author's. Cheap on purpose
 * (one regex pass and one hash over text the import already has): it runs for every imported
 * document, in the preparing worker threads; crypto.hash, the one-shot form of createHash, spares
 * a Hash object per document (same digest).
 */
export function resumeContentHash(documentJson: string): string {
  return hash('sha256', documentJson.replace(ENTRY_IDS, ''), 'base64url');
}

const ENTRY_ID_START = Buffer.from('"__id":"');
/** The bytes of an entry id ([A-Za-z0-9_-]), by ASCII code. */
const ENTRY_ID_BYTE = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-')
  ENTRY_ID_BYTE[c.charCodeAt(0)] = 1;

/**
 * resumeContentHash of a document's JSON given as its UTF-8 bytes (an import worker packs them
 * for the writing thread anyway): the same digest, hashed from the bytes between the `__id`
 * members, without making the text without them and encoding that again. The members are found
 * as ENTRY_IDS finds them (a failed match is tried again one byte on); they are ASCII, and UTF-8
 * encodes no other character with ASCII bytes, so the bytes hashed are the UTF-8 of the text
 * resumeContentHash hashes.
 */
export function resumeContentHashOfUtf8(bytes: Uint8Array): string {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sha = createHash('sha256');
  /** Where the bytes not hashed yet start. */
  let from = 0;
  let at = view.indexOf(ENTRY_ID_START);
  while (at >= 0) {
    let end = at + ENTRY_ID_START.length;
    while (end < view.length && view[end] < 128 && ENTRY_ID_BYTE[view[end]] === 1) end++;
    if (view[end] !== 0x22) {
      at = view.indexOf(ENTRY_ID_START, at + 1);
      continue;
    }
    end++;
    if (view[end] === 0x2c) end++;
    if (at > from) sha.update(view.subarray(from, at));
    from = end;
    at = view.indexOf(ENTRY_ID_START, end);
  }
  if (from < view.length) sha.update(view.subarray(from));
  return sha.digest('base64url');
}
