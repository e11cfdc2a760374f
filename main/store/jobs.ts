import { type DB, stmt } from './db';

export interface JobRow {
  id: string;
  organization_id: string;
  title: string;
  company: string | null;
  status: 'open' | 'closed';
  employment_type: string;
  seniority: string | null;
  remote: string | null;
  city: string | null;
  region: string | null;
  country_code: string | null;
  posted_at: number;
  closed_at: number | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: string | null;
  created_at: number;
  updated_at: number;
  // Derived at write time for analytics (see domain/job-facts.ts).
  role_family: string | null;
  /** The job's seniority, else the one its title implies. */
  seniority_level: string | null;
  location_label: string | null;
  country: string | null;
  is_remote: number;
  facts_version: number;
}

export interface JobWithDocument extends JobRow {
  document: string;
}

const COLUMNS = [
  'id',
  'organization_id',
  'title',
  'company',
  'status',
  'employment_type',
  'seniority',
  'remote',
  'city',
  'region',
  'country_code',
  'posted_at',
  'closed_at',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_period',
  'created_at',
  'updated_at',
  'role_family',
  'seniority_level',
  'location_label',
  'country',
  'is_remote',
  'facts_version',
] as const;

export function insertJob(db: DB, row: JobWithDocument): void {
  stmt(db, `INSERT INTO jobs (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')})`).run(
    Object.fromEntries(COLUMNS.map((c) => [c, row[c]])),
  );
  stmt(db, 'INSERT INTO job_documents (job_id, organization_id, document) VALUES (?, ?, ?)').run(
    row.id,
    row.organization_id,
    row.document,
  );
}

/** Rewrites a job's row and document (the caller merged the patch). */
export function replaceJob(db: DB, row: JobWithDocument): void {
  const assignments = COLUMNS.filter((c) => c !== 'id' && c !== 'organization_id' && c !== 'created_at')
    .map((c) => `${c} = @${c}`)
    .join(', ');
  stmt(db, `UPDATE jobs SET ${assignments} WHERE organization_id = @organization_id AND id = @id`).run(
    Object.fromEntries(COLUMNS.map((c) => [c, row[c]])),
  );
  stmt(db, 'UPDATE job_documents SET document = ? WHERE organization_id = ? AND job_id = ?').run(
    row.document,
    row.organization_id,
    row.id,
  );
}

export function getJob(db: DB, organizationId: string, id: string): JobWithDocument | undefined {
  return stmt(
    db,
    `SELECT j.*, d.document FROM jobs j JOIN job_documents d ON d.job_id = j.id
     WHERE j.organization_id = ? AND j.id = ?`,
  ).get(organizationId, id) as JobWithDocument | undefined;
}

/** Newest first, with the document (a job page is the job records themselves). */
export function listJobs(
  db: DB,
  organizationId: string,
  status: 'open' | 'closed' | 'all',
  limit: number,
  beforeId?: string,
): JobWithDocument[] {
  const before = beforeId ?? '\uffff';
  if (status === 'all') {
    return stmt(
      db,
      `SELECT j.*, d.document FROM jobs j JOIN job_documents d ON d.job_id = j.id
       WHERE j.organization_id = ? AND j.id < ? ORDER BY j.id DESC LIMIT ?`,
    ).all(organizationId, before, limit) as JobWithDocument[];
  }
  return stmt(
    db,
    `SELECT j.*, d.document FROM jobs j JOIN job_documents d ON d.job_id = j.id
     WHERE j.organization_id = ? AND j.status = ? AND j.id < ? ORDER BY j.id DESC LIMIT ?`,
  ).all(organizationId, status, before, limit) as JobWithDocument[];
}

export function deleteJob(db: DB, organizationId: string, id: string): boolean {
  return (
    stmt(db, 'DELETE FROM jobs WHERE organization_id = ? AND id = ?').run(organizationId, id).changes > 0
  );
}

/** Replaces a job's skills (required 1, nice-to-have 0), with its status and posting time copied for counting. */
export function replaceJobSkills(
  db: DB,
  job: Pick<JobRow, 'id' | 'organization_id' | 'status' | 'posted_at'>,
  skills: { required: string[]; niceToHave: string[] },
): void {
  stmt(db, 'DELETE FROM job_skills WHERE organization_id = ? AND job_id = ?').run(
    job.organization_id,
    job.id,
  );
  const insert = stmt(
    db,
    'INSERT OR IGNORE INTO job_skills (job_id, organization_id, skill, required, open, posted_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const open = job.status === 'open' ? 1 : 0;
  for (const skill of skills.required) insert.run(job.id, job.organization_id, skill, 1, open, job.posted_at);
  for (const skill of skills.niceToHave)
    insert.run(job.id, job.organization_id, skill, 0, open, job.posted_at);
}

/** Jobs whose facts were derived by older rules. */
export function staleJobs(db: DB, factsVersion: number, limit: number): JobWithDocument[] {
  return stmt(
    db,
    `SELECT j.*, d.document FROM jobs j JOIN job_documents d ON d.job_id = j.id WHERE j.facts_version < ? LIMIT ?`,
  ).all(factsVersion, limit) as JobWithDocument[];
}
