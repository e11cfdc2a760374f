import { type DB, stmt } from '../db';

/** Read-only projections behind the coverage report; all scoped by organization. */

export interface CoverageJobRow {
  id: string;
  title: string;
  company: string | null;
  seniority_level: string | null;
  location_label: string | null;
  country: string | null;
  is_remote: number;
  posted_at: number;
}

export function openJobsForCoverage(db: DB, organizationId: string): CoverageJobRow[] {
  return stmt(
    db,
    `SELECT id, title, company, seniority_level, location_label, country, is_remote, posted_at
     FROM jobs WHERE organization_id = ? AND status = 'open'`,
  ).all(organizationId) as CoverageJobRow[];
}

export function openJobSkills(
  db: DB,
  organizationId: string,
): Array<{ job_id: string; skill: string; required: number }> {
  return stmt(
    db,
    'SELECT job_id, skill, required FROM job_skills WHERE organization_id = ? AND open = 1',
  ).all(organizationId) as Array<{ job_id: string; skill: string; required: number }>;
}

/**
 * [id, seniority, location_label, country, skills] per resume, as arrays (cheapest to read in
 * bulk), in id order (ids are ASCII, so SQLite's order is JavaScript's; the index gives it free).
 */
export function resumesForCoverage(
  db: DB,
  organizationId: string,
): Array<[string, string | null, string | null, string | null, string | null]> {
  return stmt(
    db,
    'SELECT id, seniority, location_label, country, skills FROM resumes WHERE organization_id = ? ORDER BY id',
  )
    .raw(true)
    .all(organizationId) as Array<[string, string | null, string | null, string | null, string | null]>;
}

/** Bumped by every write to the organization's resumes (schema 9), and by nothing else. */
export function resumeGeneration(db: DB, organizationId: string): number | undefined {
  return stmt(db, 'SELECT resume_generation FROM organizations WHERE id = ?').pluck().get(organizationId) as
    | number
    | undefined;
}
