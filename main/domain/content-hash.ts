import { createHash } from 'node:crypto';
import type { ResumeDocument } from '../contract';

/**
 * The identity of a resume's content, for telling a document imported before from a new one: the
 * SHA-256 of the normalized document written with its keys sorted and without the `__id` of its
 * entries (those are derived from the resume's own id, so two imports of one file differ there and
 * nowhere else). Normalizing first makes "2020-1" and "2020-01", or a null and a missing value, the
 * same content; sorting makes key order in the source irrelevant. Array order is content: the
 * order of work entries or highlights is the author's.
 */
export function resumeContentHash(document: ResumeDocument): string {
  return createHash('sha256').update(sortedJson(document)).digest('base64url');
}

function sortedJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  const record = value as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of Object.keys(record).sort()) {
    if (key === '__id' || record[key] === undefined) continue;
    parts.push(`${JSON.stringify(key)}:${sortedJson(record[key])}`);
  }
  return `{${parts.join(',')}}`;
}
