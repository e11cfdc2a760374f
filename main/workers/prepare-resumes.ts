import { fieldErrorsFromZod, jsonResumeSchema } from '../contract';
import { prepareResume } from '../domain/prepare-resume';
import type { PrepareRequest, PrepareResponse } from './prepare-protocol';

/**
 * Parses, validates, normalizes and derives the facts of a batch of resumes: the CPU-heavy half of
 * an import. Runs in a worker thread (prepare-worker.ts) while the main thread writes, and inline
 * where no worker is available.
 */
export function prepareBatch(request: PrepareRequest): PrepareResponse {
  const response: PrepareResponse = { batch: request.batch, prepared: [], problems: [] };
  for (const item of request.items) {
    let value = item.value;
    if (item.text !== undefined) {
      try {
        value = JSON.parse(item.text);
      } catch (error) {
        response.problems.push({ where: item.where, reason: `not valid JSON (${(error as Error).message})` });
        continue;
      }
    }
    const result = jsonResumeSchema.safeParse(value);
    if (!result.success) {
      const first = fieldErrorsFromZod('body', result.error.issues)[0];
      response.problems.push({
        where: item.where,
        reason: `${first.pointer || '(document)'}: ${first.detail}`,
      });
      continue;
    }
    response.prepared.push(prepareResume(result.data, item.id, request.now).prepared);
  }
  return response;
}
