import { type DB, stmt } from '../db';

/** Read-only projections behind the job pool and talent pool reports; all scoped by organization. */

export interface JobPoolRow {
  id: string;
  status: string;
  role_family: string | null;
  location_label: string | null;
  is_remote: number;
  seniority_level: string | null;
  employment_type: string;
  posted_at: number;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: string | null;
}

/** Jobs of a status (or all) posted in [from, to]; null bounds are open. */
export function jobsForPool(
  db: DB,
  organizationId: string,
  status: 'open' | 'closed' | 'all',
  from: number | null,
  to: number | null,
): JobPoolRow[] {
  return stmt(
    db,
    `SELECT id, status, role_family, location_label, is_remote, seniority_level, employment_type, posted_at,
       salary_min, salary_max, salary_currency, salary_period
     FROM jobs WHERE organization_id = @org AND (@status = 'all' OR status = @status)
       AND (@from IS NULL OR posted_at >= @from) AND (@to IS NULL OR posted_at <= @to)`,
  ).all({ org: organizationId, status, from, to }) as JobPoolRow[];
}

/** How many of the jobs matching the filter require each skill. */
export function requiredSkillsForPool(
  db: DB,
  organizationId: string,
  status: 'open' | 'closed' | 'all',
  from: number | null,
  to: number | null,
): Array<{ skill: string; n: number }> {
  return stmt(
    db,
    `SELECT skill, count(*) AS n FROM job_skills
     WHERE organization_id = @org AND required = 1 AND (@status = 'all' OR open = (@status = 'open'))
       AND (@from IS NULL OR posted_at >= @from) AND (@to IS NULL OR posted_at <= @to)
     GROUP BY skill`,
  ).all({ org: organizationId, status, from, to }) as Array<{ skill: string; n: number }>;
}

/** Counts per value of each talent pool dimension, computed by SQLite over the covering index. */
export interface TalentPoolCounts {
  total: number;
  yearsSum: number;
  /** dimension → value (null when unknown) → count; languages are '|'-joined sets. */
  counts: Record<
    'role' | 'location' | 'seniority' | 'languages' | 'education' | 'progression',
    Array<{ value: string | null; n: number }>
  >;
  recency: { d30: number; d90: number; older: number };
}

/**
 * Aggregates the resumes whose last activity is in [from, to] (null bounds are open) in SQLite:
 * counting 100k rows there costs a fraction of handing them to JavaScript.
 */
export function talentPoolCounts(
  db: DB,
  organizationId: string,
  from: number | null,
  to: number | null,
  now: number,
): TalentPoolCounts {
  const where = `organization_id = @org AND (@from IS NULL OR last_activity_at >= @from) AND (@to IS NULL OR last_activity_at <= @to)`;
  const params = { org: organizationId, from, to };
  // Two scans of the covering index, each grouping by several dimensions at once (a few thousand
  // combinations), instead of one scan per dimension.
  const people = stmt(
    db,
    `SELECT role_family, location_label, seniority, count(*) AS n FROM resumes WHERE ${where}
     GROUP BY role_family, location_label, seniority`,
  ).all(params) as Array<{
    role_family: string | null;
    location_label: string | null;
    seniority: string | null;
    n: number;
  }>;
  const background = stmt(
    db,
    `SELECT languages, education_level, career_progression, count(*) AS n FROM resumes WHERE ${where}
     GROUP BY languages, education_level, career_progression`,
  ).all(params) as Array<{
    languages: string | null;
    education_level: string | null;
    career_progression: string | null;
    n: number;
  }>;
  const group = <T extends { n: number }>(rows: T[], pick: (row: T) => string | null) =>
    rows.map((row) => ({ value: pick(row), n: row.n }));
  const totals = stmt(
    db,
    `SELECT count(*) AS total, coalesce(sum(years_experience), 0) AS yearsSum,
       coalesce(sum(last_activity_at >= @now - 30 * 86400000), 0) AS d30,
       coalesce(sum(last_activity_at < @now - 30 * 86400000 AND last_activity_at >= @now - 90 * 86400000), 0) AS d90
     FROM resumes WHERE ${where}`,
  ).get({ ...params, now }) as { total: number; yearsSum: number; d30: number; d90: number };
  return {
    total: totals.total,
    yearsSum: totals.yearsSum,
    counts: {
      role: group(people, (r) => r.role_family),
      location: group(people, (r) => r.location_label),
      seniority: group(people, (r) => r.seniority),
      languages: group(background, (r) => r.languages),
      education: group(background, (r) => r.education_level),
      progression: group(background, (r) => r.career_progression),
    },
    recency: { d30: totals.d30, d90: totals.d90, older: totals.total - totals.d30 - totals.d90 },
  };
}
