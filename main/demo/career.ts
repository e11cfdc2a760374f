// Work history and education. A career is laid out backwards from the day the
// resume was last updated, so every date is in the past and the newest entry
// comes first, as JSON Resume documents list them.

import { dayFromCivil, formatDay, startOfMonth, yearOf } from './calendar';
import type { Random } from './random';
import {
  CITIES_BY_COUNTRY,
  CITY_TABLE,
  type City,
  COLLEGE_LIST,
  type Family,
  HIGH_SCHOOL_LIST,
  INTERNATIONAL_UNIVERSITIES,
  SCORE_LIST,
} from './tables';
import type { ResumeEducation, ResumeWork, StudyType } from './types';
import { HIGH_SCHOOL_AREA, MBA_AREA, STUDY_YEARS } from './vocabulary/education';
import { WORK_SUMMARIES } from './vocabulary/phrases';
import type { Level } from './vocabulary/types';

const YEAR_DAYS = 365.25;
/** No position is shorter than this, which also keeps month rounding from inverting dates. */
const MIN_STINT_DAYS = 120;

/** One position on the time line, before it is written out. */
interface Stint {
  start: number;
  /** Absent for the current position. */
  end?: number;
  level: Level;
}

/** Typical years of experience for each seniority. */
export function experienceYears(rng: Random, level: Level): number {
  if (level === 0) return rng.float(0.4, 3);
  if (level === 1) return rng.gaussianBetween(5.2, 1.4, 3, 8);
  return rng.gaussianBetween(13, 4, 8, 28);
}

/** How many positions a career of this seniority and length lists. */
function stintCount(rng: Random, level: Level, years: number): number {
  const wanted = level === 0 ? rng.int(1, 2) : level === 1 ? rng.int(2, 4) : rng.int(3, 6);
  const fits = Math.max(1, Math.floor((years * YEAR_DAYS) / (MIN_STINT_DAYS * 2)));
  return Math.min(wanted, fits);
}

/**
 * Lays positions out backwards from `endDay`. Most follow each other with a
 * short gap; some overlap the next one (a notice period, a side job), and
 * careers mostly climb in seniority with a few flat or stepping down.
 */
function layOutCareer(rng: Random, level: Level, years: number, endDay: number): Stint[] {
  const count = stintCount(rng, level, years);
  const current = rng.chance(0.78);
  const careerEnd = current ? endDay : endDay - rng.int(15, 200);
  const totalDays = Math.max(count * MIN_STINT_DAYS, Math.round(years * YEAR_DAYS));
  const shares: number[] = [];
  let shareSum = 0;
  for (let i = 0; i < count; i++) {
    const share = rng.float(0.6, 1.4);
    shares.push(share);
    shareSum += share;
  }
  const stints: Stint[] = [];
  let newerStart = careerEnd;
  let newerEnd = careerEnd;
  for (let i = 0; i < count; i++) {
    const length = Math.max(MIN_STINT_DAYS, Math.round((totalDays * shares[i]) / shareSum));
    let end: number | undefined;
    if (i === 0) end = current ? undefined : careerEnd;
    else if (rng.chance(0.12)) end = Math.min(newerStart + rng.int(30, 150), newerEnd);
    else end = newerStart - (rng.chance(0.08) ? rng.int(60, 300) : rng.int(0, 45));
    const start = (end ?? careerEnd) - length;
    stints.push({ start, end, level });
    newerStart = start;
    newerEnd = end ?? careerEnd;
  }
  assignLevels(rng, stints, level);
  return stints;
}

function assignLevels(rng: Random, stints: Stint[], level: Level): void {
  const careerStart = stints[stints.length - 1].start;
  const shape = rng.next();
  if (shape < 0.12) return; // flat: the same seniority throughout
  if (shape < 0.18 && level < 2 && stints.length > 1) {
    // Stepped down, e.g. a lead who moved to a hands-on role.
    stints[1].level = (level + 1) as Level;
    return;
  }
  for (let i = 1; i < stints.length; i++) {
    const yearsIn = (stints[i].start - careerStart) / YEAR_DAYS;
    const natural: Level = yearsIn < 2.5 ? 0 : yearsIn < 7 ? 1 : 2;
    stints[i].level = natural < level ? natural : level;
  }
}

function workCity(rng: Random, home: City): City {
  const roll = rng.next();
  if (roll < 0.8) return home;
  if (roll < 0.93) return rng.pick(CITIES_BY_COUNTRY.get(home.countryCode) ?? [home]);
  return rng.pickFrom(CITY_TABLE);
}

export interface Career {
  work: ResumeWork[];
  /** Day the first position started; education ends around it. */
  startDay: number;
}

/**
 * @param skills the person's own family skills; highlights mostly mention these
 */
export function buildCareer(
  rng: Random,
  family: Family,
  level: Level,
  years: number,
  home: City,
  skills: readonly string[],
  endDay: number,
): Career {
  const stints = layOutCareer(rng, level, years, endDay);
  // People who write "2021-03" write it everywhere; JSON Resume then stores the 1st.
  const monthsOnly = rng.chance(0.6);
  const day = (d: number) => formatDay(monthsOnly ? startOfMonth(d) : d);
  const work: ResumeWork[] = [];
  let previousCompany = '';
  for (const stint of stints) {
    let company = rng.pickFrom(family.companies);
    if (company === previousCompany) company = rng.pickFrom(family.companies);
    previousCompany = company;
    const skill = rng.pick(skills);
    const position = rng.pickFrom(family.titles[stint.level]);
    const location = workCity(rng, home).label;
    const startDate = day(stint.start);
    const summary = rng.pick(WORK_SUMMARIES)(company, rng.pick(family.teams), skill);
    const highlights = highlightsFor(rng, family, skills);
    // The current position has no end date at all, not an empty one.
    work.push(
      stint.end === undefined
        ? { name: company, position, location, startDate, summary, highlights }
        : { name: company, position, location, startDate, endDate: day(stint.end), summary, highlights },
    );
  }
  return { work, startDay: stints[stints.length - 1].start };
}

function highlightsFor(rng: Random, family: Family, skills: readonly string[]): string[] {
  const phrases = rng.sample(family.spec.highlights, rng.int(1, 4));
  const out: string[] = [];
  for (const phrase of phrases) {
    // Now and then a bullet names a skill the person did not list, as real resumes do.
    const skill = rng.chance(0.85) ? rng.pick(skills) : rng.pick(family.pool);
    out.push(phrase(skill, rng.int(8, 65)));
  }
  return out;
}

// --- Education -------------------------------------------------------------------------------

/** The degrees behind a highest degree, highest (newest) first. */
function degreeChain(rng: Random, highest: StudyType): StudyType[] {
  switch (highest) {
    case 'PhD':
      return rng.chance(0.6) ? ['PhD', 'MSc', 'BSc'] : ['PhD', 'BSc'];
    case 'MSc':
      return ['MSc', 'BSc'];
    case 'Master':
      return ['Master', rng.chance(0.5) ? 'Bachelor' : 'BA'];
    case 'MBA':
      return ['MBA', rng.pick(['Bachelor', 'BA', 'BSc'] as const)];
    case 'Associate':
      return rng.chance(0.4) ? ['Associate', 'High School Diploma'] : ['Associate'];
    case 'High School Diploma':
      return ['High School Diploma'];
    default:
      return rng.chance(0.08) ? [highest, 'High School Diploma'] : [highest];
  }
}

function institutionFor(rng: Random, type: StudyType, home: City): string {
  if (type === 'High School Diploma') return rng.pick(HIGH_SCHOOL_LIST);
  if (type === 'Associate') return rng.pick(COLLEGE_LIST);
  return rng.chance(0.85) ? rng.pick(home.universities) : rng.pick(INTERNATIONAL_UNIVERSITIES);
}

/**
 * Zero to three entries, newest first. Programmes run September to June and
 * the last one ends around the start of the career, never after `nowDay`.
 */
export function buildEducation(
  rng: Random,
  family: Family,
  home: City,
  careerStartDay: number,
  nowDay: number,
): ResumeEducation[] {
  if (rng.chance(0.07)) return [];
  const chain = degreeChain(rng, rng.pickFrom(family.studyTypes));
  const area = rng.pick(family.degreeAreas);
  const education: ResumeEducation[] = [];
  let limit = Math.min(careerStartDay + 60, nowDay);
  for (const type of chain) {
    let endYear = yearOf(limit);
    if (dayFromCivil(endYear, 6, 30) > limit) endYear--;
    const [minYears, maxYears] = STUDY_YEARS[type];
    const startDay = dayFromCivil(endYear - rng.int(minYears, maxYears), 9, 1);
    const entry: ResumeEducation = {
      institution: institutionFor(rng, type, home),
      area: areaFor(rng, type, area, family),
      studyType: type,
      startDate: formatDay(startDay),
      endDate: formatDay(dayFromCivil(endYear, 6, 30)),
    };
    if (type !== 'High School Diploma') {
      if (rng.chance(0.3)) entry.score = rng.pick(SCORE_LIST);
      if (rng.chance(0.25)) entry.courses = rng.sample(family.courses, rng.int(2, 4));
    }
    education.push(entry);
    limit = startDay - rng.int(60, 400);
  }
  return education;
}

function areaFor(rng: Random, type: StudyType, area: string, family: Family): string {
  if (type === 'High School Diploma') return HIGH_SCHOOL_AREA;
  if (type === 'MBA') return MBA_AREA;
  // Some people change subject for a master's degree.
  return rng.chance(0.15) ? rng.pick(family.degreeAreas) : area;
}
