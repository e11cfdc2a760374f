// Lookup tables built once, when the module loads, from the vocabulary: split
// lists, ASCII slugs of names, and cumulative-weight tables for every weighted
// choice. Generating a document then only indexes into these.

import { createWeightedTable, type Weighted, type WeightedTable } from './random';
import { slugOf } from './text';
import type { EmploymentType, JobSeniority, RemotePolicy, StudyType } from './types';
import { COLLEGES, HIGH_SCHOOLS, SCORES, UNIVERSITIES } from './vocabulary/education';
import {
  COMPANY_WORDS,
  PROJECT_ADJECTIVES,
  PROJECT_NOUNS,
  PROJECT_PURPOSES,
  VOLUNTEER_ORGANIZATIONS,
  VOLUNTEER_POSITIONS,
} from './vocabulary/organizations';
import {
  ENGLISH_AS_SECOND,
  FOREIGN_LANGUAGES,
  type LocaleId,
  NAME_LOCALES,
  OTHER_LANGUAGE_LEVEL,
} from './vocabulary/people';
import {
  CITIES,
  type CitySpec,
  COUNTRIES,
  type CountrySpec,
  CURRENCIES,
  type Currency,
} from './vocabulary/places';
import { CROSS_FAMILY_SKILLS, IN_HOUSE_TOOL_NAMES, ROLE_FAMILIES } from './vocabulary/roles';
import type { CommaList, Level, RoleFamily } from './vocabulary/types';

/** Documents are dated within this many days before `now`. */
export const WINDOW_DAYS = 730;
/** Skill popularity is tabulated per quarter of that window (bucket 0 = most recent). */
export const AGE_BUCKETS = 8;

export const SENIORITY_NAMES: readonly JobSeniority[] = ['Junior', 'Mid', 'Senior'];

/** Splits a comma list; used at load time only. */
export function splitList(text: CommaList): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export function bucketOfAge(ageDays: number): number {
  const bucket = Math.floor((ageDays * AGE_BUCKETS) / WINDOW_DAYS);
  return bucket < 0 ? 0 : bucket >= AGE_BUCKETS ? AGE_BUCKETS - 1 : bucket;
}

// --- Role families ---------------------------------------------------------------------------

export interface Family {
  spec: RoleFamily;
  /** Titles per Level; earlier titles in the vocabulary are more common (few people are "Head of"). */
  titles: readonly WeightedTable<string>[];
  /** Every skill of the family, in group order. */
  pool: readonly string[];
  /** Skill → its group name, the keyword on resumes and the grouping in job ads. */
  groupOf: ReadonlyMap<string, string>;
  /** Skill popularity among resumes and among jobs, per age bucket. */
  resumeSkills: readonly WeightedTable<string>[];
  jobSkills: readonly WeightedTable<string>[];
  companies: WeightedTable<string>;
  teams: readonly string[];
  degreeAreas: readonly string[];
  studyTypes: WeightedTable<StudyType>;
  courses: readonly string[];
  remote: WeightedTable<RemotePolicy>;
}

/**
 * Skill weights for one audience, per period. Earlier skills in a group
 * are more common; rare skills are scarce on resumes yet sought by employers;
 * rising and falling skills drift by a factor of about five across the window.
 */
function skillTables(family: RoleFamily, forJobs: boolean): WeightedTable<string>[] {
  const rare = new Set(splitList(family.rare));
  const rising = new Set(splitList(family.rising));
  const falling = new Set(splitList(family.falling));
  const weightOf = (skill: string, rank: number, bucket: number) => {
    const recency = 1 - (bucket + 0.5) / AGE_BUCKETS;
    let weight = 1 / (1 + 0.35 * rank);
    if (rare.has(skill)) weight = forJobs ? Math.max(weight, 0.5) * 1.5 : weight * 0.05;
    if (rising.has(skill)) weight *= 0.3 + 1.4 * recency;
    if (falling.has(skill)) weight *= 1.7 - 1.4 * recency;
    return weight;
  };
  const tables: WeightedTable<string>[] = [];
  for (let bucket = 0; bucket < AGE_BUCKETS; bucket++) {
    const entries: Weighted<string>[] = [];
    for (const list of Object.values(family.skillGroups)) {
      splitList(list).forEach((skill, rank) => {
        entries.push([skill, weightOf(skill, rank, bucket)]);
      });
    }
    tables.push(createWeightedTable(entries));
  }
  return tables;
}

/** Items weighted 1 / (1 + decay × rank): the first is the most common, the tail thins out. */
function rankedTable<T>(items: readonly T[], decay: number): WeightedTable<T> {
  return createWeightedTable(items.map((item, rank): Weighted<T> => [item, 1 / (1 + decay * rank)]));
}

const COMPANY_FIRST_WORDS = splitList(COMPANY_WORDS);

/** Every first word with every family suffix; big employers (early words) weigh more. */
function companyTable(family: RoleFamily): WeightedTable<string> {
  const entries: Weighted<string>[] = [];
  COMPANY_FIRST_WORDS.forEach((word, rank) => {
    for (const suffix of splitList(family.companySuffixes))
      entries.push([`${word} ${suffix}`, 1 / (rank + 10)]);
  });
  return createWeightedTable(entries);
}

function buildFamily(spec: RoleFamily): Family {
  const groupOf = new Map<string, string>();
  for (const [group, list] of Object.entries(spec.skillGroups)) {
    for (const skill of splitList(list)) if (!groupOf.has(skill)) groupOf.set(skill, group);
  }
  return {
    spec,
    titles: spec.titles.map((list) => rankedTable(splitList(list), 0.35)),
    pool: [...groupOf.keys()],
    groupOf,
    resumeSkills: skillTables(spec, false),
    jobSkills: skillTables(spec, true),
    companies: companyTable(spec),
    teams: splitList(spec.teams),
    degreeAreas: splitList(spec.degreeAreas),
    studyTypes: createWeightedTable(spec.studyTypes),
    courses: splitList(spec.courses),
    remote: createWeightedTable<RemotePolicy>([
      ['Full', spec.remote[0]],
      ['Hybrid', spec.remote[1]],
      ['None', spec.remote[2]],
    ]),
  };
}

export const FAMILIES: readonly Family[] = ROLE_FAMILIES.map(buildFamily);
export const RESUME_FAMILIES = createWeightedTable(
  FAMILIES.map((f): Weighted<Family> => [f, f.spec.resumeWeight]),
);
export const JOB_FAMILIES = createWeightedTable(FAMILIES.map((f): Weighted<Family> => [f, f.spec.jobWeight]));

/** Seniority mixes: about 30/45/25 among people; employers ask for seniors a little more. */
export const RESUME_LEVELS = createWeightedTable<Level>([
  [0, 30],
  [1, 45],
  [2, 25],
]);
export const JOB_LEVELS = createWeightedTable<Level>([
  [0, 27],
  [1, 45],
  [2, 28],
]);

/** Office and soft skills, most common first. */
export const CROSS_SKILLS = rankedTable(splitList(CROSS_FAMILY_SKILLS), 0.15);

// --- People and places -----------------------------------------------------------------------

export interface Locale {
  id: LocaleId;
  first: readonly string[];
  last: readonly string[];
  /** ASCII slugs parallel to first and last. */
  firstSlug: readonly string[];
  lastSlug: readonly string[];
  native: readonly string[];
}

function buildLocale(id: LocaleId): Locale {
  const spec = NAME_LOCALES[id];
  const first = spec.first.split(' ');
  const last = spec.last.split(' ');
  return {
    id,
    first,
    last,
    firstSlug: first.map(slugOf),
    lastSlug: last.map(slugOf),
    native: splitList(spec.native),
  };
}

export const LOCALES = Object.fromEntries(
  (Object.keys(NAME_LOCALES) as LocaleId[]).map((id) => [id, buildLocale(id)]),
) as Readonly<Record<LocaleId, Locale>>;

export interface City extends CitySpec {
  country: CountrySpec;
  currency: Currency;
  currencyCode: string;
  /** "City, Country", as work entries write locations. */
  label: string;
  locales: WeightedTable<Locale>;
  universities: readonly string[];
}

function buildCity(spec: CitySpec): City {
  const country = COUNTRIES[spec.countryCode];
  return {
    ...spec,
    country,
    currency: CURRENCIES[country.currency],
    currencyCode: country.currency,
    label: `${spec.city}, ${country.name}`,
    locales: createWeightedTable(country.locales.map(([id, w]): Weighted<Locale> => [LOCALES[id], w])),
    universities: splitList(UNIVERSITIES[spec.countryCode] ?? UNIVERSITIES.INTERNATIONAL),
  };
}

export const CITY_LIST: readonly City[] = CITIES.map(buildCity);
export const CITY_TABLE = createWeightedTable(CITY_LIST.map((c): Weighted<City> => [c, c.weight]));
/** Cities of each country, for people who moved within it. */
export const CITIES_BY_COUNTRY: ReadonlyMap<string, readonly City[]> = groupCities(CITY_LIST);

function groupCities(cities: readonly City[]): Map<string, City[]> {
  const byCountry = new Map<string, City[]>();
  for (const city of cities) {
    const list = byCountry.get(city.countryCode);
    if (list) list.push(city);
    else byCountry.set(city.countryCode, [city]);
  }
  return byCountry;
}

export const INTERNATIONAL_UNIVERSITIES = splitList(UNIVERSITIES.INTERNATIONAL);
export const HIGH_SCHOOL_LIST = splitList(HIGH_SCHOOLS);
export const COLLEGE_LIST = splitList(COLLEGES);
export const SCORE_LIST = splitList(SCORES);

export const ENGLISH_LEVELS = createWeightedTable(ENGLISH_AS_SECOND);
export const OTHER_LANGUAGE_LEVELS = createWeightedTable(OTHER_LANGUAGE_LEVEL);
export const FOREIGN_LANGUAGE_TABLE = rankedTable(splitList(FOREIGN_LANGUAGES), 0.3);

// --- Side sections ---------------------------------------------------------------------------

export const PROJECT_ADJECTIVE_LIST = splitList(PROJECT_ADJECTIVES);
export const PROJECT_NOUN_LIST = splitList(PROJECT_NOUNS);
export const PROJECT_PURPOSE_LIST = splitList(PROJECT_PURPOSES);
export const VOLUNTEER_ORGANIZATION_LIST = splitList(VOLUNTEER_ORGANIZATIONS);
export const VOLUNTEER_POSITION_LIST = splitList(VOLUNTEER_POSITIONS);

// --- Jobs ------------------------------------------------------------------------------------

export const EMPLOYMENT_TYPES = createWeightedTable<EmploymentType>([
  ['Full-time', 76],
  ['Contract', 10],
  ['Part-time', 7],
  ['Internship', 4],
  ['Temporary', 3],
]);

/** In-house tools (IN_HOUSE_TOOL_NAMES), the first ones most common. */
export const IN_HOUSE_TOOLS = rankedTable(splitList(IN_HOUSE_TOOL_NAMES), 0.3);
