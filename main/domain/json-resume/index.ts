// JSON Resume documents as people write them, in one place for every way they enter the index
// (POST /v1/resumes and /batch, talent import, .json resume files, the renderer's import):
//
//   checkJsonResume(value)   unknown → the document, or every problem that makes it not a resume
//                            (not only the first): the contract's jsonResumeSchema (shape) plus
//                            notAResume, as jsonResumeDocumentSchema does for HTTP bodies and the
//                            renderer, without a zod refine (which doubles bulk parse time);
//                            with { owned: true }, well-formed documents skip zod (well-formed.ts)
//   canonicalJsonResume      nulls out, numbers as text, basics always there (toResumeDocument)
//   readDate / readUrl / readBasicsLocation
//                            free-text values → stored forms, each change with a warning;
//                            toResumeDocument (../resume-document.ts) applies them with JSON pointers
//
// The shape is the contract's jsonResumeSchema (tolerant: nulls, 0.0.x names, free-text dates and
// URLs). It is parsed once; making it canonical and the normalization are each one cheap pass.

import {
  fieldErrorsFromZod,
  type JsonResume,
  type JsonResumeParsed,
  jsonResumeSchema,
  MAX_JSON_DEPTH,
  notAResume,
  tooDeepAt,
} from '../../contract';
import { readWellFormed } from './well-formed';

export { type DateReading, readDate } from './dates';
export { type LocationReading, readBasicsLocation } from './location';
export { readUrl, type UrlReading } from './urls';

/** Why a document was refused: where, and what is wrong there. */
export interface JsonResumeProblem {
  pointer: string;
  detail: string;
}

export type JsonResumeReading = { resume: JsonResumeParsed } | { problems: JsonResumeProblem[] };

/**
 * Takes nulls out (keys with null, null items of lists) and turns numbers into text, in place: the
 * schema's output is a fresh copy. JSON Resume has no numeric fields, so a number is always text
 * written without quotes ("postalCode": 94107).
 */
function canonical(value: unknown): void {
  if (Array.isArray(value)) {
    let kept = 0;
    for (const item of value) {
      if (item === null) continue;
      canonical(item);
      value[kept++] = typeof item === 'number' ? String(item) : item;
    }
    value.length = kept;
  } else if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    for (const key in object) {
      const v = object[key];
      if (v === null) delete object[key];
      else if (typeof v === 'number') object[key] = String(v);
      else if (typeof v === 'object') canonical(v);
    }
  }
}

/** Why a document of the right shape is still not a resume (see notAResume in the contract); [] if it is one. */
function resumeProblems(parsed: JsonResumeParsed): JsonResumeProblem[] {
  const reason = notAResume(parsed);
  return reason ? [{ pointer: '', detail: reason }] : [];
}

/**
 * A document that passed jsonResumeSchema, made canonical in place (see JsonResume). Idempotent and
 * one cheap walk; toResumeDocument calls it, so callers need not.
 */
export function canonicalJsonResume(parsed: JsonResumeParsed | JsonResume): JsonResume {
  canonical(parsed);
  parsed.basics ??= {};
  return parsed as JsonResume;
}

/**
 * Any value checked as a JSON Resume document: the canonical document, or all of its problems.
 * `owned`: the caller has just parsed `value` for this call alone, so a well-formed document is
 * read in place (readWellFormed) instead of copied by zod; bulk imports do this.
 */
export function checkJsonResume(value: unknown, options: { owned?: boolean } = {}): JsonResumeReading {
  // Files and `talent import` come here without the operation table's depth check: canonical() and
  // the store's JSON.stringify recurse, and 10,000 nested arrays overflowed the stack.
  const deep = tooDeepAt(value);
  if (deep !== undefined)
    return { problems: [{ pointer: deep, detail: `nested deeper than ${MAX_JSON_DEPTH} levels` }] };
  const wellFormed = options.owned ? readWellFormed(value) : undefined;
  const result = wellFormed
    ? { success: true as const, data: wellFormed }
    : jsonResumeSchema.safeParse(value);
  if (result.success) {
    const problems = resumeProblems(result.data);
    return problems.length ? { problems } : { resume: result.data };
  }
  return {
    problems: fieldErrorsFromZod('body', result.error.issues).map(({ pointer, detail }) => ({
      pointer,
      detail,
    })),
  };
}

/** Problems or warnings as lines a person reads: "/work/0/endDate: ...", "(document): ..." for the root. */
export function describePointed(
  items: Array<{ pointer: string; detail?: string; message?: string }>,
): string[] {
  return items.map((item) => `${item.pointer || '(document)'}: ${item.detail ?? item.message ?? ''}`);
}
