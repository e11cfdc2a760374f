import { type DB, stmt } from '../db';

/** A computed report answer as the index keeps it (schema 19). */
export interface StoredAnswer {
  generation: number;
  computedAt: number;
  /** The answer's JSON text. */
  value: string;
}

/** The kept answer for an organization's report key, of any generation (the caller compares). */
export function readReportAnswer(db: DB, organizationId: string, key: string): StoredAnswer | undefined {
  return stmt(
    db,
    'SELECT generation, computed_at AS computedAt, value FROM report_answers WHERE organization_id = ? AND key = ?',
  ).get(organizationId, key) as StoredAnswer | undefined;
}

/**
 * Keeps an answer, replacing the key's previous one unless that is of a newer generation, and drops
 * the organization's answers of older generations (they can never be served again).
 */
export function writeReportAnswer(db: DB, organizationId: string, key: string, answer: StoredAnswer): void {
  db.transaction(() => {
    stmt(
      db,
      `INSERT INTO report_answers (organization_id, key, generation, computed_at, value) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (organization_id, key) DO UPDATE SET
         generation = excluded.generation, computed_at = excluded.computed_at, value = excluded.value
       WHERE excluded.generation >= report_answers.generation`,
    ).run(organizationId, key, answer.generation, answer.computedAt, answer.value);
    stmt(db, 'DELETE FROM report_answers WHERE organization_id = ? AND generation < ?').run(
      organizationId,
      answer.generation,
    );
  })();
}
