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

/** Required skills of the given jobs' organization, with their job, for jobs matching the same filter. */
export function requiredSkillsForPool(
  db: DB,
  organizationId: string,
  status: 'open' | 'closed' | 'all',
  from: number | null,
  to: number | null,
): Array<{ skill: string; n: number }> {
  return stmt(
    db,
    `SELECT s.skill, count(*) AS n FROM job_skills s JOIN jobs j ON j.id = s.job_id
     WHERE j.organization_id = @org AND s.required = 1 AND (@status = 'all' OR j.status = @status)
       AND (@from IS NULL OR j.posted_at >= @from) AND (@to IS NULL OR j.posted_at <= @to)
     GROUP BY s.skill`,
  ).all({ org: organizationId, status, from, to }) as Array<{ skill: string; n: number }>;
}

/** The narrow resume columns the talent pool report counts, for resumes active in [from, to]. */
export function resumesForTalentPool(
  db: DB,
  organizationId: string,
  from: number | null,
  to: number | null,
): unknown[][] {
  return stmt(
    db,
    `SELECT role_family, location_label, seniority, years_experience, languages, education_level, career_progression,
       last_activity_at
     FROM resumes WHERE organization_id = @org
       AND (@from IS NULL OR last_activity_at >= @from) AND (@to IS NULL OR last_activity_at <= @to)`,
  )
    .raw(true)
    .all({ org: organizationId, from, to }) as unknown[][];
}
