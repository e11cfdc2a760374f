// The optional resume sections: certificates, side projects, volunteering and
// references. Each appears on a minority of resumes, at a rate that depends on
// the line of work (nurses list certificates, developers list projects).

import { formatDay } from './calendar';
import type { Person } from './person';
import type { Random } from './random';
import {
  type Family,
  PROJECT_ADJECTIVE_LIST,
  PROJECT_NOUN_LIST,
  PROJECT_PURPOSE_LIST,
  VOLUNTEER_ORGANIZATION_LIST,
  VOLUNTEER_POSITION_LIST,
} from './tables';
import type { ResumeCertificate, ResumeProject, ResumeReference, ResumeVolunteer } from './types';
import {
  PROJECT_HIGHLIGHTS,
  REFERENCES,
  VOLUNTEER_HIGHLIGHTS,
  VOLUNTEER_SUMMARIES,
} from './vocabulary/phrases';

/** The span of a career in day numbers, for dating side activities. */
export interface Span {
  start: number;
  end: number;
}

/** A day in [from, to], or `to` when the range is empty. */
function dayBetween(rng: Random, from: number, to: number): number {
  return from < to ? rng.int(from, to) : to;
}

export function certificatesFor(rng: Random, family: Family, span: Span): ResumeCertificate[] {
  const picked = rng.sample(family.spec.certificates, rng.chance(0.3) ? 2 : 1);
  return picked.map(([name, issuer]) => ({
    name,
    date: formatDay(dayBetween(rng, span.start, span.end)),
    issuer,
  }));
}

export function projectsFor(
  rng: Random,
  skills: readonly string[],
  span: Span,
  github: string | undefined,
): ResumeProject[] {
  const projects: ResumeProject[] = [];
  const count = rng.chance(0.25) ? 2 : 1;
  for (let i = 0; i < count; i++) {
    const adjective = rng.pick(PROJECT_ADJECTIVE_LIST);
    const noun = rng.pick(PROJECT_NOUN_LIST);
    const [first, second] = rng.sample(skills, 2);
    const uses = second ? `${first} and ${second}` : first;
    const project: ResumeProject = {
      name: `${adjective} ${noun}`,
      description: `A small ${noun.toLowerCase()} tool built with ${uses} to ${rng.pick(PROJECT_PURPOSE_LIST)}.`,
      highlights: rng.sample(PROJECT_HIGHLIGHTS, rng.int(1, 2)).map((phrase) => phrase(first)),
      startDate: formatDay(dayBetween(rng, span.start - 365, span.end - 30)),
    };
    const slug = `${adjective.toLowerCase()}-${noun.toLowerCase()}`;
    if (github !== undefined) project.url = `https://github.com/${github}/${slug}`;
    else if (rng.chance(0.4)) project.url = `https://${slug}.example.org`;
    projects.push(project);
  }
  return projects;
}

export function volunteeringFor(rng: Random, span: Span): ResumeVolunteer[] {
  const organization = rng.pick(VOLUNTEER_ORGANIZATION_LIST);
  const start = dayBetween(rng, span.start - 700, span.end - 60);
  const entry: ResumeVolunteer = {
    organization,
    position: rng.pick(VOLUNTEER_POSITION_LIST),
    startDate: formatDay(start),
    summary: rng.pick(VOLUNTEER_SUMMARIES)(organization),
    highlights: [rng.pick(VOLUNTEER_HIGHLIGHTS)],
  };
  // Most volunteering has ended; the rest is ongoing and has no end date.
  if (rng.chance(0.6)) entry.endDate = formatDay(Math.min(start + rng.int(90, 900), span.end));
  return [entry];
}

/** References are written by colleagues, who are named like people from the same place. */
export function referencesFor(rng: Random, person: Person): ResumeReference[] {
  const count = rng.chance(0.3) ? 2 : 1;
  const references: ResumeReference[] = [];
  for (let i = 0; i < count; i++) {
    const name = `${rng.pick(person.locale.first)} ${rng.pick(person.locale.last)}`;
    references.push({ name, reference: rng.pick(REFERENCES)(person.first) });
  }
  return references;
}
