import type { PrepareResponse } from './prepare-protocol';

// Prepared documents travel from an import's workers to its writing thread as one buffer per batch
// (PrepareResponse.documents): packed by the worker, unpacked into views by the writer.

const encoder = new TextEncoder();

/** Moves the prepared documents' JSON into response.documents, leaving each documentJson empty. */
export function packDocuments(response: PrepareResponse): void {
  let size = 0;
  for (const p of response.prepared) size += Buffer.byteLength(p.documentJson);
  // Its own ArrayBuffer, exactly this long: the whole of it is moved to the writing thread.
  const bytes = new Uint8Array(size);
  const ends: number[] = [];
  let at = 0;
  for (const p of response.prepared) {
    at += encoder.encodeInto(p.documentJson, bytes.subarray(at)).written;
    ends.push(at);
    p.documentJson = '';
  }
  response.documents = { bytes, ends };
}

/** Gives each prepared resume of a packed response its document's bytes (views, not copies). */
export function unpackDocuments(response: PrepareResponse): void {
  if (!response.documents) return;
  const { bytes, ends } = response.documents;
  response.prepared.forEach((p, i) => {
    p.documentUtf8 = bytes.subarray(i === 0 ? 0 : ends[i - 1], ends[i]);
  });
}
