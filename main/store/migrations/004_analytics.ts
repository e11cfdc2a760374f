/**
 * Schema 4: what analytics read, derived at write time. Narrow columns on resumes and jobs; a
 * resume's skills packed in one column ('|'-joined: the coverage engine loads 100k short strings
 * instead of a million rows, and a skill-row table cost a third of import time); job skills as
 * child rows (jobs are few and change); per-organization resume-skill rollups (totals and per
 * activity month) kept in step at write time; and a data generation per organization that report caches compare against (bumped by triggers, so
 * every writer, in any process, invalidates them). facts_version says which derivation rules
 * produced a row; rows below the current version are derived again when the index is opened.
 */
export const migration004 = `
ALTER TABLE resumes ADD COLUMN role_family TEXT;
ALTER TABLE resumes ADD COLUMN seniority TEXT;
ALTER TABLE resumes ADD COLUMN years_experience REAL;
ALTER TABLE resumes ADD COLUMN education_level TEXT;
ALTER TABLE resumes ADD COLUMN career_progression TEXT;
ALTER TABLE resumes ADD COLUMN last_activity_at INTEGER;
ALTER TABLE resumes ADD COLUMN activity_month INTEGER;
ALTER TABLE resumes ADD COLUMN location_label TEXT;
ALTER TABLE resumes ADD COLUMN country TEXT;
ALTER TABLE resumes ADD COLUMN languages TEXT;
ALTER TABLE resumes ADD COLUMN skills TEXT;
ALTER TABLE resumes ADD COLUMN facts_version INTEGER NOT NULL DEFAULT 0;
CREATE INDEX resumes_by_activity ON resumes (organization_id, last_activity_at);
CREATE INDEX resumes_by_facts_version ON resumes (facts_version);

CREATE TABLE resume_skill_totals (
  organization_id TEXT NOT NULL,
  skill TEXT NOT NULL,
  resumes INTEGER NOT NULL,
  PRIMARY KEY (organization_id, skill)
) STRICT, WITHOUT ROWID;

CREATE TABLE resume_skill_months (
  organization_id TEXT NOT NULL,
  skill TEXT NOT NULL,
  month INTEGER NOT NULL,
  resumes INTEGER NOT NULL,
  PRIMARY KEY (organization_id, month, skill)
) STRICT, WITHOUT ROWID;

CREATE TABLE resume_months (
  organization_id TEXT NOT NULL,
  month INTEGER NOT NULL,
  resumes INTEGER NOT NULL,
  PRIMARY KEY (organization_id, month)
) STRICT, WITHOUT ROWID;

ALTER TABLE jobs ADD COLUMN role_family TEXT;
ALTER TABLE jobs ADD COLUMN seniority_level TEXT;
ALTER TABLE jobs ADD COLUMN location_label TEXT;
ALTER TABLE jobs ADD COLUMN country TEXT;
ALTER TABLE jobs ADD COLUMN is_remote INTEGER NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN facts_version INTEGER NOT NULL DEFAULT 0;
CREATE INDEX jobs_by_posted ON jobs (organization_id, posted_at);

CREATE TABLE job_skills (
  job_id TEXT NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  organization_id TEXT NOT NULL,
  skill TEXT NOT NULL,
  required INTEGER NOT NULL CHECK (required IN (0, 1)),
  PRIMARY KEY (job_id, skill)
) STRICT, WITHOUT ROWID;
CREATE INDEX job_skills_by_skill ON job_skills (organization_id, skill);

ALTER TABLE organizations ADD COLUMN data_generation INTEGER NOT NULL DEFAULT 0;
CREATE TRIGGER resumes_changed_insert AFTER INSERT ON resumes BEGIN
  UPDATE organizations SET data_generation = data_generation + 1 WHERE id = NEW.organization_id;
END;
CREATE TRIGGER resumes_changed_update AFTER UPDATE ON resumes BEGIN
  UPDATE organizations SET data_generation = data_generation + 1 WHERE id = NEW.organization_id;
END;
CREATE TRIGGER resumes_changed_delete AFTER DELETE ON resumes BEGIN
  UPDATE organizations SET data_generation = data_generation + 1 WHERE id = OLD.organization_id;
END;
CREATE TRIGGER jobs_changed_insert AFTER INSERT ON jobs BEGIN
  UPDATE organizations SET data_generation = data_generation + 1 WHERE id = NEW.organization_id;
END;
CREATE TRIGGER jobs_changed_update AFTER UPDATE ON jobs BEGIN
  UPDATE organizations SET data_generation = data_generation + 1 WHERE id = NEW.organization_id;
END;
CREATE TRIGGER jobs_changed_delete AFTER DELETE ON jobs BEGIN
  UPDATE organizations SET data_generation = data_generation + 1 WHERE id = OLD.organization_id;
END;
`;
