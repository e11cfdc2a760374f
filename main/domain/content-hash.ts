import { hash } from 'node:crypto';

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
