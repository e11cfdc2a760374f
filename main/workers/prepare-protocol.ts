import type { NdjsonChunk } from '../domain/ndjson-lines';
import type { PreparedResume } from '../domain/prepare-resume';

/** Messages between the import's writing thread and its preparing workers. */
export interface PrepareRequest {
  batch: number;
  now: number;
  /** Per document: where it came from, its id, and its raw JSON text or already parsed value. */
  items: Array<{ where: string; id: string; text?: string; value?: unknown }>;
  /** NDJSON lines as undecoded bytes, split and parsed here; `ids[i]` is for the chunk's line i (blank or not). */
  lines?: { chunk: NdjsonChunk; ids: string[] };
}

export interface PrepareResponse {
  batch: number;
  prepared: PreparedResume[];
  /** Documents refused; `pointed` keeps each problem's JSON pointer so the reader can add line numbers. */
  problems: Array<{ where: string; reason: string; pointed?: Array<{ pointer: string; detail: string }> }>;
  /** What reading the accepted documents changed, as readable lines per document. */
  warnings: Array<{ where: string; warnings: string[] }>;
  /**
   * The prepared documents' JSON as UTF-8, one after another: prepared[i]'s ends at ends[i]. Their
   * documentJson is then empty. One buffer, moved to the writing thread, instead of a thousand
   * 3 KB strings it would copy out of the message, carry through its young-generation collections
   * and encode to UTF-8 again for SQLite.
   */
  documents?: { bytes: Uint8Array; ends: number[] };
}
