import { z } from 'zod';
import { searchText, timestampString } from './common';

export const SKILLS_TOPK_MAX = 200;
export const COVERAGE_TOPK_MAX = 1000;
export const LIMIT_ROLES_MAX = 200;
/** A resume "matches" a job when its match score is at least this. */
export const MATCH_THRESHOLD = 0.5;
/** Coverage at or above this is labelled high. */
export const HIGH_COVERAGE_THRESHOLD = 0.7;

const count = z.number().int().nonnegative();
const counts = z.record(z.string(), count);
const isoTimestamp = z.iso.datetime({ offset: true });
const positiveInt = (max: number, fallback: number, what: string) =>
  z
    .number()
    .int()
    .min(1)
    .max(max)
    .default(fallback)
    .describe(`${what}; default ${fallback}, at most ${max}.`);

/** from/to windows: ISO 8601 timestamps; from after to is a 400. */
const windowShape = {
  from: isoTimestamp.optional(),
  to: isoTimestamp.optional(),
};

export const skillsQuerySchema = z.object({
  scope: z
    .enum(['resumes', 'jobs', 'both'])
    .default('both')
    .describe('Which documents to count: resumes, jobs or both; default both.'),
  topK: positiveInt(SKILLS_TOPK_MAX, 25, 'Skills returned per bucket (each list, and each category)'),
});

export const skillsReportSchema = z
  .object({
    generatedAt: timestampString,
    topSkills: z.array(z.object({ skill: z.string(), count })),
    missingSkills: z.array(z.object({ skill: z.string(), relatedRoles: z.array(z.string()) })),
    emergingSkills: z.array(z.object({ skill: z.string(), growthRate: z.string().regex(/^[+-]\d+%$/) })),
    decliningSkills: z.array(z.object({ skill: z.string(), growthRate: z.string().regex(/^[+-]\d+%$/) })),
    skillsByCategory: z.record(z.string(), z.array(z.string())),
    missingSoftSkills: z
      .array(z.object({ skill: z.string(), relatedRoles: z.array(z.string()) }))
      .describe(
        'missingSkills of the Soft Skills category, reported apart so they do not crowd out hard skills.',
      ),
    categories: z
      .array(
        z.object({
          category: z.string(),
          documents: count.describe("Documents of the scope naming at least one of the category's skills."),
          topSkills: z.array(z.object({ skill: z.string(), count })).describe('Its five most named skills.'),
        }),
      )
      .describe(
        'Taxonomy categories by documents naming them, most first (ties by name); empty ones left out.',
      ),
    unknownSkills: z
      .array(
        z.object({
          name: z
            .string()
            .describe(
              'The skill as resumes wrote it: of its spellings, the first in code-point order, whatever the order of writes.',
            ),
          resumes: count.describe('Resumes listing it (compared case-insensitively).'),
        }),
      )
      .describe(
        "Skills the organization's resumes list that the skills taxonomy does not know: the resumes' raw " +
          'skills, most listed first (ties by name), at most topK; always from resumes, whatever the scope. ' +
          'They show where the taxonomy has gaps; they are never counted in the other lists. The names of ' +
          'skill groups that head keywords ("Frontend") and placeholders ("None", "N/A", "TBD") are no ' +
          'skills either way. The resume list finds them with its skill filter and search.',
      ),
  })
  .meta({ id: 'SkillsReport' });
export type SkillsReport = z.infer<typeof skillsReportSchema>;

export const jobPoolQuerySchema = z.object({
  status: z.enum(['open', 'closed', 'all']).default('open').describe('Which jobs; default open.'),
  ...windowShape,
  limitRoles: positiveInt(LIMIT_ROLES_MAX, 25, 'Roles returned (most frequent first)'),
});

/** A skill the report's jobs require, against the resume pool: what the dashboard shows beside its name. */
const skillDemandSchema = z.object({
  skill: z.string(),
  jobs: count.describe('Jobs of the report (status and window) requiring the skill.'),
  jobShare: z.number().min(0).max(1).describe('jobs divided by the jobs of the report.'),
  resumes: count.describe(
    "The organization's resumes having the skill (every resume: the window is the jobs').",
  ),
  resumeShare: z
    .number()
    .min(0)
    .max(1)
    .describe('resumes divided by all resumes (0 without resumes); the gap is jobShare - resumeShare.'),
});

export const jobPoolReportSchema = z
  .object({
    generatedAt: timestampString,
    roles: counts,
    locations: counts,
    seniorityLevels: counts,
    employmentTypes: counts,
    topRequiredSkills: z.array(z.string()),
    averageSalaryRange: z.object({
      min: z.number(),
      max: z.number(),
      currency: z.string(),
      period: z.string(),
    }),
    postedWithin: z.object({ last7Days: count, last30Days: count }),
    skillsGapsInPool: z.array(z.string()),
    topRequiredSkillCounts: z
      .array(skillDemandSchema)
      .describe('Our addition: topRequiredSkills with their counts, in the same order.'),
    skillsGapsInPoolCounts: z
      .array(skillDemandSchema)
      .describe('Our addition: skillsGapsInPool with their counts, in the same order (largest gap first).'),
    softSkillsRequiredCounts: z
      .array(skillDemandSchema)
      .describe(
        'Our addition: the soft skills (Communication, Teamwork...) these jobs require most, with their counts; ' +
          'kept out of topRequiredSkills and skillsGapsInPool so they do not crowd out hard skills.',
      ),
  })
  .meta({ id: 'JobPoolReport' });
export type JobPoolReport = z.infer<typeof jobPoolReportSchema>;

export const talentPoolQuerySchema = z.object({
  ...windowShape,
  limitRoles: positiveInt(LIMIT_ROLES_MAX, 25, 'Roles returned (most frequent first)'),
});

export const talentPoolReportSchema = z
  .object({
    generatedAt: timestampString,
    roles: counts,
    locations: counts,
    experienceLevels: counts,
    averageYearsExperience: z.number(),
    languages: counts,
    educationLevels: counts,
    careerProgression: counts,
    activityRecency: counts,
  })
  .meta({ id: 'TalentPoolReport' });
export type TalentPoolReport = z.infer<typeof talentPoolReportSchema>;

/** Orders of the coverage list; ties by posting time (newest first), then id. */
export const COVERAGE_SORTS = [
  'leastCovered',
  'mostCovered',
  'newest',
  'title',
  'fewestMatches',
  'mostMatches',
] as const;

export const coverageQuerySchema = z.object({
  topK: positiveInt(COVERAGE_TOPK_MAX, 50, 'Jobs returned'),
  threshold: z
    .number()
    .min(0)
    .max(1)
    .default(0.3)
    .describe('Coverage below this is labelled low (labelThresholds.low); 0 to 1, default 0.3.'),
  q: searchText().describe('Keep jobs whose title, company or location contains this text, ignoring case.'),
  label: z.enum(['low', 'medium', 'high']).optional().describe('Keep jobs with this coverage label.'),
  sort: z
    .enum(COVERAGE_SORTS)
    .default('leastCovered')
    .describe(
      'leastCovered (default) or mostCovered by coverageScore, newest by posting time, title (A to Z), ' +
        'fewestMatches or mostMatches by matchedResumes; ties newest first, then by id.',
    ),
  offset: z
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(0)
    .describe('Jobs of the sorted list to skip before the topK returned (paging); default 0.'),
});

export type CoverageReportQuery = z.output<typeof coverageQuerySchema>;

export const coverageEntrySchema = z.object({
  jobId: z.string(),
  title: z.string(),
  company: z.string().nullable().describe('The employer, to tell jobs of one title apart.'),
  location: z.string().nullable().describe('"City, CC", Remote for fully remote jobs, null when unknown.'),
  coverageScore: z.number().min(0).max(1),
  coverageLabel: z.enum(['low', 'medium', 'high']),
  matchedResumes: count,
  topMatches: z.array(z.object({ resumeId: z.string(), score: z.number() })),
  missingSkillsTop: z.array(z.string()),
  missingSoftSkillsTop: z
    .array(z.string())
    .describe('The same for soft skills (Communication, Teamwork...), reported apart from missingSkillsTop.'),
  locationFit: z.object({ matchRate: z.number() }),
  seniorityFit: z.object({ matchRate: z.number() }),
});
export type CoverageEntry = z.infer<typeof coverageEntrySchema>;

export const coverageReportSchema = z
  .object({
    generatedAt: timestampString,
    parameters: z.object({
      matchThreshold: z.number(),
      labelThresholds: z.object({ low: z.number(), high: z.number() }),
    }),
    summary: z.object({
      totalJobs: count,
      lowCoverageJobs: count,
      topMissingSkills: z.array(z.string()),
      topMissingSoftSkills: z.array(z.string()).describe('The same for soft skills, reported apart.'),
    }),
    listedJobs: count.describe(
      'Open jobs the search (q, label) selects; jobs holds topK of them from offset.',
    ),
    jobs: z.array(coverageEntrySchema),
  })
  .meta({ id: 'CoverageReport' });
export type CoverageReport = z.infer<typeof coverageReportSchema>;
