/**
 * Schema 15: a candidate may name the resume it was made from and the job it was shortlisted for
 * (issue #12: a job's shortlist turned into candidate profiles). Both optional, as the spec's
 * Candidate has no such field; deleting the resume or job keeps the candidate and drops the link.
 * (Numbered 15: 14 is the verification queue's.)
 */
export const migration015 = `
ALTER TABLE candidates ADD COLUMN resume_id TEXT REFERENCES resumes(id) ON DELETE SET NULL;
ALTER TABLE candidates ADD COLUMN job_id TEXT REFERENCES jobs(id) ON DELETE SET NULL;
-- Deleting resumes or jobs (demo data: 100,000 of them) looks their candidates up by these.
CREATE INDEX candidates_by_resume ON candidates (resume_id);
CREATE INDEX candidates_by_job ON candidates (job_id);
`;
