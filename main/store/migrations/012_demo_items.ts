/**
 * Schema 12: which resumes and jobs are demo data (the demo generator's, from `talent demo` or the
 * first-run offer), so they can be removed or replaced without touching the user's own data. A
 * row goes away with its resume or job, however that is deleted.
 */
export const migration012 = `
CREATE TABLE demo_items (
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('resume', 'job')),
  item_id TEXT NOT NULL,
  PRIMARY KEY (organization_id, kind, item_id)
) STRICT, WITHOUT ROWID;
CREATE TRIGGER demo_items_resume_deleted AFTER DELETE ON resumes BEGIN
  DELETE FROM demo_items WHERE organization_id = old.organization_id AND kind = 'resume' AND item_id = old.id;
END;
CREATE TRIGGER demo_items_job_deleted AFTER DELETE ON jobs BEGIN
  DELETE FROM demo_items WHERE organization_id = old.organization_id AND kind = 'job' AND item_id = old.id;
END;
`;
