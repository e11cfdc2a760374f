import type { ResumeDocument } from '../contract';

/**
 * The parser notes its confidence per JSON Resume field (basics.label, work[0].name...), but the
 * index stores and shows the normalized document (personalInfo.occupation, work[0].company...).
 * These helpers translate between the two and keep the confidences honest after a correction.
 */

/** The stored-document path of a parser path: basics.* → personalInfo.*, label → occupation, work name → company. */
export function storedFieldPath(parserPath: string): string {
  if (parserPath === 'basics.label') return 'personalInfo.occupation';
  if (parserPath.startsWith('basics.')) return `personalInfo.${parserPath.slice('basics.'.length)}`;
  return parserPath.replace(/^work\[(\d+)\]\.name$/, 'work[$1].company');
}

/** The value at a path like work[0].company or personalInfo.email (undefined when absent). */
export function valueAt(document: ResumeDocument, path: string): unknown {
  let node: unknown = document;
  for (const step of path.split(/\.|(?=\[)/)) {
    if (node === null || typeof node !== 'object') return undefined;
    const index = /^\[(\d+)\]$/.exec(step);
    node = index ? (node as unknown[])[Number(index[1])] : (node as Record<string, unknown>)[step];
  }
  return node;
}

/**
 * The confidences after a recruiter replaced the document: a field whose value changed was set by
 * a person and gets 1; an unchanged one keeps the parser's value. Keys stay the parser's paths.
 */
export function confidenceAfterCorrection(
  confidence: Record<string, number>,
  before: ResumeDocument,
  after: ResumeDocument,
): Record<string, number> {
  const result: Record<string, number> = {};
  for (const [path, value] of Object.entries(confidence)) {
    const stored = storedFieldPath(path);
    const changed = JSON.stringify(valueAt(before, stored)) !== JSON.stringify(valueAt(after, stored));
    result[path] = changed ? 1 : value;
  }
  return result;
}
