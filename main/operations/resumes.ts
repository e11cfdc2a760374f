import {
  type CreatedResume,
  type JsonResume,
  type JsonResumeParsed,
  notFound,
  ProblemError,
  type Resume,
  type ResumeDocument,
  type ResumeSort,
  type ResumeSummary,
  TOP_SKILLS,
} from '../contract';
import { resumeContentHash } from '../domain/content-hash';
import { newId } from '../domain/ids';
import { isSpokenLanguage } from '../domain/matching';
import { FACTS_VERSION, type PreparedResume, prepareDocument, prepareResume } from '../domain/prepare-resume';
import { canonicalSkill } from '../domain/taxonomy';
import { matchSkills } from '../domain/taxonomy/suggest';
import { dropIndexesForBulkLoad, rebuildDroppedIndexes } from '../store/bulk-load';
import { type DB, inTransaction, keepStatementJournalsInMemory, setCacheSize } from '../store/db';
import { resumeSkillTotals } from '../store/reports/skills';
import { parseInfoOf } from '../store/resume-files';
import {
  contentHashesOf,
  countAllResumes,
  countMatchingResumes,
  deleteResume,
  existingContentHashes,
  getResume,
  insertResume,
  listResumes,
  type ResumeFilter,
  type ResumeListPosition,
  type ResumeRow,
  type ResumeWithDocument,
  rawSkillListed,
  resumesWithoutContentHash,
  rollupKeysOf,
  setContentHash,
  staleResumes,
  updateResumeFacts,
} from '../store/resumes';
import { type SkillsOfResume, updateSkillRollups } from '../store/skill-rollups';
import { iso, type OperationContext } from './context';
import type { Handlers } from './handler';
import { readPage } from './pagination';
import { queueEvents } from './webhooks';

/**
 * A row's top skills: its skills as stored, spoken languages left out (they are among a resume's
 * skills only so that jobs naming a language can be matched; the detail lists them as languages).
 */
function topSkills(packed: string, first?: string): string[] {
  const skills = packed.split('|').filter((skill) => skill === first || !isSpokenLanguage(skill));
  const ordered = first && skills.includes(first) ? [first, ...skills.filter((s) => s !== first)] : skills;
  return ordered.slice(0, TOP_SKILLS);
}

/** A list item; with `matchedSkill` (the skill filter), that skill leads the row's skills, to show why it matched. */
function toSummary(row: ResumeRow, matchedSkill?: string): ResumeSummary {
  return {
    id: row.id,
    name: row.name,
    ...(row.occupation !== null ? { occupation: row.occupation } : {}),
    ...(row.email !== null ? { email: row.email } : {}),
    ...(row.location !== null ? { location: row.location } : {}),
    ...(row.skills ? { skills: topSkills(row.skills, matchedSkill) } : {}),
    ...(row.years_experience !== null ? { yearsExperience: row.years_experience } : {}),
    ...(row.seniority !== null ? { seniority: row.seniority } : {}),
    ...(row.role_family !== null ? { roleFamily: row.role_family } : {}),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Summaries of the given resumes of the caller's organization, in the order given (unknown ids skipped). */
export function summariesOf(ctx: OperationContext, ids: string[]): ResumeSummary[] {
  return ids.flatMap((id) => {
    const row = getResume(ctx.db, ctx.organizationId, id);
    return row ? [toSummary(row)] : [];
  });
}

/** The stored document of a resume of the caller's organization, or 404. */
export function loadResumeDocument(ctx: OperationContext, resumeId: string): ResumeDocument {
  const row = getResume(ctx.db, ctx.organizationId, resumeId);
  if (!row) throw notFound('The resume');
  return JSON.parse(row.document) as ResumeDocument;
}

function toResume(row: ResumeWithDocument, source?: Resume['source']): Resume {
  const document = JSON.parse(row.document) as ResumeDocument;
  return {
    id: row.id,
    organizationId: row.organization_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    ...document,
    ...(source ? { source } : {}),
  };
}

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
  return inTransaction(ctx.db, () => writePreparedResumes(ctx, prepared, now, options));
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

/** storePreparedResumes' writes, for a caller that holds the transaction (no savepoint inside it). */
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
    insertResume(ctx.db, toRow(ctx.organizationId, p, now, now));
    stored.push(p);
  }
  updateSkillRollups(
    ctx.db,
    ctx.organizationId,
    stored.map((p) => ({ resumeId: p.id, skills: p.facts.skills, month: p.activityMonth })),
    1,
  );
  queueEvents(
    ctx.db,
    ctx.organizationId,
    'resume.parsed',
    stored.map((p) => ({ resumeId: p.id, name: p.name })),
    now,
  );
  return { stored, duplicates: prepared.length - stored.length };
}

/** The page cache of a connection that imports (SQLite's default is 2 MiB): room for one large transaction. */
const BULK_CACHE_KIB = 256 * 1024;

/**
 * Several prepared batches, each with its own indexing time, in one transaction: an import writes
 * fewer, larger transactions, as each one rewrites every index page its rows touch. The first call
 * gives the connection a page cache that holds such a transaction (setCacheSize).
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
    batches.map((batch) => writePreparedResumes(ctx, batch.prepared, batch.now, options)),
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

/** Canonical JSON Resume documents in, stored resumes (with what was changed to store them) out; one transaction. */
export function indexResumes(
  ctx: OperationContext,
  resumes: Array<JsonResume | JsonResumeParsed>,
): CreatedResume[] {
  const now = ctx.now();
  const results = resumes.map((resume) => prepareResume(resume, newId('res', now), now));
  storePreparedResumes(
    ctx,
    results.map((r) => r.prepared),
    now,
  );
  return results.map(({ document, prepared, warnings }) => ({
    id: prepared.id,
    organizationId: ctx.organizationId,
    createdAt: iso(now),
    updatedAt: iso(now),
    ...document,
    warnings,
  }));
}

/** Deletes a resume and takes it out of the rollups; its skills, verifications and redactions go with it. */
export function removeResume(ctx: OperationContext, id: string): boolean {
  return inTransaction(ctx.db, () => {
    const keys = rollupKeysOf(ctx.db, ctx.organizationId, id);
    if (!keys) return false;
    const rolledUp = rollupEntry(id, keys);
    if (rolledUp) updateSkillRollups(ctx.db, ctx.organizationId, [rolledUp], -1);
    queueEvents(ctx.db, ctx.organizationId, 'resume.deleted', [{ resumeId: id }], ctx.now());
    return deleteResume(ctx.db, ctx.organizationId, id);
  });
}

/** How a stored resume is counted in the skill rollups (none before its facts were derived). */
export function rollupEntry(
  resumeId: string,
  row: Pick<ResumeRow, 'skills' | 'activity_month'>,
): SkillsOfResume | undefined {
  if (row.activity_month === null) return undefined;
  return { resumeId, skills: row.skills ? row.skills.split('|') : [], month: row.activity_month };
}

/**
 * Derives again the facts of resumes indexed under older derivation rules (FACTS_VERSION), a
 * thousand per transaction. Runs when the index is opened; a no-op when everything is current.
 */
export function refreshStaleResumes(db: DB): number {
  let refreshed = 0;
  for (;;) {
    const rows = staleResumes(db, FACTS_VERSION, 1000);
    if (rows.length === 0) return refreshed;
    inTransaction(db, () => {
      for (const row of rows) {
        const before = rollupEntry(row.id, row);
        if (before) updateSkillRollups(db, row.organization_id, [before], -1);
        const prepared = prepareDocument(row.id, JSON.parse(row.document) as ResumeDocument, row.created_at);
        const { document: _d, ...fresh } = toRow(
          row.organization_id,
          prepared,
          row.created_at,
          row.updated_at,
        );
        updateResumeFacts(db, fresh);
        updateSkillRollups(
          db,
          row.organization_id,
          [{ resumeId: row.id, skills: prepared.facts.skills, month: prepared.activityMonth }],
          1,
        );
      }
    });
    refreshed += rows.length;
  }
}

/**
 * Fills the content hash of resumes stored before schema 10, a thousand per transaction, so imports
 * recognize them. Runs when the index is opened; a no-op once every row has its hash.
 */
export function backfillContentHashes(db: DB): number {
  let filled = 0;
  for (;;) {
    const rows = resumesWithoutContentHash(db, 1000);
    if (rows.length === 0) return filled;
    inTransaction(db, () => {
      for (const row of rows) setContentHash(db, row.id, resumeContentHash(row.document));
    });
    filled += rows.length;
  }
}

/** A stored resume as GET /v1/resumes/{id} answers it, its parse report included; 404 when unknown. */
export function readResume(ctx: OperationContext, id: string): Resume {
  const row = getResume(ctx.db, ctx.organizationId, id);
  if (!row) throw notFound('The resume');
  const file = parseInfoOf(ctx.db, ctx.organizationId, row.id);
  return toResume(
    row,
    file && {
      kind: file.kind as NonNullable<Resume['source']>['kind'],
      fileName: file.file_name,
      sha256: file.sha256,
      size: file.size,
      confidence: JSON.parse(file.confidence),
      warnings: JSON.parse(file.warnings),
    },
  );
}

/**
 * The canonical name of a skill filter written as a name or alias in any case; else the written name
 * when some resume of the organization lists it as a raw skill (one the taxonomy does not know);
 * else a 400 naming close skills.
 */
function knownSkill(ctx: OperationContext, written: string): string {
  const name = canonicalSkill(written);
  if (name) return name;
  if (rawSkillListed(ctx.db, ctx.organizationId, written)) return written;
  const close = matchSkills(written)
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name, 'en'))
    .slice(0, 5)
    .map((m) => m.name);
  const hint = close.length ? ` Did you mean ${close.join(', ')}?` : '';
  throw new ProblemError(400, `No skill of the taxonomy is named “${written}”.${hint}`, {
    slug: 'unknown-skill',
    errors: [{ in: 'query', pointer: '/skill', parameter: 'skill', detail: `unknown skill${hint}` }],
  });
}

/** Where a page of the resume list ends, as the cursor keeps it: the id and the sort value. */
function positionOf(row: ResumeRow, sort: ResumeSort): ResumeListPosition {
  if (sort === 'name') return { id: row.id, name: row.name };
  if (sort === 'years') return { id: row.id, years: row.years_experience ?? -1 };
  return { id: row.id };
}

function readPosition(text: string | undefined): ResumeListPosition | undefined {
  if (text === undefined) return undefined;
  // decodeCursor checked that the cursor is this list's, so the text is what positionOf wrote.
  return JSON.parse(text) as ResumeListPosition;
}

export const resumeHandlers: Handlers<
  'createResume' | 'createResumesBatch' | 'listResumes' | 'suggestSkills' | 'getResume' | 'deleteResume'
> = {
  createResume(ctx, { body }) {
    return indexResumes(ctx, [body])[0];
  },

  createResumesBatch(ctx, { body }) {
    return { data: indexResumes(ctx, body.items) };
  },

  listResumes(ctx, { query }) {
    // Trimmed by the schema; a field left blank filters nothing.
    const filter: ResumeFilter = {
      q: query.q,
      role: query.role || undefined,
      location: query.location || undefined,
      seniority: query.seniority,
      skill: query.skill ? knownSkill(ctx, query.skill) : undefined,
    };
    // A cursor belongs to one filtered, sorted list: reusing it with other filters or another sort is a 400.
    const list = `resumes:${JSON.stringify([filter.q, filter.role, filter.location, filter.seniority, filter.skill, query.sort])}`;
    const page = readPage(
      list,
      ctx.organizationId,
      query,
      (limit, after) =>
        listResumes(ctx.db, ctx.organizationId, limit, readPosition(after), filter, query.sort),
      (row) => toSummary(row, filter.skill),
      (row) => JSON.stringify(positionOf(row, query.sort)),
    );
    return query.cursor ? page : { ...page, total: countMatchingResumes(ctx.db, ctx.organizationId, filter) };
  },

  suggestSkills(ctx, { query }) {
    const held = new Map(resumeSkillTotals(ctx.db, ctx.organizationId).map((t) => [t.skill, t.n]));
    const suggestions = matchSkills(query.q).map((m) => ({ ...m, resumes: held.get(m.name) ?? 0 }));
    suggestions.sort(
      (a, b) => a.rank - b.rank || b.resumes - a.resumes || a.name.localeCompare(b.name, 'en'),
    );
    return { data: suggestions.slice(0, query.limit).map(({ rank: _rank, ...s }) => s) };
  },

  getResume(ctx, { params }) {
    return readResume(ctx, params.id);
  },

  deleteResume(ctx, { params }) {
    if (!removeResume(ctx, params.id)) throw notFound('The resume');
  },
};
