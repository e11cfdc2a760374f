import { type DB, stmt } from './db';

export interface CandidateRow {
  id: string;
  organization_id: string;
  member_id: string;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  /** JSON array of {__id, network, username, url}. */
  profiles: string;
  /** The resume the candidate was made from, if any (schema 15). */
  resume_id: string | null;
  /** The job the candidate was shortlisted for, if any (schema 15). */
  job_id: string | null;
  created_at: number;
  updated_at: number;
}

export function insertCandidate(db: DB, row: CandidateRow): void {
  stmt(
    db,
    `INSERT INTO candidates (id, organization_id, member_id, name, first_name, last_name, email, phone, profiles,
       resume_id, job_id, created_at, updated_at)
     VALUES (@id, @organization_id, @member_id, @name, @first_name, @last_name, @email, @phone, @profiles,
       @resume_id, @job_id, @created_at, @updated_at)`,
  ).run(row);
}

export function candidateEmailTaken(db: DB, organizationId: string, email: string): boolean {
  return !!stmt(db, 'SELECT 1 FROM candidates WHERE organization_id = ? AND email = ?').get(
    organizationId,
    email,
  );
}

export function getCandidate(db: DB, organizationId: string, id: string): CandidateRow | undefined {
  return stmt(db, 'SELECT * FROM candidates WHERE organization_id = ? AND id = ?').get(organizationId, id) as
    | CandidateRow
    | undefined;
}

export function listCandidates(
  db: DB,
  organizationId: string,
  limit: number,
  beforeId?: string,
): CandidateRow[] {
  return stmt(
    db,
    'SELECT * FROM candidates WHERE organization_id = ? AND id < ? ORDER BY id DESC LIMIT ?',
  ).all(organizationId, beforeId ?? '\uffff', limit) as CandidateRow[];
}
