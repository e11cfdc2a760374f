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
export function parseInfoOf(db: DB, organizationId: string, resumeId: string): ParseInfo | undefined {
  return stmt(
    db,
    'SELECT sha256, file_name, kind, size, confidence, warnings, created_at FROM resume_files WHERE organization_id = ? AND resume_id = ?',
  ).get(organizationId, resumeId) as ParseInfo | undefined;
}

export type ParseInfo = Pick<
  ResumeFileRow,
  'sha256' | 'file_name' | 'kind' | 'size' | 'confidence' | 'warnings' | 'created_at'
>;

/** The original bytes of a resume's source file. */
export function resumeFileContent(
  db: DB,
  organizationId: string,
  resumeId: string,
): Pick<ResumeFileRow, 'file_name' | 'kind' | 'content'> | undefined {
  return stmt(
    db,
    'SELECT file_name, kind, content FROM resume_files WHERE organization_id = ? AND resume_id = ?',
  ).get(organizationId, resumeId) as Pick<ResumeFileRow, 'file_name' | 'kind' | 'content'> | undefined;
}

/** The text extracted from a resume's source file ('' when none was kept). */
export function resumeTextOf(db: DB, organizationId: string, resumeId: string): string {
  return (
    (stmt(db, 'SELECT text FROM resume_text WHERE organization_id = ? AND resume_id = ?')
      .pluck()
      .get(organizationId, resumeId) as string | undefined) ?? ''
  );
}

/** Rewrites what the parse report says after a recruiter reviewed the resume. */
export function updateParseReport(
  db: DB,
  organizationId: string,
  resumeId: string,
  confidence: Record<string, number>,
  warnings: string[],
): void {
  stmt(
    db,
    'UPDATE resume_files SET confidence = ?, warnings = ? WHERE organization_id = ? AND resume_id = ?',
  ).run(JSON.stringify(confidence), JSON.stringify(warnings), organizationId, resumeId);
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
