// Assembles one job ad: a JSON Resume job document plus the structured fields
// the index needs. Only the keys of DemoJob are set, because the import schema
// rejects unknown ones.

import { type Clock, DAY_MS, formatDay, formatTimestamp } from './calendar';
import type { Random } from './random';
import {
  bucketOfAge,
  CITY_TABLE,
  type City,
  CROSS_SKILLS,
  EMPLOYMENT_TYPES,
  type Family,
  JOB_FAMILIES,
  JOB_LEVELS,
  SENIORITY_NAMES,
  WINDOW_DAYS,
} from './tables';
import { groupThousands, joinList, roundPay } from './text';
import type { DemoJob, EmploymentType, JobSkill, RemotePolicy, SalaryPeriod, SalaryRange } from './types';
import { JOB_PITCHES } from './vocabulary/phrases';
import type { Level } from './vocabulary/types';

const WINDOW_MS = WINDOW_DAYS * DAY_MS;
const EXPERIENCE_LABELS = ['Junior', 'Mid-level', 'Senior'] as const;
const REQUIRED_LEVELS = ['Intermediate', 'Advanced', 'Expert'] as const;
const HOURS_PER_YEAR = 2080;

function titleFor(rng: Random, family: Family, level: Level, type: EmploymentType): string {
  const title = rng.pickFrom(family.titles[level]);
  if (type !== 'Internship') return title;
  return `${title.startsWith('Junior ') ? title.slice(7) : title} Intern`;
}

function periodFor(rng: Random, family: Family, type: EmploymentType): SalaryPeriod {
  if (type === 'Internship') return 'month';
  if (type !== 'Full-time') return 'hour';
  return rng.chance(family.spec.hourlyShare) ? 'hour' : 'year';
}

/**
 * Pay follows the family's US level, scaled by the city's pay level and
 * converted to the local currency; contractors earn a premium and interns a
 * stipend. Both ends are rounded with the same step so min <= max holds.
 */
function salaryFor(rng: Random, family: Family, level: Level, city: City, type: EmploymentType): SalaryRange {
  const period = periodFor(rng, family, type);
  const premium = type === 'Contract' ? 1.25 : type === 'Internship' ? 0.45 : 1;
  const divisor = period === 'year' ? 1 : period === 'month' ? 12 : HOURS_PER_YEAR;
  const annual = family.spec.salaryUsd[level] * city.pay * city.currency.perUsd;
  const middle = (annual * premium * rng.gaussianBetween(1, 0.06, 0.85, 1.15)) / divisor;
  const high = middle * rng.float(1.05, 1.25);
  const low = middle * rng.float(0.85, 0.95);
  return { min: roundPay(low, high), max: roundPay(high, high), currency: city.currencyCode, period };
}

function salaryText(range: SalaryRange, city: City): string {
  const symbol = city.currency.symbol;
  const low = `${symbol}${groupThousands(range.min)}`;
  const high = `${symbol}${groupThousands(range.max)}`;
  return `${range.min === range.max ? low : `${low} - ${high}`} per ${range.period}`;
}

function article(word: string): string {
  return 'AEIOU'.includes(word.charAt(0)) ? 'an' : 'a';
}

function descriptionFor(
  rng: Random,
  company: string,
  title: string,
  team: string,
  remote: RemotePolicy,
  city: City,
  required: readonly string[],
): string {
  const where =
    remote === 'Full'
      ? 'as a fully remote role'
      : remote === 'Hybrid'
        ? `in ${city.city} (hybrid)`
        : `in ${city.city}`;
  const pitch = rng.pick(JOB_PITCHES)(company);
  return `${company} is hiring ${article(title)} ${title} for its ${team} team, ${where}. ${pitch} You will work with ${joinList(required.slice(0, 3))}.`;
}

function qualificationsFor(
  rng: Random,
  family: Family,
  level: Level,
  type: EmploymentType,
  city: City,
  required: readonly string[],
  nice: readonly string[],
): string[] {
  const field = family.spec.field;
  const area = rng.pick(family.degreeAreas);
  const lines: string[] = [];
  if (type === 'Internship') lines.push(`Currently studying ${area} or a related subject`);
  else if (level === 0) lines.push(`0-2 years of experience in ${field}`);
  else lines.push(`${level === 1 ? rng.int(2, 4) : rng.int(5, 8)}+ years of experience in ${field}`);
  const typical = family.studyTypes.items[0];
  lines.push(
    typical === 'High School Diploma'
      ? 'High school diploma or equivalent'
      : `Degree in ${area} or equivalent practical experience`,
  );
  lines.push(`Solid, hands-on experience with ${joinList(required.slice(0, 2))}`);
  if (required.length > 2) lines.push(`Working knowledge of ${joinList(required.slice(2, 5))}`);
  if (nice.length > 0) lines.push(`Familiarity with ${joinList(nice.slice(0, 2))} is a plus`);
  if (rng.chance(0.3)) lines.push(`${rng.pick(family.spec.certificates)[0]} preferred`);
  if (city.country.language !== 'English' && rng.chance(0.6)) {
    lines.push(`Fluent ${city.country.language} and good English`);
  }
  return lines;
}

/** The JSON Resume job `skills` section: required skills by group, then the nice-to-haves. */
function skillSections(family: Family, level: Level, required: readonly string[], nice: readonly string[]) {
  const byGroup = new Map<string, string[]>();
  for (const skill of required) {
    const group = family.groupOf.get(skill) ?? family.spec.label;
    const list = byGroup.get(group);
    if (list) list.push(skill);
    else byGroup.set(group, [skill]);
  }
  const sections: JobSkill[] = [];
  for (const [name, keywords] of byGroup) sections.push({ name, level: REQUIRED_LEVELS[level], keywords });
  if (nice.length > 0) sections.push({ name: 'Nice to have', level: 'Beginner', keywords: [...nice] });
  return sections;
}

export function buildJob(rng: Random, clock: Clock): DemoJob {
  const family = rng.pickFrom(JOB_FAMILIES);
  const type = rng.pickFrom(EMPLOYMENT_TYPES);
  const level: Level = type === 'Internship' ? 0 : rng.pickFrom(JOB_LEVELS);
  const city = rng.pickFrom(CITY_TABLE);
  const company = rng.pickFrom(family.companies);
  const title = titleFor(rng, family, level, type);
  const remote = rng.pickFrom(family.remote);

  // Posted within the window, skewed recent; older ads are more likely to be closed.
  const age = rng.next() ** 1.5 * (WINDOW_MS - 1);
  const postedMs = clock.nowMs - Math.floor(age);
  const status = rng.chance(0.06 + (0.6 * age) / WINDOW_MS) ? 'closed' : 'open';
  const bucket = bucketOfAge(clock.nowDay - Math.floor(postedMs / DAY_MS));

  const requiredCount = level === 0 ? rng.int(3, 5) : level === 1 ? rng.int(4, 7) : rng.int(5, 8);
  const required = rng.sampleFrom(family.jobSkills[bucket], requiredCount);
  for (let i = 0; required.length < 3 && i < family.pool.length; i++) {
    if (!required.includes(family.pool[i])) required.push(family.pool[i]);
  }
  const niceCount = rng.int(0, 5);
  const nice = rng.sampleFrom(family.jobSkills[bucket], rng.int(0, niceCount), required);
  nice.push(...rng.sampleFrom(CROSS_SKILLS, niceCount - nice.length, [...required, ...nice]));

  const salaryRange = salaryFor(rng, family, level, city, type);
  const responsibilities = rng
    .sample(family.spec.responsibilities, rng.int(3, 6))
    .map((phrase, i) => phrase(required[i % required.length], 0));

  return {
    title,
    company,
    type,
    date: formatDay(Math.floor(postedMs / DAY_MS)),
    description: descriptionFor(rng, company, title, rng.pick(family.teams), remote, city, required),
    location: { city: city.city, region: city.region, countryCode: city.countryCode },
    remote,
    salary: salaryText(salaryRange, city),
    experience: EXPERIENCE_LABELS[level],
    responsibilities,
    qualifications: qualificationsFor(rng, family, level, type, city, required, nice),
    skills: skillSections(family, level, required, nice),
    status,
    postedAt: formatTimestamp(postedMs),
    employmentType: type,
    seniority: SENIORITY_NAMES[level],
    salaryRange,
    requiredSkills: required,
    niceToHaveSkills: nice,
  };
}
