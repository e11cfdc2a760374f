import { type DB, stmt } from '../db';

/** Read-only aggregates behind the skills report; all scoped by organization. */

export function resumeSkillTotals(db: DB, organizationId: string): Array<{ skill: string; n: number }> {
  return stmt(db, 'SELECT skill, resumes AS n FROM resume_skill_totals WHERE organization_id = ?').all(
    organizationId,
  ) as Array<{
    skill: string;
    n: number;
  }>;
}

/**
 * The raw skills (listed in resumes, unknown to the taxonomy; schema 17) most resumes list, each with
 * its smallest spelling, most first, ties by name. Read from the per-spelling rollup (schema 22).
 */
export function topRawSkills(
  db: DB,
  organizationId: string,
  limit: number,
): Array<{ name: string; resumes: number }> {
  return stmt(
    db,
    `SELECT min(name) AS name, sum(resumes) AS resumes FROM resume_raw_skill_spellings
     WHERE organization_id = ? GROUP BY skill ORDER BY resumes DESC, skill LIMIT ?`,
  ).all(organizationId, limit) as Array<{ name: string; resumes: number }>;
}

/**
 * Every job's skill names (any status), one list per job, jobs in no particular order. Read as one
 * joined string per job: a row per (job, skill) made two strings per row in JavaScript, ~250-400 ms
 * for 114k rows at 10,000 jobs against ~30-60 ms this way. `+organization_id` keeps SQLite on the
 * primary key, which is in job_id order, so the grouping needs no sort (the organization index
 * would need one).
 */
export function jobSkillLists(db: DB, organizationId: string): string[][] {
  const joined = stmt(
    db,
    'SELECT group_concat(skill, char(31)) FROM job_skills WHERE +organization_id = ? GROUP BY job_id',
  )
    .pluck()
    .all(organizationId) as string[];
  return joined.map((skills) => skills.split('\x1f'));
}

/** Per skill: jobs naming it (any status), and open jobs requiring it. */
export function jobSkillTotals(
  db: DB,
  organizationId: string,
): Array<{ skill: string; jobs: number; openRequired: number }> {
  return stmt(
    db,
    `SELECT skill, count(*) AS jobs, sum(required AND open) AS openRequired
     FROM job_skills WHERE organization_id = ? GROUP BY skill`,
  ).all(organizationId) as Array<{ skill: string; jobs: number; openRequired: number }>;
}

export function jobCounts(db: DB, organizationId: string): { all: number; open: number } {
  return stmt(
    db,
    'SELECT count(*) AS "all", coalesce(sum(status = \'open\'), 0) AS open FROM jobs WHERE organization_id = ?',
  ).get(organizationId) as { all: number; open: number };
}

/** Resume skill counts and resume totals for activity months in [fromMonth, toMonth]. */
export function resumeSkillMonths(
  db: DB,
  organizationId: string,
  fromMonth: number,
  toMonth: number,
): Array<{ skill: string; month: number; n: number }> {
  return stmt(
    db,
    `SELECT skill, month, resumes AS n FROM resume_skill_months
     WHERE organization_id = ? AND month BETWEEN ? AND ?`,
  ).all(organizationId, fromMonth, toMonth) as Array<{ skill: string; month: number; n: number }>;
}

export function resumeMonths(
  db: DB,
  organizationId: string,
  fromMonth: number,
  toMonth: number,
): Array<{ month: number; n: number }> {
  return stmt(
    db,
    'SELECT month, resumes AS n FROM resume_months WHERE organization_id = ? AND month BETWEEN ? AND ?',
  ).all(organizationId, fromMonth, toMonth) as Array<{ month: number; n: number }>;
}

/**
 * Per skill, how many job skill rows were posted in [from, recentFrom) and in [recentFrom, to):
 * the two windows of the trends, counted by SQLite. Read row by row (skill and posting time each),
 * the ~44k rows of 10,000 demo jobs took 40-120 ms of a cold skills report; grouped here, ~17 ms.
 */
export function jobSkillsInWindows(
  db: DB,
  organizationId: string,
  from: number,
  recentFrom: number,
  to: number,
): Array<{ skill: string; recent: 0 | 1; n: number }> {
  return stmt(
    db,
    `SELECT skill, posted_at >= ? AS recent, count(*) AS n FROM job_skills
     WHERE organization_id = ? AND posted_at >= ? AND posted_at < ? GROUP BY skill, recent`,
  ).all(recentFrom, organizationId, from, to) as Array<{ skill: string; recent: 0 | 1; n: number }>;
}

export function jobsPostedBetween(db: DB, organizationId: string, from: number, to: number): number[] {
  return stmt(db, 'SELECT posted_at FROM jobs WHERE organization_id = ? AND posted_at >= ? AND posted_at < ?')
    .pluck()
    .all(organizationId, from, to) as number[];
}

export function dataGeneration(db: DB, organizationId: string): number | undefined {
  return stmt(db, 'SELECT data_generation FROM organizations WHERE id = ?').pluck().get(organizationId) as
    | number
    | undefined;
}
