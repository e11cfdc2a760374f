import type { ResumeDocument } from '../contract';
import { boundedMemo } from './collections';
import {
  type EducationLevel,
  educationLevelOf,
  extractSkills,
  isWorkingLevel,
  normalizeLanguage,
  normalizeLocation,
  recogniseEntry,
  roleFamilyOf,
  type Seniority,
  seniorityOf,
} from './taxonomy';

/**
 * What analytics need from a resume, derived once at write time and stored in columns and child
 * tables, so reports never parse documents. Definitions (also in the README):
 * - skills: canonical taxonomy skills listed in the skills section (names and keywords), the fields of
 *   study of the education section (areas: "Computer Science") or named in free text (summary, work
 *   summaries, descriptions and highlights, project descriptions, highlights and keywords), and the spoken languages of the languages section at a working level
 *   (isWorkingLevel: not elementary/A1/A2), since jobs name languages among their skills ("English",
 *   "German") and resumes list them apart. A list entry that joins several skills ("Sass, Less",
 *   "HTML/CSS", "Git and GitHub") counts each (taxonomy/entries.ts).
 * - rawSkills: the skills-list entries (or pieces of them) the taxonomy does not know, as written,
 *   one per lowercase form, at most 50 (not the names of skill groups that have keywords, which are
 *   often headings such as "Frontend", nor placeholders such as "N/A"): the resume's own skills,
 *   searchable and filterable in the resume list and counted in the skills report's unknownSkills;
 *   never part of skills.
 * - languages: every spoken language of the languages section, whatever the level.
 * - roleFamily: the family of the resume's label (occupation), else of the most recent position.
 * - yearsExperience: the union of work periods (overlapping jobs counted once; a current job runs
 *   to the time of indexing), in years with one decimal.
 * - seniority: cues in the current title (junior, senior, lead, head...), else by years (<2 Junior,
 *   <6 Mid, else Senior).
 * - educationLevel: the highest recognized study type.
 * - careerProgression: seniority of the latest dated position against the earliest: Upward, Flat,
 *   Declining; Unclear with fewer than two dated positions.
 * - lastActivityAt: meta.lastModified when it is a valid date, else the time of indexing.
 */
export interface ResumeFacts {
  skills: string[];
  rawSkills: string[];
  roleFamily: string | null;
  seniority: Seniority;
  yearsExperience: number;
  educationLevel: EducationLevel | null;
  careerProgression: 'Upward' | 'Flat' | 'Declining' | 'Unclear';
  lastActivityAt: number;
  location: string | null;
  country: string | null;
  languages: string[];
}

const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;
const EDUCATION_RANK: Record<EducationLevel, number> = {
  HighSchool: 0,
  Associate: 1,
  Bachelor: 2,
  Master: 3,
  Doctorate: 4,
};
const SENIORITY_RANK: Record<Seniority, number> = { Junior: 0, Mid: 1, Senior: 2 };

const dateMs = (date: string | undefined): number | undefined =>
  date ? Date.parse(`${date}T00:00:00Z`) : undefined;

/** Total length of the union of [start, end) intervals. */
export function unionLength(intervals: Array<[number, number]>): number {
  const sorted = intervals.filter(([s, e]) => e > s).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [curStart, curEnd] = [Number.NaN, Number.NaN];
  for (const [s, e] of sorted) {
    if (Number.isNaN(curStart) || s > curEnd) {
      if (!Number.isNaN(curStart)) total += curEnd - curStart;
      curStart = s;
      curEnd = e;
    } else if (e > curEnd) curEnd = e;
  }
  if (!Number.isNaN(curStart)) total += curEnd - curStart;
  return total;
}

/** Most raw skills kept per resume; a longer tail is noise, not the taxonomy's gaps. */
const MAX_RAW_SKILLS = 50;

/**
 * Locations repeat across resumes ("London, GB"): an import reads each distinct one once per worker
 * instead of once per resume. Bounded (at most 10,000 keys of at most 100 characters, a few MB), as
 * the server runs this too. Skills-list entries are remembered by the taxonomy (recogniseEntry).
 */
const locationOf = boundedMemo(normalizeLocation, 10_000);

function resumeSkills(document: ResumeDocument): { skills: string[]; raw: string[] } {
  const found = new Set<string>();
  const raw = new Map<string, string>();
  const add = (written: string | undefined, keepUnknown = true) => {
    if (!written) return;
    const entry = recogniseEntry(written);
    for (const skill of entry.skills) found.add(skill);
    if (!keepUnknown) return;
    for (const unknown of entry.unknown) {
      const key = unknown.toLowerCase();
      if (!raw.has(key) && raw.size < MAX_RAW_SKILLS) raw.set(key, unknown);
    }
  };
  for (const s of document.skills) {
    // The name of a group with keywords is often a heading ("Frontend", "Tools & Methodologies"):
    // counted when the taxonomy knows it, never kept as a raw skill.
    add(s.name, s.keywords.length === 0);
    for (const k of s.keywords) add(k);
  }
  for (const p of document.projects) for (const k of p.keywords) add(k);
  // A degree's field is knowledge the candidate has, as a job's "Degree in Computer Science" asks
  // (free text reads disciplines there): never a raw skill, since most fields are no skill at all.
  for (const e of document.education) add(e.area, false);
  const texts: string[] = [];
  if (document.personalInfo.summary) texts.push(document.personalInfo.summary);
  for (const w of document.work) {
    if (w.summary) texts.push(w.summary);
    if (w.description) texts.push(w.description);
    for (const h of w.highlights) texts.push(h.value);
  }
  for (const p of document.projects) {
    if (p.description) texts.push(p.description);
    for (const h of p.highlights) texts.push(h.value);
  }
  for (const skill of extractSkills(texts.join('\n'))) found.add(skill);
  return { skills: [...found], raw: [...raw.values()] };
}

export function resumeFacts(document: ResumeDocument, indexedAt: number): ResumeFacts {
  const dated = document.work
    .map((w) => ({ position: w.position ?? '', start: dateMs(w.startDate), end: dateMs(w.endDate) }))
    .filter((w): w is { position: string; start: number; end: number | undefined } => w.start !== undefined)
    .sort((a, b) => a.start - b.start);
  const years = unionLength(dated.map((w) => [w.start, Math.min(w.end ?? indexedAt, indexedAt)])) / YEAR_MS;
  const yearsExperience = Math.round(years * 10) / 10;

  const latestTitle =
    dated.length > 0 ? dated[dated.length - 1].position : (document.work[0]?.position ?? '');
  const title = document.personalInfo.occupation ?? latestTitle;
  const roleFamily = (title && roleFamilyOf(title)) || (latestTitle && roleFamilyOf(latestTitle)) || null;

  let careerProgression: ResumeFacts['careerProgression'] = 'Unclear';
  if (dated.length >= 2) {
    const first = SENIORITY_RANK[seniorityOf(dated[0].position)];
    const last = SENIORITY_RANK[seniorityOf(dated[dated.length - 1].position)];
    careerProgression = last > first ? 'Upward' : last < first ? 'Declining' : 'Flat';
  }

  let educationLevel: EducationLevel | null = null;
  for (const e of document.education) {
    const level = e.studyType ? educationLevelOf(e.studyType) : undefined;
    if (level && (educationLevel === null || EDUCATION_RANK[level] > EDUCATION_RANK[educationLevel]))
      educationLevel = level;
  }

  const modified = document.meta.lastModified ? Date.parse(document.meta.lastModified) : Number.NaN;
  const location = document.personalInfo.location ? locationOf(document.personalInfo.location) : undefined;
  const languages = new Set<string>();
  const workingLanguages: string[] = [];
  for (const l of document.languages) {
    const name = l.language ? normalizeLanguage(l.language) : undefined;
    if (!name) continue;
    languages.add(name);
    if (isWorkingLevel(l.language, l.fluency)) workingLanguages.push(name);
  }

  const listed = resumeSkills(document);
  return {
    skills: [...new Set([...listed.skills, ...workingLanguages])],
    rawSkills: listed.raw,
    roleFamily,
    seniority: seniorityOf(title, yearsExperience),
    yearsExperience,
    educationLevel,
    careerProgression,
    lastActivityAt: Number.isNaN(modified) ? indexedAt : Math.min(modified, indexedAt),
    location: location?.label || null,
    country: location?.country ?? null,
    languages: [...languages],
  };
}
