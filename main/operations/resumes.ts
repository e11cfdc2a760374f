import {
  type CreatedResume,
  type JsonResume,
  type JsonResumeParsed,
  notFound,
  type Resume,
  type ResumeDocument,
  type ResumeSummary,
} from '../contract';
import { resumeContentHash } from '../domain/content-hash';
import { newId } from '../domain/ids';
import { FACTS_VERSION, type PreparedResume, prepareDocument, prepareResume } from '../domain/prepare-resume';
import { type DB, inTransaction } from '../store/db';
import { parseInfoOf } from '../store/resume-files';
import {
  deleteResume,
  existingContentHashes,
  getResume,
  insertResume,
  listResumes,
  type ResumeRow,
  type ResumeWithDocument,
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

function toSummary(row: ResumeRow): ResumeSummary {
  return {
    id: row.id,
    name: row.name,
    ...(row.occupation !== null ? { occupation: row.occupation } : {}),
    ...(row.email !== null ? { email: row.email } : {}),
    ...(row.location !== null ? { location: row.location } : {}),
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
    const stored: PreparedResume[] = [];
    // The hashes already stored, looked up once per call; each stored one joins them, so
    // duplicates within one call count too.
    const seen = options.skipDuplicates
      ? existingContentHashes(
          ctx.db,
          ctx.organizationId,
          prepared.map((p) => p.contentHash),
        )
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
  });
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

export const resumeHandlers: Handlers<
  'createResume' | 'createResumesBatch' | 'listResumes' | 'getResume' | 'deleteResume'
> = {
  createResume(ctx, { body }) {
    return indexResumes(ctx, [body])[0];
  },

  createResumesBatch(ctx, { body }) {
    return { data: indexResumes(ctx, body.items) };
  },

  listResumes(ctx, { query }) {
    // A cursor belongs to one filtered list: reusing it with other filters is a 400.
    const list = `resumes:${JSON.stringify([query.q, query.role, query.location, query.seniority, query.skill])}`;
    return readPage(
      list,
      ctx.organizationId,
      query,
      (limit, before) => listResumes(ctx.db, ctx.organizationId, limit, before, query),
      toSummary,
    );
  },

  getResume(ctx, { params }) {
    return readResume(ctx, params.id);
  },

  deleteResume(ctx, { params }) {
    if (!removeResume(ctx, params.id)) throw notFound('The resume');
  },
};
