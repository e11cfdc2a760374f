import { type DB, stmt } from './db';

/** The narrow row lists and aggregates read; the whole document is in resume_documents. */
export interface ResumeRow {
  id: string;
  organization_id: string;
  name: string;
  occupation: string | null;
  email: string | null;
  location: string | null;
  created_at: number;
  updated_at: number;
}

export interface ResumeWithDocument extends ResumeRow {
  /** The stored document as JSON text. */
  document: string;
}

/** Inserts one resume and its document; call inside a transaction when inserting many. */
export function insertResume(db: DB, row: ResumeWithDocument): void {
  stmt(
    db,
    `INSERT INTO resumes (id, organization_id, name, occupation, email, location, created_at, updated_at)
     VALUES (@id, @organization_id, @name, @occupation, @email, @location, @created_at, @updated_at)`,
  ).run(row);
  stmt(db, 'INSERT INTO resume_documents (resume_id, organization_id, document) VALUES (?, ?, ?)').run(
    row.id,
    row.organization_id,
    row.document,
  );
}

export function getResume(db: DB, organizationId: string, id: string): ResumeWithDocument | undefined {
  return stmt(
    db,
    `SELECT r.*, d.document FROM resumes r JOIN resume_documents d ON d.resume_id = r.id
     WHERE r.organization_id = ? AND r.id = ?`,
  ).get(organizationId, id) as ResumeWithDocument | undefined;
}

export function listResumes(db: DB, organizationId: string, limit: number, beforeId?: string): ResumeRow[] {
  return stmt(db, 'SELECT * FROM resumes WHERE organization_id = ? AND id < ? ORDER BY id DESC LIMIT ?').all(
    organizationId,
    beforeId ?? '\uffff',
    limit,
  ) as ResumeRow[];
}

/** Deletes the resume; its document and everything derived from it go with it (ON DELETE CASCADE). */
export function deleteResume(db: DB, organizationId: string, id: string): boolean {
  return (
    stmt(db, 'DELETE FROM resumes WHERE organization_id = ? AND id = ?').run(organizationId, id).changes > 0
  );
}

export function countResumes(db: DB, organizationId: string): number {
  return (
    stmt(db, 'SELECT count(*) AS n FROM resumes WHERE organization_id = ?').get(organizationId) as {
      n: number;
    }
  ).n;
}
