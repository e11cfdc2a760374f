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
import { FACTS_VERSION, prepareDocument, prepareResume } from '../domain/prepare-resume';
import { canonicalSkill } from '../domain/taxonomy';
import { matchSkills } from '../domain/taxonomy/suggest';
import { type DB, inTransaction } from '../store/db';
import { resumeSkillTotals } from '../store/reports/skills';
import { parseInfoOf } from '../store/resume-files';
import {
  countMatchingResumes,
  deleteResume,
  getResume,
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
import { storePreparedResumes, toRow } from './resume-writes';
import { queueEvents } from './webhooks';

// How prepared resumes are written lives apart (resume-writes.ts): an import's writing thread
// needs it without the taxonomy this module loads.
export {
  BULK_LOAD_MIN_ROWS,
  finishResumeImport,
  type ResumeImport,
  startResumeImport,
  storePreparedBatches,
  storePreparedResumes,
  toRow,
} from './resume-writes';

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
