import { type FieldSpec, SECTION_BY_NAME } from './fields';

/**
 * Field paths, in the spec's forms:
 *   personalInfo.email                      a field of an object section
 *   work[wrk_0pd242w].company               a field of one array entry (by its __id)
 *   work[wrk_0pd242w].highlights[hl_1x2y]   one highlight value (by the highlight's __id)
 *   education[edu_1].courses[0]             one course (courses, keywords and roles are plain
 *                                           strings without __id: by their index)
 *   personalInfo.profiles[prf_1].url        a field of one profile
 *   work[].company                          every entry (options only, see below)
 *
 * redactedFields always names single values, so it never contains the "section[]" form: every
 * redacted value is listed exactly once, by its own path. Options (redact, keep) accept every
 * form, "[]" or a missing selector meaning every entry, and a path names everything under it:
 * "references" or "work[wrk_1]" cover all their fields.
 */

export interface PathSegment {
  name: string;
  /** Entry id or index; undefined for object sections and plain fields. */
  key?: string;
}

export interface RuleSegment {
  name: string;
  /** Entry id or index; undefined (no brackets) or '' ("[]") match every entry. */
  key?: string;
}

export class RedactionPathError extends Error {
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`Invalid redaction path "${path}": ${reason}`);
    this.name = 'RedactionPathError';
  }
}

export function formatPath(segments: readonly PathSegment[]): string {
  return segments.map((s) => (s.key === undefined ? s.name : `${s.name}[${s.key}]`)).join('.');
}

const SEGMENT = /^([A-Za-z][A-Za-z0-9]*)(?:\[([A-Za-z0-9_-]{0,64})\])?$/;

/** Parses and checks an option path against the document layout; throws RedactionPathError. */
export function parseRule(path: string): RuleSegment[] {
  if (typeof path !== 'string' || path.trim() === '')
    throw new RedactionPathError(String(path), 'empty path');
  const segments: RuleSegment[] = [];
  for (const raw of path.trim().split('.')) {
    const m = SEGMENT.exec(raw);
    if (!m) throw new RedactionPathError(path, `"${raw}" is not a name or name[id]`);
    segments.push(m[2] === undefined ? { name: m[1] } : { name: m[1], key: m[2] });
  }
  const section = SECTION_BY_NAME.get(segments[0].name);
  if (!section) throw new RedactionPathError(path, `unknown section "${segments[0].name}"`);
  if (!section.array && segments[0].key !== undefined) {
    throw new RedactionPathError(path, `"${section.name}" is not a list`);
  }
  let fields: readonly FieldSpec[] | undefined = section.fields;
  let listOfValues = false;
  for (let i = 1; i < segments.length; i++) {
    const seg = segments[i];
    if (listOfValues || !fields) throw new RedactionPathError(path, `"${seg.name}" has no fields`);
    const field: FieldSpec | undefined = fields.find((candidate) => candidate.name === seg.name);
    if (!field) throw new RedactionPathError(path, `unknown field "${seg.name}"`);
    if (field.shape === 'string' && seg.key !== undefined) {
      throw new RedactionPathError(path, `"${seg.name}" is not a list`);
    }
    fields = field.fields;
    listOfValues = field.shape !== 'entries';
  }
  return segments;
}

export function ruleMatches(rule: readonly RuleSegment[], path: readonly PathSegment[]): boolean {
  if (rule.length > path.length) return false;
  for (let i = 0; i < rule.length; i++) {
    if (rule[i].name !== path[i].name) return false;
    const key = rule[i].key;
    if (key !== undefined && key !== '' && key !== path[i].key) return false;
  }
  return true;
}
