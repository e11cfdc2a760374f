import { type DB, stmt } from './db';

/**
 * Whether opening the index has rows to derive again: resumes or jobs derived by rules older than
 * `factsVersion`, or resumes stored before content hashes (schema 10). One read, so an open that
 * finds nothing to do needs none of the code that derives (the taxonomy, app.ts).
 */
export function hasDerivedDataToRefresh(db: DB, factsVersion: number): boolean {
  return (
    stmt(
      db,
      `SELECT EXISTS (SELECT 1 FROM resumes WHERE facts_version < @v)
           OR EXISTS (SELECT 1 FROM jobs WHERE facts_version < @v)
           OR EXISTS (SELECT 1 FROM resumes WHERE content_hash IS NULL)`,
    )
      .pluck()
      .get({ v: factsVersion }) === 1
  );
}
