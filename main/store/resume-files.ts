import { type DB, stmt } from './db';

export interface ResumeFileRow {
  organization_id: string;
  sha256: string;
  resume_id: string;
  file_name: string;
  kind: string;
  size: number;
  content: Buffer;
  /** JSON object: field path → confidence 0..1. */
  confidence: string;
  /** JSON array of parse warnings. */
  warnings: string;
  created_at: number;
}

/** Stores the original file and its extracted text (call in the transaction that stores the resume). */
export function insertResumeFile(db: DB, row: ResumeFileRow, text: string): void {
  stmt(
    db,
    `INSERT INTO resume_files (organization_id, sha256, resume_id, file_name, kind, size, content, confidence, warnings, created_at)
     VALUES (@organization_id, @sha256, @resume_id, @file_name, @kind, @size, @content, @confidence, @warnings, @created_at)`,
  ).run(row);
  stmt(db, 'INSERT INTO resume_text (organization_id, resume_id, text) VALUES (?, ?, ?)').run(
    row.organization_id,
    row.resume_id,
    text,
  );
}

/** The resume a file (by content hash) already became, if any. */
export function resumeOfFile(db: DB, organizationId: string, sha256: string): string | undefined {
  return stmt(db, 'SELECT resume_id FROM resume_files WHERE organization_id = ? AND sha256 = ?')
    .pluck()
    .get(organizationId, sha256) as string | undefined;
}

/** What parsing said about a resume's source file (without the bytes). */
export function parseInfoOf(
  db: DB,
  organizationId: string,
  resumeId: string,
): Pick<ResumeFileRow, 'sha256' | 'file_name' | 'kind' | 'size' | 'confidence' | 'warnings'> | undefined {
  return stmt(
    db,
    'SELECT sha256, file_name, kind, size, confidence, warnings FROM resume_files WHERE organization_id = ? AND resume_id = ?',
  ).get(organizationId, resumeId) as
    | Pick<ResumeFileRow, 'sha256' | 'file_name' | 'kind' | 'size' | 'confidence' | 'warnings'>
    | undefined;
}

/** Resume ids whose extracted text matches an FTS5 query, best first. */
export function searchResumeText(db: DB, organizationId: string, query: string, limit: number): string[] {
  return stmt(
    db,
    'SELECT resume_id FROM resume_text WHERE resume_text MATCH ? AND organization_id = ? ORDER BY rank LIMIT ?',
  )
    .pluck()
    .all(query, organizationId, limit) as string[];
}
