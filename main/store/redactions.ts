import { type DB, stmt } from './db';

/** A stored redaction. There is no update: a redaction is immutable. */
export interface RedactionRow {
  id: string;
  organization_id: string;
  resume_id: string;
  profile: 'standard' | 'blind';
  /** JSON of the request's redact/keep options. */
  options: string;
  total: number;
  /** JSON of the spec's Redaction result. */
  result: string;
  created_at: number;
}

export function insertRedaction(db: DB, row: RedactionRow): void {
  stmt(
    db,
    `INSERT INTO redactions (id, organization_id, resume_id, profile, options, total, result, created_at)
     VALUES (@id, @organization_id, @resume_id, @profile, @options, @total, @result, @created_at)`,
  ).run(row);
}

export function getRedaction(
  db: DB,
  organizationId: string,
  resumeId: string,
  id: string,
): RedactionRow | undefined {
  return stmt(db, 'SELECT * FROM redactions WHERE organization_id = ? AND resume_id = ? AND id = ?').get(
    organizationId,
    resumeId,
    id,
  ) as RedactionRow | undefined;
}

/** Newest first, without the result documents. */
export function listRedactions(
  db: DB,
  organizationId: string,
  resumeId: string,
  limit: number,
  beforeId?: string,
): Omit<RedactionRow, 'result' | 'options'>[] {
  return stmt(
    db,
    `SELECT id, organization_id, resume_id, profile, total, created_at FROM redactions
     WHERE organization_id = ? AND resume_id = ? AND id < ? ORDER BY id DESC LIMIT ?`,
  ).all(organizationId, resumeId, beforeId ?? '\uffff', limit) as Omit<RedactionRow, 'result' | 'options'>[];
}
