/**
 * Schema 7: resume intake from files. The original file is kept in the index, addressed by its
 * SHA-256 within the organization (the same file imported again is recognized, not duplicated),
 * with what parsing said about it (kind, field confidences, warnings); the extracted text is
 * searchable through an FTS5 table.
 */
export const migration007 = `
CREATE TABLE resume_files (
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  sha256 TEXT NOT NULL,
  resume_id TEXT NOT NULL REFERENCES resumes(id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  kind TEXT NOT NULL,
  size INTEGER NOT NULL,
  content BLOB NOT NULL,
  confidence TEXT NOT NULL,
  warnings TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (organization_id, sha256)
) STRICT;
CREATE UNIQUE INDEX resume_files_by_resume ON resume_files (resume_id);

CREATE VIRTUAL TABLE resume_text USING fts5 (organization_id UNINDEXED, resume_id UNINDEXED, text);
CREATE TRIGGER resume_files_text_delete AFTER DELETE ON resume_files BEGIN
  DELETE FROM resume_text WHERE resume_id = OLD.resume_id;
END;
`;
