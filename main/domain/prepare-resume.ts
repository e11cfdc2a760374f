import type { JsonResume, JsonResumeParsed, ResumeDocument, ResumeWarning } from '../contract';
import { resumeContentHash, resumeContentHashOfUtf8 } from './content-hash';
import { toResumeDocument } from './resume-document';
import { type ResumeFacts, resumeFacts } from './resume-facts';

// The version of the derivation rules lives apart: opening the index compares with it without
// loading the taxonomy.
export { FACTS_VERSION } from './facts-version';

/**
 * Everything about one resume that can be computed before touching the index, in the form the
 * store writes. Small and flat, so import workers can hand it to the writing thread cheaply.
 */
export interface PreparedResume {
  id: string;
  documentJson: string;
  /**
   * The same document as UTF-8 bytes, set instead of documentJson (then empty) on resumes an import
   * worker prepared: they reach the writing thread as one moved buffer per batch and are stored as
   * they are, never made into strings there.
   */
  documentUtf8?: Uint8Array;
  /** What makes two imports of one document the same (content-hash.ts). */
  contentHash: string;
  name: string;
  occupation: string | null;
  email: string | null;
  location: string | null;
  facts: ResumeFacts;
  /** The activity month as year * 12 + month index: the key of the monthly skill rollups. */
  activityMonth: number;
}

export const monthOf = (ms: number): number => {
  const d = new Date(ms);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
};

/**
 * Takes a document's JSON and returns its UTF-8 bytes, keeping them elsewhere (an import worker's
 * buffer for the writing thread, workers/packed-documents.ts).
 */
export type PackDocument = (documentJson: string) => Uint8Array;

/**
 * The prepared form of a normalized document. With `pack`, its JSON goes there as it is made and
 * documentJson is left empty; the content hash is taken from the packed bytes.
 */
export function prepareDocument(
  id: string,
  document: ResumeDocument,
  indexedAt: number,
  pack?: PackDocument,
): PreparedResume {
  const facts = resumeFacts(document, indexedAt);
  const json = JSON.stringify(document);
  const documentJson = pack ? '' : json;
  return {
    id,
    documentJson,
    contentHash: pack ? resumeContentHashOfUtf8(pack(json)) : resumeContentHash(json),
    name: document.personalInfo.name,
    occupation: document.personalInfo.occupation ?? null,
    email: document.personalInfo.email ?? null,
    location: document.personalInfo.location ?? null,
    facts,
    activityMonth: monthOf(facts.lastActivityAt),
  };
}

/** Normalizes an accepted JSON Resume document and derives its facts; warnings say what was changed. */
export function prepareResume(
  input: JsonResume | JsonResumeParsed,
  id: string,
  indexedAt: number,
  pack?: PackDocument,
): { document: ResumeDocument; prepared: PreparedResume; warnings: ResumeWarning[] } {
  const warnings: ResumeWarning[] = [];
  const document = toResumeDocument(input, id, warnings);
  return { document, prepared: prepareDocument(id, document, indexedAt, pack), warnings };
}
