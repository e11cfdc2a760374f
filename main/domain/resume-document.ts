import type { JsonResume, JsonResumeParsed, ResumeDocument, ResumeWarning } from '../contract';
import { canonicalJsonResume, readBasicsLocation, readDate, readUrl } from './json-resume';
import { UNKNOWN_NAME } from './parsing/parse';

/**
 * Turns an accepted JSON Resume document into the stored form (the spec's redactedResume layout):
 * basics → personalInfo, work[].name → company, stable __id on every array entry, highlights as
 * {__id, value}, dates as YYYY-MM-DD, and absent (or null) values omitted instead of "".
 */

const SECTION_PREFIX = {
  profiles: 'prf',
  work: 'wrk',
  education: 'edu',
  volunteer: 'vol',
  projects: 'prj',
  references: 'ref',
  certificates: 'crt',
  publications: 'pub',
  awards: 'awd',
  skills: 'skl',
  languages: 'lng',
  interests: 'int',
  highlights: 'hl',
} as const;

/** FNV-1a, continued from a running hash: cheap and well spread; ids need only be unique in one resume. */
function fnv1a(text: string, hash = 0x811c9dc5): number {
  let h = hash;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const BASE36_DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A uint32 in base 36, zero-padded to 7 digits (36^7 > 2^32): the same text as
 * `n.toString(36).padStart(7, '0')`. Number#toString(radix) goes through V8's double-to-radix
 * conversion (an fmod per digit), which took about 0.7 s of the preparing threads' CPU per 100,000
 * demo resumes (tens of entry ids each); a division and a floor per digit are exact below 2^32.
 */
function base36Of7(n: number): string {
  let out = '';
  for (let i = 0; i < 7; i++) {
    const q = Math.floor(n / 36);
    out = BASE36_DIGITS[n - q * 36] + out;
    n = q;
  }
  return out;
}

/** Hands out entry ids for one resume: deterministic for (resume id, place), never repeated. */
class EntryIds {
  private readonly used = new Set<string>();
  private readonly seedHash: number;
  constructor(seed: string) {
    this.seedHash = fnv1a(seed);
  }

  take(section: keyof typeof SECTION_PREFIX, place: string, given?: string): string {
    if (given && !this.used.has(given)) {
      this.used.add(given);
      return given;
    }
    let salt = 0;
    for (;;) {
      const hash = fnv1a(salt === 0 ? place : `${place}|${salt}`, this.seedHash);
      const id = `${SECTION_PREFIX[section]}_${base36Of7(hash)}`;
      if (!this.used.has(id)) {
        this.used.add(id);
        return id;
      }
      salt++;
    }
  }
}

/** '' and whitespace-only become undefined, so absent values are omitted from the document. */
const clean = (value: string | number | null | undefined): string | undefined => {
  if (value === null || value === undefined) return undefined;
  const trimmed = String(value).trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * YYYY → YYYY-01-01, YYYY-MM → YYYY-MM-01; '' → undefined. For values already checked as official
 * dates (jobs); resume dates as people write them go through readDate.
 */
export function normalizeDate(value: string | undefined): string | undefined {
  const v = clean(value);
  if (!v) return undefined;
  if (v.length === 4) return `${v}-01-01`;
  if (v.length === 7) return `${v}-01`;
  return v;
}

/** The non-blank texts of a list, trimmed (a plain loop: this runs for every list of every import). */
function texts(values: ReadonlyArray<string | null> | null | undefined): string[] {
  const out: string[] = [];
  if (values)
    for (let i = 0; i < values.length; i++) {
      const t = values[i]?.trim();
      if (t) out.push(t);
    }
  return out;
}

/**
 * The object without its keys whose value is undefined, so stored JSON has no nulls or empty
 * placeholders; same key order. A copy rather than `delete`, which turned every entry object into
 * a slow dictionary-mode object for the rest of its life (JSON.stringify included).
 */
function compact<T extends Record<string, unknown>>(object: T): T {
  const out: Record<string, unknown> = {};
  for (const key in object) if (object[key] !== undefined) out[key] = object[key];
  return out as T;
}

/** An __id from an earlier export, when it is well formed; other values are not ids of ours. */
const givenId = (value: string | null | undefined): string | undefined =>
  value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;

/** The entries of a section with their place in the document; null entries are skipped. */
function entries<T>(list: ReadonlyArray<T | null> | null | undefined): Array<[T, number]> {
  const out: Array<[T, number]> = [];
  if (list) for (let i = 0; i < list.length; i++) if (list[i] !== null) out.push([list[i] as T, i]);
  return out;
}

/**
 * Turns an accepted JSON Resume document into the stored form. Free-text values (dates, URLs, a
 * string location) are read by ../json-resume; whatever was changed or left out is added to
 * `warnings` with its JSON pointer in the document as sent.
 */
export function toResumeDocument(
  document: JsonResume | JsonResumeParsed,
  resumeId: string,
  warnings: ResumeWarning[] = [],
): ResumeDocument {
  const resume = canonicalJsonResume(document);
  const ids = new EntryIds(resumeId);
  const basics = resume.basics;
  const highlights = (place: string, values: ReadonlyArray<string | null> | null | undefined) =>
    texts(values).map((value, i) => ({ __id: ids.take('highlights', `${place}/hl/${i}`), value }));
  const note = (pointer: string, warning: string | undefined) => {
    if (warning) warnings.push({ pointer, message: warning });
  };
  const date = (pointer: string, value: string | number | null | undefined, isEnd = false) => {
    const reading = readDate(value, isEnd);
    note(pointer, reading.warning);
    return reading.date;
  };
  const url = (pointer: string, value: string | null | undefined, kind: 'link' | 'image' = 'link') => {
    const reading = readUrl(value, kind);
    note(pointer, reading.warning);
    return reading.url;
  };
  /** A value under the official name, else under its schema 0.0.x name (noted). */
  const either = <V>(
    official: V | null | undefined,
    older: V | null | undefined,
    where: string,
    name: string,
  ) => {
    if (clean(official as string) !== undefined || clean(older as string) === undefined) return official;
    note(where, `${name} is the older schema's name; read as ${where.split('/').pop()}`);
    return older;
  };
  const dates = (
    where: string,
    e: { startDate?: string | number | null; endDate?: string | number | null },
  ) => ({
    startDate: date(`${where}/startDate`, e.startDate),
    endDate: date(`${where}/endDate`, e.endDate, true),
  });

  let name = clean(basics.name);
  if (!name) {
    name = UNKNOWN_NAME;
    note('/basics/name', `no name given; stored as "${UNKNOWN_NAME}"`);
  }
  const location = readBasicsLocation(basics.location);
  note('/basics/location', location.warning);

  return {
    personalInfo: compact({
      name,
      occupation: clean(basics.label),
      email: clean(basics.email),
      phone: clean(basics.phone),
      url: url('/basics/url', either(basics.url, basics.website, '/basics/url', 'website')),
      image: url('/basics/image', either(basics.image, basics.picture, '/basics/image', 'picture'), 'image'),
      summary: clean(basics.summary),
      location: location.location,
      address: location.address,
      profiles: entries(basics.profiles).map(([p, i]) => ({
        __id: ids.take('profiles', `prf/${i}`, givenId(p.__id)),
        network: clean(p.network) ?? '',
        username: clean(p.username) ?? '',
        url: url(`/basics/profiles/${i}/url`, p.url) ?? '',
      })),
    }),
    work: entries(resume.work).map(([w, i]) =>
      compact({
        __id: ids.take('work', `wrk/${i}`, givenId(w.__id)),
        company: clean(either(w.name, w.company, `/work/${i}/name`, 'company')),
        position: clean(w.position),
        location: clean(w.location),
        url: url(`/work/${i}/url`, either(w.url, w.website, `/work/${i}/url`, 'website')),
        description: clean(w.description),
        ...dates(`/work/${i}`, w),
        summary: clean(w.summary),
        highlights: highlights(`wrk/${i}`, w.highlights),
      }),
    ),
    education: entries(resume.education).map(([e, i]) =>
      compact({
        __id: ids.take('education', `edu/${i}`, givenId(e.__id)),
        institution: clean(e.institution),
        area: clean(e.area),
        studyType: clean(e.studyType),
        url: url(`/education/${i}/url`, e.url),
        ...dates(`/education/${i}`, e),
        score: clean(either(e.score, e.gpa, `/education/${i}/score`, 'gpa')),
        summary: clean(e.summary),
        courses: texts(e.courses),
      }),
    ),
    volunteer: entries(resume.volunteer).map(([v, i]) =>
      compact({
        __id: ids.take('volunteer', `vol/${i}`, givenId(v.__id)),
        organization: clean(v.organization),
        position: clean(v.position),
        url: url(`/volunteer/${i}/url`, either(v.url, v.website, `/volunteer/${i}/url`, 'website')),
        ...dates(`/volunteer/${i}`, v),
        summary: clean(v.summary),
        highlights: highlights(`vol/${i}`, v.highlights),
      }),
    ),
    projects: entries(resume.projects).map(([p, i]) =>
      compact({
        __id: ids.take('projects', `prj/${i}`, givenId(p.__id)),
        name: clean(p.name),
        ...dates(`/projects/${i}`, p),
        description: clean(p.description),
        highlights: highlights(`prj/${i}`, p.highlights),
        url: url(`/projects/${i}/url`, p.url),
        keywords: texts(p.keywords),
        roles: texts(p.roles),
        entity: clean(p.entity),
        type: clean(p.type),
      }),
    ),
    references: entries(resume.references).map(([r, i]) =>
      compact({
        __id: ids.take('references', `ref/${i}`, givenId(r.__id)),
        name: clean(r.name),
        position: clean(r.position),
        company: clean(r.company),
        email: clean(r.email),
        phone: clean(r.phone),
        relationship: clean(r.relationship),
        reference: clean(r.reference),
      }),
    ),
    certificates: entries(resume.certificates).map(([c, i]) =>
      compact({
        __id: ids.take('certificates', `crt/${i}`, givenId(c.__id)),
        name: clean(c.name),
        date: date(`/certificates/${i}/date`, c.date),
        issuer: clean(c.issuer),
        url: url(`/certificates/${i}/url`, c.url),
      }),
    ),
    publications: entries(resume.publications).map(([p, i]) =>
      compact({
        __id: ids.take('publications', `pub/${i}`, givenId(p.__id)),
        name: clean(p.name),
        publisher: clean(p.publisher),
        releaseDate: date(`/publications/${i}/releaseDate`, p.releaseDate),
        url: url(`/publications/${i}/url`, either(p.url, p.website, `/publications/${i}/url`, 'website')),
        summary: clean(p.summary),
      }),
    ),
    awards: entries(resume.awards).map(([a, i]) =>
      compact({
        __id: ids.take('awards', `awd/${i}`, givenId(a.__id)),
        title: clean(a.title),
        date: date(`/awards/${i}/date`, a.date),
        awarder: clean(a.awarder),
        summary: clean(a.summary),
      }),
    ),
    skills: entries(resume.skills).map(([s, i]) =>
      compact({
        __id: ids.take('skills', `skl/${i}`, givenId(s.__id)),
        name: clean(s.name),
        level: clean(s.level),
        keywords: texts(s.keywords),
      }),
    ),
    languages: entries(resume.languages).map(([l, i]) =>
      compact({
        __id: ids.take('languages', `lng/${i}`, givenId(l.__id)),
        language: clean(l.language),
        fluency: clean(l.fluency),
      }),
    ),
    interests: entries(resume.interests).map(([n, i]) =>
      compact({
        __id: ids.take('interests', `int/${i}`, givenId(n.__id)),
        name: clean(n.name),
        keywords: texts(n.keywords),
      }),
    ),
    meta: compact({
      canonical: clean(resume.meta?.canonical),
      version: clean(resume.meta?.version),
      lastModified: clean(resume.meta?.lastModified),
    }),
  };
}
