import type { ResumeDocument } from '../contract';
import {
  canonicalSkill,
  type EducationLevel,
  educationLevelOf,
  extractSkills,
  isWorkingLevel,
  normalizeLanguage,
  normalizeLocation,
  roleFamilyOf,
  type Seniority,
  seniorityOf,
} from './taxonomy';

/**
 * What analytics need from a resume, derived once at write time and stored in columns and child
 * tables, so reports never parse documents. Definitions (also in the README):
 * - skills: canonical taxonomy skills listed in the skills section (names and keywords) or named in
 *   free text (summary, work summaries, descriptions and highlights, project descriptions,
 *   highlights and keywords), and the spoken languages of the languages section at a working level
 *   (isWorkingLevel: not elementary/A1/A2), since jobs name languages among their skills ("English",
 *   "German") and resumes list them apart. Names the taxonomy does not know are not counted.
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

function resumeSkills(document: ResumeDocument): string[] {
  const found = new Set<string>();
  const add = (name: string | undefined) => {
    const skill = name ? canonicalSkill(name) : undefined;
    if (skill) found.add(skill);
  };
  for (const s of document.skills) {
    add(s.name);
    for (const k of s.keywords) add(k);
  }
  for (const p of document.projects) for (const k of p.keywords) add(k);
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
  return [...found];
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
  const location = document.personalInfo.location
    ? normalizeLocation(document.personalInfo.location)
    : undefined;
  const languages = new Set<string>();
  const workingLanguages: string[] = [];
  for (const l of document.languages) {
    const name = l.language ? normalizeLanguage(l.language) : undefined;
    if (!name) continue;
    languages.add(name);
    if (isWorkingLevel(l.language, l.fluency)) workingLanguages.push(name);
  }

  return {
    skills: [...new Set([...resumeSkills(document), ...workingLanguages])],
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
