/**
 * Schema 17: the skills a resume lists that the taxonomy does not know (issue #14), kept as the
 * resume's own raw skills. resumes.raw_skills holds them as written, a JSON array of strings (one
 * spelling per lowercase form); resume_raw_skills has one narrow row per resume and raw skill, keyed
 * by the lowercase form, so the resume list's skill filter and search find them with an index lookup
 * (the list's covering index, schema 13, stays usable) and the skills report counts the most frequent
 * ones per organization without reading documents. Triggers keep the rows in step with every insert,
 * update and delete of resumes, whichever code path writes them. Existing resumes get their raw
 * skills when FACTS_VERSION re-derives them.
 */
export const migration017 = `
ALTER TABLE resumes ADD COLUMN raw_skills TEXT;

CREATE TABLE resume_raw_skills (
  organization_id TEXT NOT NULL,
  skill TEXT NOT NULL,
  name TEXT NOT NULL,
  resume_id TEXT NOT NULL,
  PRIMARY KEY (organization_id, skill, resume_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX resume_raw_skills_by_resume ON resume_raw_skills (resume_id);

CREATE TRIGGER resumes_raw_skills_added AFTER INSERT ON resumes WHEN NEW.raw_skills IS NOT NULL
BEGIN
  INSERT OR IGNORE INTO resume_raw_skills (organization_id, skill, name, resume_id)
    SELECT NEW.organization_id, lower(value), value, NEW.id FROM json_each(NEW.raw_skills);
END;

CREATE TRIGGER resumes_raw_skills_removed AFTER DELETE ON resumes WHEN OLD.raw_skills IS NOT NULL
BEGIN
  DELETE FROM resume_raw_skills WHERE resume_id = OLD.id;
END;

CREATE TRIGGER resumes_raw_skills_changed AFTER UPDATE OF raw_skills ON resumes
  WHEN OLD.raw_skills IS NOT NEW.raw_skills
BEGIN
  DELETE FROM resume_raw_skills WHERE resume_id = OLD.id;
  INSERT OR IGNORE INTO resume_raw_skills (organization_id, skill, name, resume_id)
    SELECT NEW.organization_id, lower(value), value, NEW.id FROM json_each(NEW.raw_skills)
    WHERE NEW.raw_skills IS NOT NULL;
END;
`;
