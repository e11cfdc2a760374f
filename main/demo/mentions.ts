// Free text that names the person's own employers, schools and places, as real resumes do: "grew
// a growing team at Arcadia", "studied at Lakeshore State University", "based in Lyon, France".
// The blind redaction profile must find every one of them, so the demo writes them in the forms
// people use: the full name, the short name (its first word), in capitals, and in lower case.
//
// Drawn after everything else in buildResume: each resume has its own random stream, so adding
// these draws at the end changed no other field of any demo document.

import type { Random } from './random';
import type { City } from './tables';
import type { JsonResume } from './types';

/** The first word of an employer's name ("Northwind" for "Northwind Health"). */
const shortName = (name: string) => name.split(' ')[0];

/** How a person writes an employer's name in running text. */
function writtenForm(rng: Random, name: string): string {
  const roll = rng.next();
  if (roll < 0.4) return name;
  if (roll < 0.7) return shortName(name);
  if (roll < 0.8) return name.toUpperCase();
  if (roll < 0.9) return name.toLowerCase();
  return shortName(name).toUpperCase();
}

function employerSentence(rng: Random, resume: JsonResume): string {
  const current = resume.work[0];
  const form = writtenForm(rng, current.name);
  if (current.endDate === undefined) {
    return rng.pick([
      `Currently at ${form}.`,
      `Now growing the team at ${form}.`,
      `At ${form} since joining.`,
    ]);
  }
  return rng.pick([`Most recently at ${form}.`, `Until lately with ${form}.`]);
}

function schoolSentence(rng: Random, resume: JsonResume): string | undefined {
  const school = resume.education.find((e) => e.studyType !== 'High School Diploma') ?? resume.education[0];
  if (!school) return undefined;
  const name = rng.chance(0.2) ? school.institution.toLowerCase() : school.institution;
  return rng.pick([`Studied at ${name}.`, `${school.studyType} from ${name}.`, `Graduate of ${name}.`]);
}

function placeSentence(rng: Random, home: City): string {
  return rng.pick([
    `Based in ${home.city}, ${home.country.name}.`,
    `Open to roles in and around ${home.city}.`,
    `Living in ${home.city} (${home.region}).`,
  ]);
}

export function mentionOrigins(rng: Random, resume: JsonResume, home: City): void {
  const sentences: string[] = [];
  if (rng.chance(0.8)) sentences.push(employerSentence(rng, resume));
  if (rng.chance(0.5)) {
    const school = schoolSentence(rng, resume);
    if (school) sentences.push(school);
  }
  if (rng.chance(0.6)) sentences.push(placeSentence(rng, home));
  if (sentences.length > 0) resume.basics.summary += ` ${sentences.join(' ')}`;

  // A highlight of an earlier position names that employer and where the work was.
  const earlier = resume.work[resume.work.length - 1];
  if (resume.work.length > 1 && rng.chance(0.5)) {
    const city = earlier.location.split(',')[0];
    const line = `Represented ${writtenForm(rng, earlier.name)} at client meetings in ${city}`;
    if (earlier.highlights.length < 4) earlier.highlights.push(line);
    else earlier.highlights[3] = line;
  }
}
