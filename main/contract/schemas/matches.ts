import { z } from 'zod';
import { MATCH_THRESHOLD } from './analytics';
import { timestampString } from './common';
import { SENIORITY_LEVELS } from './job';
import { pageOf, pageQueryShape, paginationSchema } from './pagination';

const fit = z.union([z.literal(0), z.literal(0.5), z.literal(1)]);
const skillSplit = z.object({
  matched: z.array(z.string()).describe("The job's skills of this kind the resume has, by name."),
  missing: z.array(z.string()).describe("The job's skills of this kind the resume lacks, by name."),
});

/** Why a resume and a job match: the parts of the score and the facts behind each. */
export const matchReasonSchema = z
  .object({
    parts: z
      .object({ skills: z.number(), seniority: z.number(), location: z.number() })
      .describe(
        'The score in three parts, 4 decimals each: seniority and location rounded, skills the rest, so that ' +
          'skills + seniority + location rounded to 4 decimals is the score.',
      ),
    requiredSkills: skillSplit.describe("The job's required hard skills (spoken languages included)."),
    niceToHaveSkills: skillSplit.describe("The job's nice-to-have hard skills."),
    softSkills: skillSplit.describe(
      "The job's soft skills (Communication, Teamwork...), required or not, apart from the hard ones: they weigh 0.25 each.",
    ),
    seniority: z.object({
      job: z.enum(SENIORITY_LEVELS).nullable(),
      resume: z.enum(SENIORITY_LEVELS).nullable(),
      fit: fit.describe('1 same level, 0.5 neighbouring, 0 otherwise or unknown.'),
    }),
    location: z.object({
      job: z.string().nullable().describe('"City, CC", or null when unknown.'),
      remote: z.boolean(),
      resume: z.string().nullable(),
      fit: fit.describe('1 remote job or same city, 0.5 same country, 0 otherwise or unknown.'),
    }),
    yearsExperience: z
      .number()
      .nullable()
      .describe("The resume's years of experience (work periods, overlaps once)."),
  })
  .meta({ id: 'MatchReason' });
export type MatchReason = z.infer<typeof matchReasonSchema>;

export const jobMatchSchema = z
  .object({
    resume: z.object({
      id: z.string(),
      name: z.string(),
      occupation: z.string().nullable(),
      location: z.string().nullable().describe('"City, CC" as the analytics report it.'),
    }),
    score: z.number().min(0).max(1),
    reason: matchReasonSchema,
  })
  .meta({ id: 'JobMatch' });
export type JobMatch = z.infer<typeof jobMatchSchema>;

export const resumeMatchSchema = z
  .object({
    job: z.object({
      id: z.string(),
      title: z.string(),
      company: z.string().nullable(),
      location: z.string().nullable().describe('"City, CC", or null when unknown.'),
      remote: z.boolean(),
      postedAt: timestampString,
    }),
    score: z.number().min(0).max(1),
    reason: matchReasonSchema,
  })
  .meta({ id: 'ResumeMatch' });
export type ResumeMatch = z.infer<typeof resumeMatchSchema>;

/** The envelope of the two match lists: the spec's {data, pagination}, plus the list's total. */
export function matchPageOf<T extends z.ZodType>(item: T) {
  return pageOf(item).extend({
    pagination: paginationSchema.extend({
      total: z.number().int().nonnegative().describe('How many items the whole list has, over all pages.'),
    }),
  });
}

const trimmed = z.string().trim().min(1).max(200);

export const jobMatchesQuerySchema = z.object({
  ...pageQueryShape,
  location: trimmed
    .optional()
    .describe(
      'Keep resumes whose location ("City, CC") starts with this, ignoring case (Berlin, berlin, DE...), or whose ' +
        'country code is this.',
    ),
  seniority: z.enum(SENIORITY_LEVELS).optional().describe('Keep resumes of this seniority.'),
  skill: trimmed
    .optional()
    .describe('Keep resumes having this skill: a taxonomy name or alias, any case (k8s is Kubernetes).'),
});

export const resumeMatchesQuerySchema = z.object({ ...pageQueryShape });

/** What both match lists share, for their descriptions (and so the OpenAPI document). */
export const MATCHES_NOTE =
  'Score (0 to 1, 4 decimals) = skills × (0.7 + 0.15 × seniority fit + 0.15 × location fit), where skills is the ' +
  "weight of the job's skills the resume has / all (required 1, nice-to-have 0.5, a soft skill such as Communication " +
  '0.25 whether required or not: low rather than none, so soft skills separate resumes with the same hard skills ' +
  'without lifting one that lacks them, and a job naming only soft skills can still be matched), seniority fit same level 1, ' +
  'neighbouring 0.5, location fit remote job or same city 1, same country 0.5: the rule of GET ' +
  `/v1/intelligence/jobs/coverage, whose matchThreshold (${MATCH_THRESHOLD}) decides what a match is. Each item's ` +
  'reason: the required and nice-to-have hard skills and the soft skills, each matched and missing (by name), both fits with the levels and places ' +
  "compared, years of experience, and the score's parts: skills 0.7 × skills, seniority 0.15 × fit × skills, " +
  'location 0.15 × fit × skills, 4 decimals each (seniority and location rounded, skills the rest, so the parts add ' +
  "up to the score). Paged by cursor in rank order (pagination.total: the whole list's length); a cursor from " +
  'another list, job, resume or filter set is a 400. ';
