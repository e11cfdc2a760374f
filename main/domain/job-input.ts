import { fieldErrorsFromZod, type JobCreate, jobCreateSchema } from '../contract';

/**
 * A job document checked against the contract, or its first problem in the form import reports
 * use ("/salaryRange/min: min must not exceed max"): files and CSV rows are reported one line each.
 */
export function checkJobInput(value: unknown): { job: JobCreate } | { reason: string } {
  const result = jobCreateSchema.safeParse(value);
  if (result.success) return { job: result.data };
  const first = fieldErrorsFromZod('body', result.error.issues)[0];
  return { reason: `${first.pointer || '(document)'}: ${first.detail}` };
}
