import { checkJsonResume, describePointed } from '../domain/json-resume';
import { ndjsonLines } from '../domain/ndjson-lines';
import { prepareResume } from '../domain/prepare-resume';
import { DocumentPacker } from './packed-documents';
import type { PrepareRequest, PrepareResponse } from './prepare-protocol';

/**
 * Parses, validates, normalizes and derives the facts of a batch of resumes: the CPU-heavy half of
 * an import. Runs in a worker thread (prepare-worker.ts) while the main thread writes, and inline
 * where no worker is available.
 */
export function prepareBatch(request: PrepareRequest): PrepareResponse {
  const response: PrepareResponse = { batch: request.batch, prepared: [], problems: [], warnings: [] };
  const packer = new DocumentPacker();
  for (const item of request.items) prepareItem(item, request.now, response, packer);
  if (request.lines) {
    const { chunk, ids } = request.lines;
    // Line by line as they are decoded: each line's text is garbage once it is prepared.
    for (const { where, text, offset } of ndjsonLines(chunk))
      prepareItem({ where, text, id: ids[offset] }, request.now, response, packer);
  }
  response.documents = packer.packed();
  return response;
}

/** One document of a batch: prepared, or refused with every problem it has. */
function prepareItem(
  item: PrepareRequest['items'][number],
  now: number,
  response: PrepareResponse,
  packer: DocumentPacker,
): void {
  let value = item.value;
  if (item.text !== undefined) {
    try {
      value = JSON.parse(item.text);
    } catch (error) {
      response.problems.push({ where: item.where, reason: `not valid JSON (${(error as Error).message})` });
      return;
    }
  }
  // Parsed here or structured-cloned into this thread: ours to read in place.
  const checked = checkJsonResume(value, { owned: true });
  if ('problems' in checked) {
    // Every problem of the document, not the first, so the file is fixed in one round.
    response.problems.push({
      where: item.where,
      reason: describePointed(checked.problems).join('; '),
      pointed: checked.problems,
    });
    return;
  }
  // The document's JSON goes into the batch's buffer as it is made (prepared.documentJson is empty).
  const { prepared, warnings } = prepareResume(checked.resume, item.id, now, packer.add);
  response.prepared.push(prepared);
  if (warnings.length) response.warnings.push({ where: item.where, warnings: describePointed(warnings) });
}
