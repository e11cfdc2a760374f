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

/** The same projection for some resumes (those still in the organization among ids), in id order. */
export function resumesForCoverageById(
  db: DB,
  organizationId: string,
  ids: readonly string[],
): Array<[string, string | null, string | null, string | null, string | null]> {
  return stmt(
    db,
    `SELECT id, seniority, location_label, country, skills FROM resumes
     WHERE organization_id = ? AND id IN (SELECT value FROM json_each(?)) ORDER BY id`,
  )
    .raw(true)
    .all(organizationId, JSON.stringify(ids)) as Array<
    [string, string | null, string | null, string | null, string | null]
  >;
}

/**
 * The ids of the resumes written after resume generation `since` (schema 18's log), or undefined
 * when the log no longer reaches back to it (pruned, or older than the log) and the caller must
 * read every resume again. The log is contiguous from its oldest generation on, so it covers
 * `since` when that oldest is at most since + 1.
 */
export function resumesChangedSince(db: DB, organizationId: string, since: number): string[] | undefined {
  const oldest = stmt(db, 'SELECT min(generation) FROM resume_changes WHERE organization_id = ?')
    .pluck()
    .get(organizationId) as number | null;
  if (oldest === null || oldest > since + 1) return undefined;
  return stmt(
    db,
    'SELECT DISTINCT resume_id FROM resume_changes WHERE organization_id = ? AND generation > ?',
  )
    .pluck()
    .all(organizationId, since) as string[];
}

/** Bumped by every write to the organization's resumes (schema 9), and by nothing else. */
export function resumeGeneration(db: DB, organizationId: string): number | undefined {
  return stmt(db, 'SELECT resume_generation FROM organizations WHERE id = ?').pluck().get(organizationId) as
    | number
    | undefined;
}
