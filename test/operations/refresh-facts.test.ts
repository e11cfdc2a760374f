import { describe, expect, it } from 'vitest';
import { openIndex } from '../../main/app';
import { jobCreateSchema, jsonResumeSchema } from '../../main/contract';
import { generateJobs, generateResumes } from '../../main/demo/generate';
import { invoke } from '../../main/operations';
import { indexJobs } from '../../main/operations/jobs';
import { indexResumes } from '../../main/operations/resumes';
import { addOrganization, tempDir } from '../helpers';

describe('facts derived by older rules are derived again when the index opens', () => {
  it('restores columns, job skills and rollups exactly', async () => {
    const dir = tempDir();
    const db = openIndex(dir);
    const org = await addOrganization(db);
    const options = { seed: 'refresh', now: new Date('2026-11-01T00:00:00Z') };
    indexResumes(
      org.ctx,
      [...generateResumes(60, options)].map((r) => jsonResumeSchema.parse(r)),
    );
    indexJobs(
      org.ctx,
      [...generateJobs(15, options)].map((j) => jobCreateSchema.parse(j)),
    );
    const snapshot = () => ({
      resumes: db.prepare('SELECT * FROM resumes ORDER BY id').all(),
      jobs: db.prepare('SELECT * FROM jobs ORDER BY id').all(),
      jobSkills: db.prepare('SELECT * FROM job_skills ORDER BY job_id, skill').all(),
      totals: db.prepare('SELECT * FROM resume_skill_totals ORDER BY skill').all(),
      months: db.prepare('SELECT * FROM resume_skill_months ORDER BY month, skill').all(),
    });
    const before = snapshot();
    const report = await invoke(org.ctx, 'skillsReport', { query: {} });

    // As if written by an older version: stale marks and other derived values (the rollups agree
    // with the old packed skills, as they would have).
    db.exec(`UPDATE resumes SET facts_version = 0, role_family = 'Wrong', seniority = NULL, years_experience = -1;
             UPDATE jobs SET facts_version = 0, role_family = 'Wrong';
             DELETE FROM job_skills;`);
    db.close();

    const reopened = openIndex(dir);
    const after = (() => {
      const s = {
        resumes: reopened.prepare('SELECT * FROM resumes ORDER BY id').all(),
        jobs: reopened.prepare('SELECT * FROM jobs ORDER BY id').all(),
        jobSkills: reopened.prepare('SELECT * FROM job_skills ORDER BY job_id, skill').all(),
        totals: reopened.prepare('SELECT * FROM resume_skill_totals ORDER BY skill').all(),
        months: reopened.prepare('SELECT * FROM resume_skill_months ORDER BY month, skill').all(),
      };
      return s;
    })();
    reopened.close();
    // Every resume was taken out of the rollups and put back: they end where they began.
    const strip = (rows: unknown[]) => rows.map((r) => ({ ...(r as object), updated_at: 0 }));
    expect(strip(after.resumes)).toEqual(strip(before.resumes as unknown[]));
    expect(after.jobSkills).toEqual(before.jobSkills);
    expect(after.months).toEqual(before.months);
    expect(after.totals).toEqual(before.totals);
    expect(strip(after.jobs)).toEqual(strip(before.jobs as unknown[]));
    expect(report.topSkills.length).toBeGreaterThan(0);
  });
});
