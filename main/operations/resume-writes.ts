import { FACTS_VERSION } from '../domain/facts-version';
import type { PreparedResume } from '../domain/prepare-resume';
import { dropIndexesForBulkLoad, rebuildDroppedIndexes } from '../store/bulk-load';
import { inTransaction, keepStatementJournalsInMemory, setCacheSize } from '../store/db';
import { writeWithoutRowTriggers } from '../store/resume-row-triggers';
import {
  contentHashesOf,
  countAllResumes,
  existingContentHashes,
  insertResume,
  type NewResume,
  type ResumeWithDocument,
} from '../store/resumes';
import { updateSkillRollups } from '../store/skill-rollups';
import type { OperationContext } from './context';
import { queueEvents } from './webhooks';

/**
 * How prepared resumes (domain/prepare-resume.ts, made in import workers or inline) are written:
 * the single path by which resumes enter the index. Loads no taxonomy, so the writing thread of an
 * import does not either.
 */

export function toRow(
  organizationId: string,
  prepared: PreparedResume,
  createdAt: number,
  updatedAt: number,
): ResumeWithDocument {
  const { facts } = prepared;
  return {
    id: prepared.id,
    organization_id: organizationId,
    name: prepared.name,
    occupation: prepared.occupation,
    email: prepared.email,
    location: prepared.location,
    created_at: createdAt,
    updated_at: updatedAt,
    content_hash: prepared.contentHash,
    role_family: facts.roleFamily,
    seniority: facts.seniority,
    years_experience: facts.yearsExperience,
    education_level: facts.educationLevel,
    career_progression: facts.careerProgression,
    last_activity_at: facts.lastActivityAt,
    activity_month: prepared.activityMonth,
    location_label: facts.location,
    country: facts.country,
    languages: facts.languages.length ? facts.languages.join('|') : null,
    skills: facts.skills.length ? facts.skills.join('|') : null,
    raw_skills: facts.rawSkills.length ? JSON.stringify(facts.rawSkills) : null,
    facts_version: FACTS_VERSION,
    document: prepared.documentJson,
  };
}

/**
 * Stores prepared resumes in one transaction: all of them, or none. With indexResumes, the single
 * path by which resumes enter the index (HTTP, batch, CLI import, demo), so what analytics derive at
 * write time is derived for every resume. `skipDuplicates` (imports): a document whose content the
 * organization already holds (content-hash.ts), or that came earlier in the same call, is not
 * stored again but counted, so an interrupted import run again adds only what is missing.
 */
export function storePreparedResumes(
  ctx: OperationContext,
  prepared: PreparedResume[],
  now: number = ctx.now(),
  options: { skipDuplicates?: boolean } = {},
): { stored: PreparedResume[]; duplicates: number } {
  return inTransaction(ctx.db, () => {
    const written = writePreparedResumes(ctx, prepared, now, options);
    rollUp(ctx, written.stored);
    return written;
  });
}

/** Adds stored resumes to the skill rollups: once per transaction, as its upserts cost per distinct key. */
function rollUp(ctx: OperationContext, stored: PreparedResume[]): void {
  updateSkillRollups(
    ctx.db,
    ctx.organizationId,
    stored.map((p) => ({ resumeId: p.id, skills: p.facts.skills, month: p.activityMonth })),
    1,
  );
}

/**
 * How duplicates are told: `skipDuplicates` skips a document whose content is already stored;
 * `knownHashes` (a bulk import, whose content-hash index is dropped) holds every stored hash, so
 * nothing is looked up, and grows with each document stored.
 */
interface DuplicateOptions {
  skipDuplicates?: boolean;
  knownHashes?: Set<string>;
}

/**
 * storePreparedResumes' writes but the rollups (rollUp), for a caller that holds the transaction
 * (no savepoint inside it).
 */
function writePreparedResumes(
  ctx: OperationContext,
  prepared: PreparedResume[],
  now: number,
  options: DuplicateOptions,
): { stored: PreparedResume[]; duplicates: number } {
  const stored: PreparedResume[] = [];
  // The hashes already stored, looked up once per call; each stored one joins them, so
  // duplicates within one call count too.
  const seen = options.skipDuplicates
    ? (options.knownHashes ??
      existingContentHashes(
        ctx.db,
        ctx.organizationId,
        prepared.map((p) => p.contentHash),
      ))
    : undefined;
  for (const p of prepared) {
    if (seen) {
      if (seen.has(p.contentHash)) continue;
      seen.add(p.contentHash);
    }
    const row: NewResume = toRow(ctx.organizationId, p, now, now);
    if (p.documentUtf8) row.document = p.documentUtf8;
    insertResume(ctx.db, row);
    stored.push(p);
  }
  queueEvents(
    ctx.db,
    ctx.organizationId,
    'resume.parsed',
    stored.map((p) => ({ resumeId: p.id, name: p.name })),
    now,
  );
  return { stored, duplicates: prepared.length - stored.length };
}

/**
 * The page cache of a connection that imports (SQLite's default is 2 MiB): room for one large
 * transaction (5,000 demo resumes dirty about 40 MB), and no more. 256 MiB kept every page of the
 * import's earlier transactions as well, memory the writing thread faulted in and searched for
 * nothing: its CPU for 100k demo resumes fell from ~9.0 s to ~7.8 s at 64 MiB (32 and 16 MiB,
 * which spill part of each transaction early, were no better).
 */
const BULK_CACHE_KIB = 64 * 1024;

/**
 * Several prepared batches, each with its own indexing time, in one transaction: an import writes
 * fewer, larger transactions, as each one rewrites every index page its rows touch. The first call
 * gives the connection a page cache that holds such a transaction (setCacheSize). The row triggers
 * on resumes do their work once per transaction here (store/resume-row-triggers.ts).
 */
export function storePreparedBatches(
  ctx: OperationContext,
  batches: Array<{ prepared: PreparedResume[]; now: number }>,
  options: DuplicateOptions = {},
): Array<{ stored: PreparedResume[]; duplicates: number }> {
  setCacheSize(ctx.db, BULK_CACHE_KIB);
  // One transaction and no savepoint in it: see keepStatementJournalsInMemory.
  keepStatementJournalsInMemory(ctx.db);
  return inTransaction(ctx.db, () =>
    writeWithoutRowTriggers(
      ctx.db,
      ctx.organizationId,
      () => {
        const written = batches.map((batch) => writePreparedResumes(ctx, batch.prepared, batch.now, options));
        rollUp(
          ctx,
          written.flatMap((w) => w.stored),
        );
        return written;
      },
      function* rawSkillsOf(written) {
        for (const w of written) for (const p of w.stored) yield p.facts.rawSkills;
      },
    ),
  );
}

/**
 * An import this many resumes large or larger, and at least as large as the index already is,
 * is a bulk load: the random-order resume indexes are dropped before it and rebuilt after it
 * (store/bulk-load.ts). Measured with 20,000 demo resumes into an empty index: writing without them
 * and rebuilding them took ~10-25 % less CPU than maintaining them (see the commit); next to a
 * larger index, rebuilding its rows too costs more than it saves.
 */
export const BULK_LOAD_MIN_ROWS = 10_000;

/** A resume import under way: whether it dropped indexes, and the content hashes it checks against. */
export interface ResumeImport {
  bulk: boolean;
  knownHashes?: Set<string>;
}

/**
 * Starts an import of about `expectedRows` resumes. A bulk load (BULK_LOAD_MIN_ROWS) reads the
 * organization's content hashes once, while their index still exists, then drops the indexes; a
 * small import changes nothing and looks hashes up per batch. Call finishResumeImport after the
 * last batch, also when the import failed.
 */
export function startResumeImport(
  ctx: OperationContext,
  expectedRows: number,
  options: { skipDuplicates?: boolean } = {},
): ResumeImport {
  const bulk = expectedRows >= BULK_LOAD_MIN_ROWS && expectedRows >= countAllResumes(ctx.db);
  if (!bulk) return { bulk };
  const knownHashes = options.skipDuplicates ? contentHashesOf(ctx.db, ctx.organizationId) : undefined;
  dropIndexesForBulkLoad(ctx.db);
  return { bulk, knownHashes };
}

/** Ends an import: a bulk load rebuilds the indexes it dropped (a killed one leaves that to the next open). */
export function finishResumeImport(ctx: OperationContext, started: ResumeImport): void {
  if (started.bulk) rebuildDroppedIndexes(ctx.db);
}
