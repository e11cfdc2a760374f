/**
 * Schema 10: the content hash of each resume (domain/content-hash.ts), so an import can tell a
 * document already in the index from a new one and a re-run import adds nothing twice. The hash
 * is computed in JavaScript, so rows of older schemas start NULL and are filled when the index is
 * opened (backfillContentHashes, a thousand per transaction). The index is not UNIQUE: the API
 * creates what it is asked to, duplicates included (the spec has no duplicate refusal), and a
 * deliberate `talent import --allow-duplicates` does too; imports look the hash up before writing.
 */
export const migration010 = `
ALTER TABLE resumes ADD COLUMN content_hash TEXT;
CREATE INDEX resumes_by_content ON resumes (organization_id, content_hash);
`;
