import type { JobDocument } from './job-record';
import {
  canonicalSkill,
  extractSkills,
  normalizeLocation,
  roleFamilyOf,
  type Seniority,
  seniorityOf,
} from './taxonomy';

/**
 * What analytics need from a job, derived at write time. Definitions (also in the README):
 * - required skills: requiredSkills, the skills section (names and keywords) and skills named in
 *   the qualifications; nice-to-have: niceToHaveSkills and skills named in the description or
 *   responsibilities that are not required. Canonical taxonomy names only.
 * - roleFamily: the family of the title; seniority: the job's own, else cues in the title.
 * - location: normalized city and country; remote when the job is fully remote.
 */
export interface JobFacts {
  requiredSkills: string[];
  niceToHaveSkills: string[];
  roleFamily: string | null;
  seniority: Seniority;
  location: string | null;
  country: string | null;
  remote: boolean;
}

function canonicalAll(names: Iterable<string | undefined>): Set<string> {
  const out = new Set<string>();
  for (const name of names) {
    const skill = name ? canonicalSkill(name) : undefined;
    if (skill) out.add(skill);
  }
  return out;
}

export function jobFacts(document: JobDocument, seniority: Seniority | null): JobFacts {
  const required = canonicalAll([
    ...document.requiredSkills,
    ...document.skills.flatMap((s) => [s.name, ...s.keywords]),
  ]);
  for (const skill of extractSkills(document.qualifications.join('\n'))) required.add(skill);
  const nice = canonicalAll(document.niceToHaveSkills);
  for (const skill of extractSkills([document.description ?? '', ...document.responsibilities].join('\n')))
    nice.add(skill);
  for (const skill of required) nice.delete(skill);
  const place = document.location;
  const location =
    place && (place.city || place.region || place.countryCode)
      ? normalizeLocation({ city: place.city, region: place.region, countryCode: place.countryCode })
      : undefined;
  return {
    requiredSkills: [...required],
    niceToHaveSkills: [...nice],
    roleFamily: roleFamilyOf(document.title) ?? null,
    seniority: seniority ?? seniorityOf(document.title),
    location: location?.label || null,
    country: location?.country ?? null,
    remote: document.remote === 'Full',
  };
}
