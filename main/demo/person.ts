// Who a resume belongs to: name, contact details, online profiles, languages.

import type { Random } from './random';
import {
  type City,
  ENGLISH_LEVELS,
  FOREIGN_LANGUAGE_TABLE,
  type Locale,
  OTHER_LANGUAGE_LEVELS,
} from './tables';
import { fillPattern } from './text';
import type { ResumeLanguage, ResumeLocation, ResumeProfile } from './types';
import { FLUENCY } from './vocabulary/people';

export interface Person {
  locale: Locale;
  first: string;
  last: string;
  /** ASCII, lower-case, letters only and never empty. */
  firstSlug: string;
  lastSlug: string;
}

const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'] as const;

export function pickPerson(rng: Random, home: City): Person {
  const locale = rng.pickFrom(home.locales);
  const f = rng.int(0, locale.first.length - 1);
  const l = rng.int(0, locale.last.length - 1);
  return {
    locale,
    first: locale.first[f],
    last: locale.last[l],
    firstSlug: locale.firstSlug[f],
    lastSlug: locale.lastSlug[l],
  };
}

export function fullName(person: Person): string {
  return `${person.first} ${person.last}`;
}

/**
 * An address unique to this resume: the local part is letters followed by the
 * document index, and since the letters never end in a digit, two indexes can
 * never produce the same address.
 */
export function emailFor(rng: Random, person: Person, index: number): string {
  const f = person.firstSlug;
  const l = person.lastSlug;
  let local: string;
  switch (rng.int(0, 4)) {
    case 0:
      local = `${f}.${l}`;
      break;
    case 1:
      local = `${f}${l}`;
      break;
    case 2:
      local = `${f[0]}${l}`;
      break;
    case 3:
      local = `${f}_${l}`;
      break;
    default:
      local = `${f}.${l[0]}`;
  }
  return `${local}${index}@${rng.pick(EMAIL_DOMAINS)}`;
}

export function phoneFor(rng: Random, home: City): string {
  return fillPattern(rng, home.country.phone);
}

export function locationFor(rng: Random, home: City): ResumeLocation {
  const location: ResumeLocation = { city: home.city, region: home.region, countryCode: home.countryCode };
  if (rng.chance(0.55)) location.postalCode = fillPattern(rng, home.postal);
  return location;
}

/** A GitHub-style handle: letters, digits and single hyphens. */
function handleFor(rng: Random, person: Person): string {
  const f = person.firstSlug;
  const l = person.lastSlug;
  const base = rng.pick([`${f}${l}`, `${f}-${l}`, `${f[0]}${l}`, `${l}${f[0]}`]);
  return rng.chance(0.3) ? `${base}${rng.int(1, 99)}` : base;
}

export interface Profiles {
  profiles: ResumeProfile[];
  /** The GitHub username, when there is one, so projects can link to repositories. */
  github?: string;
}

export function profilesFor(rng: Random, person: Person, githubShare: number): Profiles {
  const profiles: ResumeProfile[] = [];
  let github: string | undefined;
  if (rng.chance(0.7)) {
    const username = `${person.firstSlug}-${person.lastSlug}-${rng.int(0x10000, 0xfffff).toString(16)}`;
    profiles.push({ network: 'LinkedIn', username, url: `https://www.linkedin.com/in/${username}` });
  }
  if (rng.chance(githubShare)) {
    github = handleFor(rng, person);
    profiles.push({ network: 'GitHub', username: github, url: `https://github.com/${github}` });
  }
  if (rng.chance(0.15)) {
    // Twitter handles allow letters, digits and underscores, at most 15 characters.
    const username = `${person.firstSlug[0]}${person.lastSlug}`.slice(0, 12) + rng.int(10, 999);
    profiles.push({ network: 'Twitter', username, url: `https://twitter.com/${username}` });
  }
  return github === undefined ? { profiles } : { profiles, github };
}

/**
 * One to three languages: the mother tongue, English unless that is it, and
 * sometimes the local language of an adopted country or a foreign one.
 */
export function languagesFor(rng: Random, person: Person, home: City): ResumeLanguage[] {
  const native = rng.pick(person.locale.native);
  const languages: ResumeLanguage[] = [{ language: native, fluency: FLUENCY.native }];
  const has = (language: string) => languages.some((entry) => entry.language === language);
  if (native !== 'English') {
    const englishCountry = home.country.language === 'English';
    languages.push({
      language: 'English',
      fluency: englishCountry ? FLUENCY.fluent : rng.pickFrom(ENGLISH_LEVELS),
    });
  }
  if (!has(home.country.language) && rng.chance(0.7)) {
    languages.push({ language: home.country.language, fluency: rng.pickFrom(OTHER_LANGUAGE_LEVELS) });
  }
  if (languages.length < 3 && rng.chance(0.25)) {
    const language = rng.pickFrom(FOREIGN_LANGUAGE_TABLE);
    if (!has(language)) languages.push({ language, fluency: rng.pickFrom(OTHER_LANGUAGE_LEVELS) });
  }
  return languages.length > 3 ? languages.slice(0, 3) : languages;
}
