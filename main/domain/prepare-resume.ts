import type { JsonResume, JsonResumeParsed, ResumeDocument, ResumeWarning } from '../contract';
import { resumeContentHash } from './content-hash';
import { toResumeDocument } from './resume-document';
import { type ResumeFacts, resumeFacts } from './resume-facts';

/**
 * The version of the derivation rules (resume-facts.ts and the taxonomy). Raise it when they
 * change: rows derived by an older version are derived again when the index is opened.
 */
// 2: a resume's skills include its spoken languages at a working level (issue #12).
// 3: the skills taxonomy includes ESCO and O*NET, and joined skills-list entries ("Sass, Less") are split (issue #14).
// 4: the taxonomy adds GitHub Linguist and Explore sources, skills-list entries match loosely (spelling,
//    plural, word order, versions) and unknown product names no longer yield skills their words name.
// 5: held-out ESCO labels drawn by a rule, skills-list entries that paraphrase a skill find it
//    (generic heads, learnt word swaps, editions), and the taxonomy adds software brand names from
//    Simple Icons ("Zulip") and ESCO knowledge placed by subject or as a named product (issue #14).
// 6: the taxonomy adds GitHub Explore topics defined by a noun phrase or listed by Devicon and short
//    names of products named after their kind ("Drizzle" for Drizzle ORM); skills-list entries read
//    shared words ("written and oral communication"), "X abilities", "General X", and drop rename notes
//    ("Linode, now Akamai") (issue #14).
export const FACTS_VERSION = 6;

/**
 * Everything about one resume that can be computed before touching the index, in the form the
 * store writes. Small and flat, so import workers can hand it to the writing thread cheaply.
 */
export interface PreparedResume {
  id: string;
  documentJson: string;
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

export function prepareDocument(id: string, document: ResumeDocument, indexedAt: number): PreparedResume {
  const facts = resumeFacts(document, indexedAt);
  const documentJson = JSON.stringify(document);
  return {
    id,
    documentJson,
    contentHash: resumeContentHash(documentJson),
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
): { document: ResumeDocument; prepared: PreparedResume; warnings: ResumeWarning[] } {
  const warnings: ResumeWarning[] = [];
  const document = toResumeDocument(input, id, warnings);
  return { document, prepared: prepareDocument(id, document, indexedAt), warnings };
}
