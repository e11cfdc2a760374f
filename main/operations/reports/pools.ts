import type { JobPoolReport, TalentPoolReport } from '../../contract';
import { isSoftSkill } from '../../domain/taxonomy';
import { jobsForPool, requiredSkillsForPool, talentPoolCounts } from '../../store/reports/pools';
import { resumeSkillTotals } from '../../store/reports/skills';
import { countResumes } from '../../store/resumes';
import { iso, type OperationContext } from '../context';

/** Locations listed in the pool reports (most frequent first). */
export const LOCATIONS_LIMIT = 25;
export const TOP_REQUIRED_SKILLS = 10;
export const OTHER_ROLE = 'Other';
export const REMOTE_LOCATION = 'Remote';
const DAY_MS = 86_400_000;

/** Hours, days, weeks and months expressed in years, to put salaries on one period. */
const PERIODS_PER_YEAR: Record<string, number> = { year: 1, month: 12, week: 52, day: 260, hour: 2080 };

export interface PoolWindow {
  from?: string;
  to?: string;
}

const toMs = (value: string | undefined): number | null => (value === undefined ? null : Date.parse(value));

/** Counts keyed by value, the most frequent `limit` kept (ties by name). */
function topCounts(values: Iterable<string>, limit: number): Record<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return Object.fromEntries(
    [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit),
  );
}

/** Counts over a closed key set: every key present, zero when no row has it. */
function fixedCounts(keys: readonly string[], values: Iterable<string | null>): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(keys.map((k) => [k, 0]));
  for (const v of values) if (v !== null && v in counts) counts[v]++;
  return counts;
}

/**
 * The salary of mixed jobs, without exchange rates (none are fetched offline): only jobs paid in
 * the most common currency count; their ranges are converted to the most common period among
 * them (1 year = 12 months = 52 weeks = 260 days = 2080 hours) and averaged. No salary data: zeros
 * and empty strings.
 */
export function averageSalary(
  rows: Array<{ min: number; max: number; currency: string; period: string }>,
): JobPoolReport['averageSalaryRange'] {
  if (rows.length === 0) return { min: 0, max: 0, currency: '', period: '' };
  const mostCommon = (values: string[]) => Object.keys(topCounts(values, 1))[0] ?? '';
  const currency = mostCommon(rows.map((r) => r.currency));
  const same = rows.filter((r) => r.currency === currency);
  const period = mostCommon(same.map((r) => r.period));
  const factor = (p: string) => (PERIODS_PER_YEAR[p] ?? 1) / (PERIODS_PER_YEAR[period] ?? 1);
  const sum = same.reduce(
    (acc, r) => ({ min: acc.min + r.min * factor(r.period), max: acc.max + r.max * factor(r.period) }),
    { min: 0, max: 0 },
  );
  return { min: Math.round(sum.min / same.length), max: Math.round(sum.max / same.length), currency, period };
}

type SkillDemand = JobPoolReport['topRequiredSkillCounts'][number];

/**
 * The skills a set of jobs requires, each with how many of these jobs require it and how many of
 * the organization's resumes have it (every resume: the window filters jobs only), and both shares.
 */
function demandAgainstResumes(
  ctx: OperationContext,
  required: Array<{ skill: string; n: number }>,
  jobs: number,
): SkillDemand[] {
  if (jobs === 0) return [];
  const resumes = countResumes(ctx.db, ctx.organizationId);
  const supply = new Map(resumeSkillTotals(ctx.db, ctx.organizationId).map((r) => [r.skill, r.n]));
  return required.map(({ skill, n }) => {
    const having = supply.get(skill) ?? 0;
    return {
      skill,
      jobs: n,
      jobShare: n / jobs,
      resumes: having,
      resumeShare: resumes > 0 ? having / resumes : 0,
    };
  });
}

/** The most required skills: most jobs first, ties by name. */
const mostRequired = (demand: SkillDemand[], limit: number) =>
  [...demand].sort((a, b) => b.jobs - a.jobs || a.skill.localeCompare(b.skill)).slice(0, limit);

/**
 * Skills that these jobs require more often than the resume pool has them: the share of these
 * jobs requiring the skill exceeds the share of resumes having it; largest gap first.
 */
const biggestGaps = (demand: SkillDemand[], limit: number) =>
  demand
    .map((d) => [d, d.jobShare - d.resumeShare] as const)
    .filter(([, gap]) => gap > 0)
    .sort((a, b) => b[1] - a[1] || a[0].skill.localeCompare(b[0].skill))
    .slice(0, limit)
    .map(([d]) => d);

/**
 * The job pool report over jobs of the status (default open) posted in [from, to]. roles: role
 * families of the titles (Other when none is recognized), the limitRoles most frequent; locations:
 * normalized "City, CC" or Remote for fully remote jobs, the 25 most frequent; seniorityLevels: the
 * job's own level, else its title's; topRequiredSkills: the 10 hard skills (spoken languages
 * included) these jobs require most; postedWithin: how many of them were posted in the last 7 and
 * 30 days; skillsGapsInPool: the 10 required hard skills whose share among these jobs most exceeds
 * their share among resumes. Both skill lists come again with their counts and shares
 * (topRequiredSkillCounts, skillsGapsInPoolCounts); softSkillsRequiredCounts: the 10 soft skills
 * these jobs require most, apart.
 */
export function jobPoolReport(
  ctx: OperationContext,
  query: PoolWindow & { status: 'open' | 'closed' | 'all'; limitRoles: number },
): JobPoolReport {
  const from = toMs(query.from);
  const to = toMs(query.to);
  const jobs = jobsForPool(ctx.db, ctx.organizationId, query.status, from, to);
  const required = requiredSkillsForPool(ctx.db, ctx.organizationId, query.status, from, to);
  const demand = demandAgainstResumes(ctx, required, jobs.length);
  // Soft skills apart, as in the skills report: Teamwork and Communication would crowd out what a
  // job cannot be done without.
  const hard = demand.filter((d) => !isSoftSkill(d.skill));
  const topRequired = mostRequired(hard, TOP_REQUIRED_SKILLS);
  const gaps = biggestGaps(hard, TOP_REQUIRED_SKILLS);
  const now = ctx.now();
  return {
    generatedAt: iso(now),
    roles: topCounts(
      jobs.map((j) => j.role_family ?? OTHER_ROLE),
      query.limitRoles,
    ),
    locations: topCounts(
      jobs.flatMap((j) => (j.is_remote ? [REMOTE_LOCATION] : j.location_label ? [j.location_label] : [])),
      LOCATIONS_LIMIT,
    ),
    seniorityLevels: fixedCounts(
      ['Junior', 'Mid', 'Senior'],
      jobs.map((j) => j.seniority_level),
    ),
    employmentTypes: topCounts(
      jobs.map((j) => j.employment_type),
      Number.MAX_SAFE_INTEGER,
    ),
    topRequiredSkills: topRequired.map((d) => d.skill),
    averageSalaryRange: averageSalary(
      jobs
        .filter((j) => j.salary_min !== null && j.salary_max !== null && j.salary_currency && j.salary_period)
        .map((j) => ({
          min: j.salary_min!,
          max: j.salary_max!,
          currency: j.salary_currency!,
          period: j.salary_period!,
        })),
    ),
    postedWithin: {
      last7Days: jobs.filter((j) => j.posted_at > now - 7 * DAY_MS && j.posted_at <= now).length,
      last30Days: jobs.filter((j) => j.posted_at > now - 30 * DAY_MS && j.posted_at <= now).length,
    },
    skillsGapsInPool: gaps.map((d) => d.skill),
    topRequiredSkillCounts: topRequired,
    skillsGapsInPoolCounts: gaps,
    softSkillsRequiredCounts: mostRequired(
      demand.filter((d) => isSoftSkill(d.skill)),
      TOP_REQUIRED_SKILLS,
    ),
  };
}

/** Counts keyed by value from SQL groups, the most frequent `limit` kept (ties by name); null values skipped. */
function topGroups(
  groups: Array<{ value: string | null; n: number }>,
  limit: number,
  nullAs?: string,
): Record<string, number> {
  const counts = new Map<string, number>();
  for (const { value, n } of groups) {
    const key = value ?? nullAs;
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + n);
  }
  return Object.fromEntries(
    [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit),
  );
}

/** Counts over a closed key set from SQL groups: every key present, zero when no row has it. */
function fixedGroups(
  keys: readonly string[],
  groups: Array<{ value: string | null; n: number }>,
): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(keys.map((k) => [k, 0]));
  for (const { value, n } of groups) if (value !== null && value in counts) counts[value] += n;
  return counts;
}

/**
 * The talent pool report over resumes whose last activity falls in [from, to]. roles: role
 * families (Other when none is recognized), the limitRoles most frequent; locations: the 25 most
 * frequent; experienceLevels: seniority; averageYearsExperience: mean years (one decimal);
 * languages: spoken languages; educationLevels: highest level (resumes without one not counted);
 * careerProgression; activityRecency: days since last activity (0-30d, 31-90d, 90d+).
 */
export function talentPoolReport(
  ctx: OperationContext,
  query: PoolWindow & { limitRoles: number },
): TalentPoolReport {
  const now = ctx.now();
  const pool = talentPoolCounts(ctx.db, ctx.organizationId, toMs(query.from), toMs(query.to), now);
  const languages = pool.counts.languages.flatMap(({ value, n }) =>
    value ? value.split('|').map((language) => ({ value: language, n })) : [],
  );
  return {
    generatedAt: iso(now),
    roles: topGroups(pool.counts.role, query.limitRoles, OTHER_ROLE),
    locations: topGroups(pool.counts.location, LOCATIONS_LIMIT),
    experienceLevels: fixedGroups(['Junior', 'Mid', 'Senior'], pool.counts.seniority),
    averageYearsExperience: pool.total ? Math.round((pool.yearsSum / pool.total) * 10) / 10 : 0,
    languages: topGroups(languages, Number.MAX_SAFE_INTEGER),
    educationLevels: fixedGroups(
      ['HighSchool', 'Associate', 'Bachelor', 'Master', 'Doctorate'],
      pool.counts.education,
    ),
    careerProgression: fixedGroups(['Upward', 'Flat', 'Declining', 'Unclear'], pool.counts.progression),
    activityRecency: { '0-30d': pool.recency.d30, '31-90d': pool.recency.d90, '90d+': pool.recency.older },
  };
}
