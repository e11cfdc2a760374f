/**
 * Schema 8: read paths for the cold reports at 100k resumes. The talent pool reads its columns
 * from a covering index instead of visiting every wide resume row; job skills carry their job's
 * status and posting time (kept in step whenever a job is written), so skill counts over jobs need
 * no join.
 */
export const migration008 = `
CREATE INDEX resumes_talent_pool ON resumes (
  organization_id, last_activity_at, role_family, location_label, seniority, years_experience, languages,
  education_level, career_progression
);
-- The covering index starts with the same columns: the narrower one only cost writes.
DROP INDEX resumes_by_activity;

ALTER TABLE job_skills ADD COLUMN open INTEGER NOT NULL DEFAULT 0;
ALTER TABLE job_skills ADD COLUMN posted_at INTEGER NOT NULL DEFAULT 0;
UPDATE job_skills SET
  open = (SELECT status = 'open' FROM jobs WHERE jobs.id = job_skills.job_id),
  posted_at = (SELECT posted_at FROM jobs WHERE jobs.id = job_skills.job_id);
CREATE INDEX job_skills_totals ON job_skills (organization_id, skill, open, required);
CREATE INDEX job_skills_by_posting ON job_skills (organization_id, posted_at, skill);
`;
