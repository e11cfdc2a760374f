import { jobCreateSchema, jsonResumeSchema } from '../../main/contract';
import { generateJobs, generateResumes } from '../../main/demo/generate';
import type { OperationContext } from '../../main/operations';
import { indexJobs } from '../../main/operations/jobs';
import { indexResumes } from '../../main/operations/resumes';

/** Seeded demo resumes and jobs written into an organization's index, as the reports' tests need. */
export function indexDemoData(
  ctx: OperationContext,
  seed: string,
  now: number,
  resumes = 40,
  jobs = 5,
): void {
  const options = { seed, now: new Date(now) };
  indexResumes(
    ctx,
    [...generateResumes(resumes, options)].map((r) => jsonResumeSchema.parse(r)),
  );
  indexJobs(
    ctx,
    [...generateJobs(jobs, options)].map((j) => jobCreateSchema.parse(j)),
  );
}
