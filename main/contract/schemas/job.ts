import { z } from 'zod';
import { dateString, idString, partialDate, shortText, timestampString } from './common';
import { BATCH_MAX } from './resume';
import { SENIORITY_LEVELS } from './values';

export const JOB_STATUSES = ['open', 'closed'] as const;
export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship', 'Temporary'] as const;
export { SENIORITY_LEVELS };
export const SALARY_PERIODS = ['year', 'month', 'week', 'day', 'hour'] as const;

const text = (max = 500) => shortText(max).optional();
const strings = (max = 100, len = 2000) => z.array(shortText(len)).max(max).optional();

export const salaryRangeSchema = z
  .object({
    min: z.number().nonnegative().max(1e9),
    max: z.number().nonnegative().max(1e9),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD')
      .describe('ISO 4217 currency code'),
    period: z.enum(SALARY_PERIODS),
  })
  .refine((s) => s.min <= s.max, { message: 'min must not exceed max', path: ['min'] });

/**
 * The fields a job document carries: the JSON Resume job schema plus what analytics need.
 * Used whole by POST and field by field (all optional) by PATCH.
 */
const jobFields = {
  $schema: z.string().optional(),
  // A missing title reads the same as an empty one (a CSV row with an empty title cell has none).
  title: z
    .string({ error: (issue) => (issue.input === undefined ? 'a job needs a title' : undefined) })
    .trim()
    .min(1, 'a job needs a title')
    .max(200),
  company: text(),
  type: text(100).describe('JSON Resume job type; employmentType is derived from it when not given.'),
  date: partialDate
    .optional()
    .describe('JSON Resume posting date; postedAt is derived from it when not given.'),
  description: text(20_000),
  location: z
    .looseObject({
      address: text(),
      postalCode: text(40),
      city: text(),
      countryCode: text(10),
      region: text(),
    })
    .optional(),
  remote: z.enum(['Full', 'Hybrid', 'None']).optional(),
  salary: text(200).describe('Salary as displayed; salaryRange carries the numbers.'),
  experience: text(200),
  responsibilities: strings(),
  qualifications: strings(),
  skills: z
    .array(z.looseObject({ name: text(), level: text(100), keywords: strings(100, 200) }))
    .max(200)
    .optional(),
  meta: z.looseObject({ canonical: text(2048), version: text(50), lastModified: text(40) }).optional(),
  status: z.enum(JOB_STATUSES).default('open'),
  postedAt: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('When the job was posted; default: date, else the time of creation.'),
  employmentType: z
    .enum(EMPLOYMENT_TYPES)
    .optional()
    .describe('Default: type when it is one of these, else Full-time.'),
  seniority: z.enum(SENIORITY_LEVELS).optional(),
  salaryRange: salaryRangeSchema.optional(),
  requiredSkills: strings(100, 200).describe('Skills a candidate must have.'),
  niceToHaveSkills: strings(100, 200).describe('Skills that help but are not required.'),
};

export const jobCreateSchema = z.strictObject(jobFields).meta({ id: 'JobCreate' });
export type JobCreate = z.infer<typeof jobCreateSchema>;
export type JobCreateInput = z.input<typeof jobCreateSchema>;

const { status: _status, title: _title, ...patchable } = jobFields;
export const jobPatchSchema = z
  .strictObject({
    ...Object.fromEntries(Object.entries(patchable).map(([k, v]) => [k, (v as z.ZodType).optional()])),
    title: jobFields.title.optional(),
    status: z
      .enum(JOB_STATUSES)
      .optional()
      .describe('closed closes the job (sets closedAt); open reopens it.'),
  })
  .meta({ id: 'JobPatch' }) as z.ZodType<Partial<JobCreate>>;

export const jobSchema = z
  .object({
    id: idString('job'),
    organizationId: z.string(),
    title: z.string(),
    company: z.string().optional(),
    type: z.string().optional(),
    date: dateString.optional(),
    description: z.string().optional(),
    location: z
      .object({
        address: z.string().optional(),
        postalCode: z.string().optional(),
        city: z.string().optional(),
        countryCode: z.string().optional(),
        region: z.string().optional(),
      })
      .optional(),
    remote: z.enum(['Full', 'Hybrid', 'None']).optional(),
    salary: z.string().optional(),
    experience: z.string().optional(),
    responsibilities: z.array(z.string()),
    qualifications: z.array(z.string()),
    skills: z.array(
      z.object({ name: z.string().optional(), level: z.string().optional(), keywords: z.array(z.string()) }),
    ),
    meta: z.object({
      canonical: z.string().optional(),
      version: z.string().optional(),
      lastModified: z.string().optional(),
    }),
    status: z.enum(JOB_STATUSES),
    postedAt: timestampString,
    closedAt: timestampString.nullable(),
    employmentType: z.enum(EMPLOYMENT_TYPES),
    seniority: z.enum(SENIORITY_LEVELS).nullable(),
    salaryRange: z
      .object({ min: z.number(), max: z.number(), currency: z.string(), period: z.enum(SALARY_PERIODS) })
      .nullable(),
    requiredSkills: z.array(z.string()),
    niceToHaveSkills: z.array(z.string()),
    createdAt: timestampString,
    updatedAt: timestampString,
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof jobSchema>;

export const jobBatchSchema = z
  .strictObject({ items: z.array(jobCreateSchema).min(1).max(BATCH_MAX) })
  .meta({ id: 'JobBatch' });
