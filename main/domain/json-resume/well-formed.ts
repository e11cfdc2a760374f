import type { JsonResumeParsed } from '../../contract';

// A second reading of the contract's jsonResumeSchema, without zod, for bulk imports: most documents
// are well formed, and zod's generic walk (a fresh copy of every object and array, a check object
// per field) was about a tenth of an import worker's time. It only says yes: anything it does not
// accept goes to zod, which stays the authority on what is wrong and how that is said. Accepting a
// document means giving what zod would give, so this mirrors the schema field by field (a test holds
// the two to the same keys and the same answers on thousands of varied and broken documents).

/** How the schema reads one field; every field is optional (absent or null). */
const Kind = {
  /** shortText(max): a string, trimmed, at most max long after trimming. */
  Text: 0,
  /** shortText(max) or a number (textOrNumber). */
  TextOrNumber: 1,
  /** z.string().max(max), not trimmed: URLs, entry ids, meta.canonical and lastModified. */
  Raw: 2,
  /** looseDate: a string of at most 100, or a number. */
  Date: 3,
  /** strings(max): a list of at most max items, each null or a trimmed text of at most 2000. */
  Strings: 4,
  /** list(object, max): a list of at most max objects of `fields`. */
  List: 5,
  /** An object of `fields` (basics, meta). */
  Object: 6,
  /** basics.location: an object of `fields`, or a trimmed text of at most 500. */
  Location: 7,
} as const;
type Kind = (typeof Kind)[keyof typeof Kind];

interface Field {
  key: string;
  kind: Kind;
  max: number;
  fields?: Field[];
}

const f = (key: string, kind: Kind, max: number, fields?: Field[]): Field => ({ key, kind, max, fields });
const text = (key: string, max = 500) => f(key, Kind.Text, max);
const url = (key: string) => f(key, Kind.Raw, 2048);
const id = f('__id', Kind.Raw, 200);
const date = (key: string) => f(key, Kind.Date, 100);
const long = (key: string) => text(key, 20_000);
const strings = (key: string, max = 200) => f(key, Kind.Strings, max);
const list = (key: string, fields: Field[], max = 200) => f(key, Kind.List, max, fields);

/** jsonResumeSchema, field by field (main/contract/schemas/resume.ts). */
const RESUME: Field[] = [
  f('$schema', Kind.Raw, Number.POSITIVE_INFINITY),
  f('basics', Kind.Object, 0, [
    text('name', 200),
    text('label'),
    url('image'),
    url('picture'),
    text('email', 254),
    f('phone', Kind.TextOrNumber, 60),
    url('url'),
    url('website'),
    long('summary'),
    f('location', Kind.Location, 500, [
      text('address', 500),
      f('postalCode', Kind.TextOrNumber, 40),
      text('city'),
      text('countryCode', 10),
      text('region'),
    ]),
    list('profiles', [id, text('network', 100), text('username', 200), url('url')], 50),
  ]),
  list('work', [
    id,
    text('name'),
    text('company'),
    text('position'),
    text('location'),
    url('url'),
    url('website'),
    text('description', 2000),
    date('startDate'),
    date('endDate'),
    long('summary'),
    strings('highlights'),
  ]),
  list('volunteer', [
    id,
    text('organization'),
    text('position'),
    url('url'),
    url('website'),
    date('startDate'),
    date('endDate'),
    long('summary'),
    strings('highlights'),
  ]),
  list('education', [
    id,
    text('institution'),
    url('url'),
    text('area'),
    text('studyType'),
    date('startDate'),
    date('endDate'),
    f('score', Kind.TextOrNumber, 50),
    f('gpa', Kind.TextOrNumber, 50),
    long('summary'),
    strings('courses'),
  ]),
  list('awards', [id, text('title'), date('date'), text('awarder'), long('summary')]),
  list('certificates', [id, text('name'), date('date'), url('url'), text('issuer')]),
  list('publications', [
    id,
    text('name'),
    text('publisher'),
    date('releaseDate'),
    url('url'),
    url('website'),
    long('summary'),
  ]),
  list('skills', [id, text('name'), text('level', 100), strings('keywords', 100)], 500),
  list('languages', [id, text('language', 100), text('fluency', 100)], 100),
  list('interests', [id, text('name'), strings('keywords', 100)], 100),
  list('references', [
    id,
    text('name'),
    long('reference'),
    text('position'),
    text('company'),
    text('email', 254),
    f('phone', Kind.TextOrNumber, 60),
    text('relationship'),
  ]),
  list('projects', [
    id,
    text('name'),
    long('description'),
    strings('highlights'),
    strings('keywords', 100),
    date('startDate'),
    date('endDate'),
    url('url'),
    strings('roles', 50),
    text('entity'),
    text('type', 100),
  ]),
  f('meta', Kind.Object, 0, [
    f('canonical', Kind.Raw, 2048),
    text('version', 50),
    f('lastModified', Kind.Raw, 40),
  ]),
];

/** The fields the fast reading knows, by object, for the test that holds it to the schema. */
export const WELL_FORMED_FIELDS = RESUME;

type Json = Record<string, unknown>;

/** A plain JSON object as z.looseObject takes it; an own "__proto__" key is left to zod's copy. */
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Object.hasOwn(value, '__proto__');

/** Trims the text at `key` in place; false when it is not a text of at most `max` after trimming. */
function trimText(object: Json | unknown[], key: string | number, value: string, max: number): boolean {
  const trimmed = value.trim();
  if (trimmed.length > max) return false;
  if (trimmed.length !== value.length) (object as Json)[key as string] = trimmed;
  return true;
}

/** Whether `object` (known to be a plain object) reads as `fields`; texts are trimmed in place. */
function readObject(object: Json, fields: Field[]): boolean {
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i];
    const value = object[field.key];
    if (value === undefined || value === null) continue;
    switch (field.kind) {
      case Kind.Text:
        if (typeof value !== 'string' || !trimText(object, field.key, value, field.max)) return false;
        break;
      case Kind.TextOrNumber:
        if (typeof value === 'number') {
          if (!Number.isFinite(value)) return false;
        } else if (typeof value !== 'string' || !trimText(object, field.key, value, field.max)) return false;
        break;
      case Kind.Raw:
        if (typeof value !== 'string' || value.length > field.max) return false;
        break;
      case Kind.Date:
        if (typeof value === 'number') {
          if (!Number.isFinite(value)) return false;
        } else if (typeof value !== 'string' || value.length > field.max) return false;
        break;
      case Kind.Strings: {
        if (!Array.isArray(value) || value.length > field.max) return false;
        for (let j = 0; j < value.length; j++) {
          const item = value[j];
          if (item === null) continue;
          if (typeof item !== 'string' || !trimText(value, j, item, 2000)) return false;
        }
        break;
      }
      case Kind.List: {
        if (!Array.isArray(value) || value.length > field.max) return false;
        for (let j = 0; j < value.length; j++) {
          const item = value[j];
          if (!isObject(item) || !readObject(item, field.fields!)) return false;
        }
        break;
      }
      case Kind.Object:
        if (!isObject(value) || !readObject(value, field.fields!)) return false;
        break;
      case Kind.Location:
        if (typeof value === 'string') {
          if (!trimText(object, field.key, value, field.max)) return false;
        } else if (!isObject(value) || !readObject(value, field.fields!)) return false;
        break;
    }
  }
  return true;
}

/**
 * `value` read as jsonResumeSchema reads it, when it is well formed: the same value, with the texts
 * the schema trims trimmed in place (so only for values the caller owns, such as one it has just
 * parsed). Undefined when anything is off; zod then reads it and says what. Texts may already have
 * been trimmed then, which zod does anyway.
 */
export function readWellFormed(value: unknown): JsonResumeParsed | undefined {
  return isObject(value) && readObject(value, RESUME) ? (value as JsonResumeParsed) : undefined;
}
