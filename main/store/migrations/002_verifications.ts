/** Schema 2: verifications of resume entries; they go with their resume. */
export const migration002 = `
CREATE TABLE verifications (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  resume_id TEXT NOT NULL REFERENCES resumes(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('work', 'education', 'social')),
  entry_id TEXT NOT NULL,
  verified INTEGER NOT NULL CHECK (verified IN (0, 1)),
  status TEXT NOT NULL CHECK (status IN ('pending', 'complete', 'failed')),
  method TEXT NOT NULL,
  verified_fields TEXT,
  notes TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  completed_at INTEGER
) STRICT;
CREATE INDEX verifications_by_resume ON verifications (organization_id, resume_id, id);
`;
