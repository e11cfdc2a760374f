import type { PrepareResponse } from './prepare-protocol';

// Prepared documents travel from an import's workers to its writing thread as one buffer per batch
// (PrepareResponse.documents): packed by the worker, unpacked into views by the writer.

const encoder = new TextEncoder();

/**
 * A batch's documents, encoded into one buffer as each is prepared (prepareDocument's `pack`)
 * rather than all at the end: a document's JSON text is garbage at once instead of surviving the
 * worker's young-generation collections with the batch's other 999, and its content hash is taken
 * from these bytes (content-hash.ts) instead of encoding the text again.
 */
export class DocumentPacker {
  private bytes = new Uint8Array(1 << 22);
  private end = 0;
  private readonly ends: number[] = [];

  /** Appends a document's UTF-8 bytes; returns a view of them, valid until the next add. */
  readonly add = (documentJson: string): Uint8Array => {
    // UTF-8 takes at most three bytes per UTF-16 code unit.
    const most = documentJson.length * 3;
    if (this.end + most > this.bytes.length) {
      const bigger = new Uint8Array(Math.max(this.bytes.length * 2, this.end + most));
      bigger.set(this.bytes.subarray(0, this.end));
      this.bytes = bigger;
    }
    const start = this.end;
    this.end += encoder.encodeInto(documentJson, this.bytes.subarray(start)).written;
    this.ends.push(this.end);
    return this.bytes.subarray(start, this.end);
  };

  /**
   * The packed documents, in the order added: the i-th ends at ends[i]. Their buffer may be longer
   * than the bytes; the whole of it is moved to the writing thread.
   */
  packed(): NonNullable<PrepareResponse['documents']> {
    return { bytes: this.bytes.subarray(0, this.end), ends: this.ends };
  }
}

/** Packs the JSON of resumes prepared without a packer into response.documents, leaving each documentJson empty. */
export function packDocuments(response: PrepareResponse): void {
  const packer = new DocumentPacker();
  for (const p of response.prepared) {
    packer.add(p.documentJson);
    p.documentJson = '';
  }
  response.documents = packer.packed();
}

/** Gives each prepared resume of a packed response its document's bytes (views, not copies). */
export function unpackDocuments(response: PrepareResponse): void {
  if (!response.documents) return;
  const { bytes, ends } = response.documents;
  response.prepared.forEach((p, i) => {
    p.documentUtf8 = bytes.subarray(i === 0 ? 0 : ends[i - 1], ends[i]);
  });
}
