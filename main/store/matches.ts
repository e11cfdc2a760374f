import { type DB, stmt } from './db';

/** Read-only projections behind the job and resume match lists; all scoped by organization. */

export interface MatchJobRow {
  id: string;
  title: string;
  company: string | null;
  seniority_level: string | null;
  location_label: string | null;
  country: string | null;
  is_remote: number;
  posted_at: number;
}

export interface MatchJobSkillRow {
  job_id: string;
  skill: string;
  required: number;
}

const JOB_COLUMNS = 'id, title, company, seniority_level, location_label, country, is_remote, posted_at';

/** One job (open or closed) and its skills by name; undefined when unknown in the organization. */
export function jobToMatch(
  db: DB,
  organizationId: string,
  id: string,
): { job: MatchJobRow; skills: MatchJobSkillRow[] } | undefined {
  const job = stmt(db, `SELECT ${JOB_COLUMNS} FROM jobs WHERE organization_id = ? AND id = ?`).get(
    organizationId,
    id,
  ) as MatchJobRow | undefined;
  if (!job) return undefined;
  const skills = stmt(
    db,
    'SELECT job_id, skill, required FROM job_skills WHERE organization_id = ? AND job_id = ? ORDER BY skill',
  ).all(organizationId, id) as MatchJobSkillRow[];
  return { job, skills };
}

/** Every open job and the skills of open jobs (by job, then name). */
export function openJobsToMatch(
  db: DB,
  organizationId: string,
): { jobs: MatchJobRow[]; skills: MatchJobSkillRow[] } {
  const jobs = stmt(
    db,
    `SELECT ${JOB_COLUMNS} FROM jobs WHERE organization_id = ? AND status = 'open' ORDER BY id`,
  ).all(organizationId) as MatchJobRow[];
  const skills = stmt(
    db,
    'SELECT job_id, skill, required FROM job_skills WHERE organization_id = ? AND open = 1 ORDER BY job_id, skill',
  ).all(organizationId) as MatchJobSkillRow[];
  return { jobs, skills };
}

export interface MatchResumeRow {
  id: string;
  name: string;
  occupation: string | null;
  seniority: string | null;
  location_label: string | null;
  country: string | null;
  years_experience: number | null;
  /** Canonical skills joined by '|'. */
  skills: string | null;
}

const RESUME_COLUMNS = 'id, name, occupation, seniority, location_label, country, years_experience, skills';

/** The resumes with these ids (at most a page of them), in no particular order. */
export function resumesToMatch(db: DB, organizationId: string, ids: readonly string[]): MatchResumeRow[] {
  if (ids.length === 0) return [];
  return stmt(
    db,
    `SELECT ${RESUME_COLUMNS} FROM resumes WHERE organization_id = ? AND id IN (SELECT value FROM json_each(?))`,
  ).all(organizationId, JSON.stringify(ids)) as MatchResumeRow[];
}
