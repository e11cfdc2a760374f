import { EMPLOYMENT_TYPES, type Job, type JobCreate } from '../contract';
import { normalizeDate } from './resume-document';

/** The job fields kept in the document (everything but what has its own column). */
export type JobDocument = Omit<
  Job,
  | 'id'
  | 'organizationId'
  | 'status'
  | 'postedAt'
  | 'closedAt'
  | 'employmentType'
  | 'seniority'
  | 'salaryRange'
  | 'createdAt'
  | 'updatedAt'
>;

/** The resolved job: defaults applied (postedAt, employmentType), dates normalized. */
export interface ResolvedJob {
  document: JobDocument;
  status: Job['status'];
  postedAt: number;
  employmentType: Job['employmentType'];
  seniority: Job['seniority'];
  salaryRange: Job['salaryRange'];
}

const EMPLOYMENT_BY_LOWER = new Map(EMPLOYMENT_TYPES.map((t) => [t.toLowerCase().replace(/[^a-z]/g, ''), t]));

/** "full time", "Full-time", "FULLTIME" → Full-time; anything else → Full-time, the common case. */
export function employmentTypeOf(type: string | undefined): Job['employmentType'] {
  return EMPLOYMENT_BY_LOWER.get((type ?? '').toLowerCase().replace(/[^a-z]/g, '')) ?? 'Full-time';
}

const clean = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());
const texts = (values: string[] | undefined) => (values ?? []).map((v) => v.trim()).filter(Boolean);

export function resolveJob(input: JobCreate, now: number): ResolvedJob {
  const date = normalizeDate(input.date);
  const postedAt = input.postedAt ? Date.parse(input.postedAt) : date ? Date.parse(`${date}T00:00:00Z`) : now;
  const location = input.location
    ? Object.fromEntries(
        (['address', 'postalCode', 'city', 'countryCode', 'region'] as const)
          .map((k) => [k, clean(input.location?.[k])])
          .filter(([, v]) => v !== undefined),
      )
    : undefined;
  const document: JobDocument = {
    title: input.title.trim(),
    company: clean(input.company),
    type: clean(input.type),
    date,
    description: clean(input.description),
    location,
    remote: input.remote,
    salary: clean(input.salary),
    experience: clean(input.experience),
    responsibilities: texts(input.responsibilities),
    qualifications: texts(input.qualifications),
    skills: (input.skills ?? []).map((s) => ({
      name: clean(s.name),
      level: clean(s.level),
      keywords: texts(s.keywords),
    })),
    meta: {
      canonical: clean(input.meta?.canonical),
      version: clean(input.meta?.version),
      lastModified: clean(input.meta?.lastModified),
    },
    requiredSkills: texts(input.requiredSkills),
    niceToHaveSkills: texts(input.niceToHaveSkills),
  };
  return {
    document: JSON.parse(JSON.stringify(document)) as JobDocument, // drops undefined keys
    status: input.status,
    postedAt,
    employmentType: input.employmentType ?? employmentTypeOf(input.type),
    seniority: input.seniority ?? null,
    salaryRange: input.salaryRange ?? null,
  };
}

/** Rebuilds the creation input a stored job came from, so a PATCH can be merged into it and resolved again. */
export function jobAsInput(job: Job): JobCreate {
  const {
    id: _i,
    organizationId: _o,
    closedAt: _c,
    createdAt: _cr,
    updatedAt: _u,
    seniority,
    salaryRange,
    ...rest
  } = job;
  return {
    ...rest,
    ...(seniority ? { seniority } : {}),
    ...(salaryRange ? { salaryRange } : {}),
  } as JobCreate;
}
