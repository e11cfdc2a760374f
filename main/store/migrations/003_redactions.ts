/** Schema 3: stored redactions, immutable, gone with their resume. */
export const migration003 = `
CREATE TABLE redactions (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  resume_id TEXT NOT NULL REFERENCES resumes(id) ON DELETE CASCADE,
  profile TEXT NOT NULL CHECK (profile IN ('standard', 'blind')),
  options TEXT NOT NULL,
  total INTEGER NOT NULL,
  result TEXT NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX redactions_by_resume ON redactions (organization_id, resume_id, id);
`;
