import type { JsonResume, ResumeDocument } from '../contract';

/**
 * Turns an accepted JSON Resume document into the stored form (the spec's redactedResume layout):
 * basics → personalInfo, work[].name → company, stable __id on every array entry, highlights as
 * {__id, value}, dates as YYYY-MM-DD, and absent values omitted instead of "".
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
      const id = `${SECTION_PREFIX[section]}_${hash.toString(36).padStart(7, '0')}`;
      if (!this.used.has(id)) {
        this.used.add(id);
        return id;
      }
      salt++;
    }
  }
}

/** '' and whitespace-only become undefined, so absent values are omitted from the document. */
const clean = (value: string | undefined): string | undefined => {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** YYYY → YYYY-01-01, YYYY-MM → YYYY-MM-01; '' → undefined. */
export function normalizeDate(value: string | undefined): string | undefined {
  const v = clean(value);
  if (!v) return undefined;
  if (v.length === 4) return `${v}-01-01`;
  if (v.length === 7) return `${v}-01`;
  return v;
}

const joinParts = (...parts: Array<string | undefined>): string | undefined =>
  clean(
    parts
      .map(clean)
      .filter((p): p is string => !!p)
      .join(', '),
  );

const texts = (values: string[] | undefined): string[] =>
  (values ?? []).map((v) => v.trim()).filter((v) => v !== '');

/** Drops keys whose value is undefined so stored JSON has no nulls or empty placeholders. */
function compact<T extends Record<string, unknown>>(object: T): T {
  for (const key of Object.keys(object)) if (object[key] === undefined) delete object[key];
  return object;
}

export function toResumeDocument(resume: JsonResume, resumeId: string): ResumeDocument {
  const ids = new EntryIds(resumeId);
  const basics = resume.basics;
  const highlights = (place: string, values: string[] | undefined) =>
    texts(values).map((value, i) => ({ __id: ids.take('highlights', `${place}/hl/${i}`), value }));

  return {
    personalInfo: compact({
      name: basics.name.trim(),
      occupation: clean(basics.label),
      email: clean(basics.email),
      phone: clean(basics.phone),
      url: clean(basics.url),
      image: clean(basics.image),
      summary: clean(basics.summary),
      location: joinParts(basics.location?.city, basics.location?.region, basics.location?.countryCode),
      address: joinParts(basics.location?.address, basics.location?.postalCode),
      profiles: (basics.profiles ?? []).map((p, i) => ({
        __id: ids.take('profiles', `prf/${i}`, p.__id),
        network: clean(p.network) ?? '',
        username: clean(p.username) ?? '',
        url: clean(p.url) ?? '',
      })),
    }),
    work: (resume.work ?? []).map((w, i) =>
      compact({
        __id: ids.take('work', `wrk/${i}`, w.__id),
        company: clean(w.name) ?? clean(w.company),
        position: clean(w.position),
        location: clean(w.location),
        url: clean(w.url),
        description: clean(w.description),
        startDate: normalizeDate(w.startDate),
        endDate: normalizeDate(w.endDate),
        summary: clean(w.summary),
        highlights: highlights(`wrk/${i}`, w.highlights),
      }),
    ),
    education: (resume.education ?? []).map((e, i) =>
      compact({
        __id: ids.take('education', `edu/${i}`, e.__id),
        institution: clean(e.institution),
        area: clean(e.area),
        studyType: clean(e.studyType),
        url: clean(e.url),
        startDate: normalizeDate(e.startDate),
        endDate: normalizeDate(e.endDate),
        score: clean(e.score),
        summary: clean(e.summary),
        courses: texts(e.courses),
      }),
    ),
    volunteer: (resume.volunteer ?? []).map((v, i) =>
      compact({
        __id: ids.take('volunteer', `vol/${i}`, v.__id),
        organization: clean(v.organization),
        position: clean(v.position),
        url: clean(v.url),
        startDate: normalizeDate(v.startDate),
        endDate: normalizeDate(v.endDate),
        summary: clean(v.summary),
        highlights: highlights(`vol/${i}`, v.highlights),
      }),
    ),
    projects: (resume.projects ?? []).map((p, i) =>
      compact({
        __id: ids.take('projects', `prj/${i}`, p.__id),
        name: clean(p.name),
        startDate: normalizeDate(p.startDate),
        endDate: normalizeDate(p.endDate),
        description: clean(p.description),
        highlights: highlights(`prj/${i}`, p.highlights),
        url: clean(p.url),
        keywords: texts(p.keywords),
        roles: texts(p.roles),
        entity: clean(p.entity),
        type: clean(p.type),
      }),
    ),
    references: (resume.references ?? []).map((r, i) =>
      compact({
        __id: ids.take('references', `ref/${i}`, r.__id),
        name: clean(r.name),
        position: clean(r.position),
        company: clean(r.company),
        email: clean(r.email),
        phone: clean(r.phone),
        relationship: clean(r.relationship),
        reference: clean(r.reference),
      }),
    ),
    certificates: (resume.certificates ?? []).map((c, i) =>
      compact({
        __id: ids.take('certificates', `crt/${i}`, c.__id),
        name: clean(c.name),
        date: normalizeDate(c.date),
        issuer: clean(c.issuer),
        url: clean(c.url),
      }),
    ),
    publications: (resume.publications ?? []).map((p, i) =>
      compact({
        __id: ids.take('publications', `pub/${i}`, p.__id),
        name: clean(p.name),
        publisher: clean(p.publisher),
        releaseDate: normalizeDate(p.releaseDate),
        url: clean(p.url),
        summary: clean(p.summary),
      }),
    ),
    awards: (resume.awards ?? []).map((a, i) =>
      compact({
        __id: ids.take('awards', `awd/${i}`, a.__id),
        title: clean(a.title),
        date: normalizeDate(a.date),
        awarder: clean(a.awarder),
        summary: clean(a.summary),
      }),
    ),
    skills: (resume.skills ?? []).map((s, i) =>
      compact({
        __id: ids.take('skills', `skl/${i}`, s.__id),
        name: clean(s.name),
        level: clean(s.level),
        keywords: texts(s.keywords),
      }),
    ),
    languages: (resume.languages ?? []).map((l, i) =>
      compact({
        __id: ids.take('languages', `lng/${i}`, l.__id),
        language: clean(l.language),
        fluency: clean(l.fluency),
      }),
    ),
    interests: (resume.interests ?? []).map((n, i) =>
      compact({
        __id: ids.take('interests', `int/${i}`, n.__id),
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
