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
 * Aggregates the resumes whose last activity is in [from, to] (null bounds are open) in one
 * statement per dimension: counting 100k rows in SQLite costs a fraction of handing them to
 * JavaScript.
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
  const group = (column: string) =>
    stmt(db, `SELECT ${column} AS value, count(*) AS n FROM resumes WHERE ${where} GROUP BY ${column}`).all(
      params,
    ) as Array<{
      value: string | null;
      n: number;
    }>;
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
      role: group('role_family'),
      location: group('location_label'),
      seniority: group('seniority'),
      languages: group('languages'),
      education: group('education_level'),
      progression: group('career_progression'),
    },
    recency: { d30: totals.d30, d90: totals.d90, older: totals.total - totals.d30 - totals.d90 },
  };
}
