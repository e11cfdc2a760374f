import {
  conflict,
  describeEntry,
  entrySearchText,
  notFound,
  OUTCOME_LABELS,
  outcomeOf,
  ProblemError,
  type ResumeDocument,
  unprocessable,
  type Verification,
  type VerificationCreate,
  type VerificationQueueItem,
} from '../contract';
import { newId } from '../domain/ids';
import { runAutomaticChecks } from '../domain/verification-rules';
import { inTransaction } from '../store/db';
import {
  automaticVerificationsOf,
  deleteVerification,
  getAutomaticVerification,
  getVerification,
  insertVerification,
  QUEUE_RANK,
  searchVerifications,
  updateVerification,
  type VerificationQueueRow,
  type VerificationRow,
  verificationQueue,
} from '../store/verifications';
import type { OperationContext } from './context';
import type { Handlers } from './handler';
import { invalidCursor, readPage } from './pagination';
import { loadResumeDocument } from './resumes';
import { queueEvents } from './webhooks';

export function toVerification(row: VerificationRow): Verification {
  return {
    id: row.id,
    resumeId: row.resume_id,
    type: row.type,
    entryId: row.entry_id,
    verified: row.verified === 1,
    status: row.status,
    method: row.method as Verification['method'],
    ...(row.verified_fields !== null ? { verifiedFields: JSON.parse(row.verified_fields) } : {}),
    ...(row.notes !== null ? { notes: row.notes } : {}),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(row.completed_at !== null ? { completedAt: row.completed_at } : {}),
  };
}

/** The entries a verification of each type may point at. */
export function entryIdsOf(document: ResumeDocument, type: Verification['type']): string[] {
  if (type === 'work') return document.work.map((w) => w.__id);
  if (type === 'education') return document.education.map((e) => e.__id);
  return document.personalInfo.profiles.map((p) => p.__id);
}

/**
 * The row for a new verification of an entry of `document`. The single place where the entry rule
 * (entryId must be an entry of that type in that resume) is enforced, for manual and automatic
 * verifications alike; `pointer` says where the entryId was in the request.
 */
function newRow(
  ctx: OperationContext,
  document: ResumeDocument,
  input: VerificationCreate,
  pointer: string,
): VerificationRow {
  if (!entryIdsOf(document, input.type).includes(input.entryId)) {
    const what = input.type === 'social' ? 'a personalInfo profile' : `a ${input.type} entry`;
    throw unprocessable(`entryId must be the __id of ${what} of this resume.`, [
      { in: 'body', pointer, detail: `not ${what} of resume ${input.resumeId}` },
    ]);
  }
  const now = ctx.now();
  return {
    id: newId('ver', now),
    organization_id: ctx.organizationId,
    resume_id: input.resumeId,
    type: input.type,
    entry_id: input.entryId,
    verified: (input.verified ?? input.status === 'complete') ? 1 : 0,
    status: input.status,
    method: input.method,
    verified_fields: input.verifiedFields ? JSON.stringify(input.verifiedFields) : null,
    notes: input.notes ?? null,
    created_at: now,
    updated_at: now,
    completed_at: input.status === 'complete' ? now : null,
    entry_search: entrySearchText(describeEntry(document, input.type, input.entryId)),
  };
}

/** Records one verification (manual, document, reference or automatic) in one transaction. */
export function recordVerification(ctx: OperationContext, input: VerificationCreate): Verification {
  return inTransaction(ctx.db, () => {
    const row = newRow(ctx, loadResumeDocument(ctx, input.resumeId), input, '/entryId');
    if (
      row.method === 'automatic' &&
      getAutomaticVerification(ctx.db, ctx.organizationId, row.resume_id, row.type, row.entry_id)
    ) {
      throw conflict(
        'This entry already has its automatic record; run the automatic checks again to update it ' +
          '(POST /v1/resumes/{id}/verifications/auto), or record a manual check.',
      );
    }
    insertVerification(ctx.db, row);
    announceCompleted(ctx, [row]);
    return toVerification(row);
  });
}

/**
 * Runs the automatic checks on one resume and keeps one automatic record per entry: the first run
 * inserts it, later runs update it in place (id and createdAt stay; status, verified, fields, notes
 * and updatedAt follow the new result); the automatic record of an entry the resume no longer has
 * is removed. Records of other methods are left as they are. One transaction: a failure writes
 * nothing. verification.completed is announced when an entry's
 * automatic result becomes complete or changes its verified value, not on every re-run.
 */
function runAutomaticChecksOn(ctx: OperationContext, resumeId: string): Verification[] {
  return inTransaction(ctx.db, () => {
    const document = loadResumeDocument(ctx, resumeId);
    const now = ctx.now();
    const announce: VerificationRow[] = [];
    const rows = runAutomaticChecks(document, new Date(now)).map((outcome) => {
      const input: VerificationCreate = {
        resumeId,
        type: outcome.type,
        entryId: outcome.entryId,
        method: 'automatic',
        status: outcome.passed ? 'complete' : 'failed',
        verified: outcome.passed,
        verifiedFields: outcome.verifiedFields,
        notes: outcome.notes,
      };
      const fresh = newRow(ctx, document, input, '/entryId');
      const existing = getAutomaticVerification(
        ctx.db,
        ctx.organizationId,
        resumeId,
        outcome.type,
        outcome.entryId,
      );
      if (!existing) {
        insertVerification(ctx.db, fresh);
        announce.push(fresh);
        return fresh;
      }
      const unchanged = existing.status === fresh.status && existing.verified === fresh.verified;
      const updated: VerificationRow = {
        ...fresh,
        id: existing.id,
        created_at: existing.created_at,
        completed_at: unchanged ? existing.completed_at : fresh.completed_at,
      };
      updateVerification(ctx.db, updated);
      if (!unchanged) announce.push(updated);
      return updated;
    });
    // An automatic record of an entry the resume no longer has (it was replaced without it) checks
    // nothing any more: it goes, so the queue does not carry results about nothing.
    const checked = new Set(rows.map((r) => `${r.type}:${r.entry_id}`));
    for (const old of automaticVerificationsOf(ctx.db, ctx.organizationId, resumeId)) {
      if (!checked.has(`${old.type}:${old.entry_id}`)) deleteVerification(ctx.db, ctx.organizationId, old.id);
    }
    announceCompleted(ctx, announce);
    return rows.map(toVerification);
  });
}

/** verification.completed for the rows that are complete, in the caller's transaction. */
function announceCompleted(ctx: OperationContext, rows: VerificationRow[]): void {
  const completed = rows.filter((r) => r.status === 'complete');
  if (completed.length === 0) return;
  queueEvents(
    ctx.db,
    ctx.organizationId,
    'verification.completed',
    completed.map((r) => ({
      verificationId: r.id,
      resumeId: r.resume_id,
      type: r.type,
      entryId: r.entry_id,
      verified: r.verified === 1,
    })),
    ctx.now(),
  );
}

/** Start and end of the createdAt window; a bare date as `to` covers its whole day. */
function window(from: string | undefined, to: string | undefined): { from?: number; to?: number } {
  const start = from === undefined ? undefined : Date.parse(from.length === 10 ? `${from}T00:00:00Z` : from);
  const end =
    to === undefined
      ? undefined
      : to.length === 10
        ? Date.parse(`${to}T00:00:00Z`) + 86_399_999
        : Date.parse(to);
  if (start !== undefined && end !== undefined && start > end) {
    throw new ProblemError(400, 'from must not be after to.', {
      errors: [{ in: 'query', pointer: '/from', parameter: 'from', detail: 'after to' }],
    });
  }
  return { from: start, to: end };
}

export const verificationHandlers: Handlers<
  | 'createVerification'
  | 'updateVerification'
  | 'getVerification'
  | 'searchVerifications'
  | 'runAutomaticVerifications'
  | 'verificationQueue'
> = {
  runAutomaticVerifications(ctx, { params }) {
    return { verifications: runAutomaticChecksOn(ctx, params.id) };
  },

  createVerification(ctx, { body }) {
    return recordVerification(ctx, body);
  },

  updateVerification(ctx, { params, body }) {
    return inTransaction(ctx.db, () => {
      const row = getVerification(ctx.db, ctx.organizationId, params.id);
      if (!row) throw notFound('The verification');
      if (row.status !== 'pending') {
        throw conflict(`The verification is ${row.status}; complete and failed verifications are final.`);
      }
      const now = ctx.now();
      const status = body.status ?? row.status;
      const updated: VerificationRow = {
        ...row,
        status,
        verified: (body.verified ?? status === 'complete') ? 1 : 0,
        verified_fields: body.verifiedFields ? JSON.stringify(body.verifiedFields) : row.verified_fields,
        notes: body.notes ?? row.notes,
        updated_at: now,
        completed_at: status === 'complete' ? now : null,
      };
      updateVerification(ctx.db, updated);
      announceCompleted(ctx, [updated]);
      return toVerification(updated);
    });
  },

  getVerification(ctx, { params }) {
    const row = getVerification(ctx.db, ctx.organizationId, params.id);
    if (!row) throw notFound('The verification');
    return toVerification(row);
  },

  searchVerifications(ctx, { query }) {
    const filter = {
      resumeId: query.resumeId,
      type: query.type,
      status: query.status,
      ...window(query.from, query.to),
    };
    const page = readPage(
      `verifications:${query.resumeId}`,
      ctx.organizationId,
      query,
      (limit, before) => searchVerifications(ctx.db, ctx.organizationId, filter, limit, before),
      toVerification,
    );
    // The spec's own envelope for this search.
    return { verifications: page.data, nextCursor: page.pagination.next_cursor };
  },

  verificationQueue(ctx, { query }) {
    const documents = new Map<string, ResumeDocument>();
    const toItem = (row: VerificationQueueRow): VerificationQueueItem => {
      let document = documents.get(row.resume_id);
      if (!document) {
        document = JSON.parse(row.document) as ResumeDocument;
        documents.set(row.resume_id, document);
      }
      const verification = toVerification(row);
      const outcome = outcomeOf(verification);
      return {
        ...verification,
        outcome,
        outcomeLabel: OUTCOME_LABELS[outcome],
        candidate: { name: row.candidate_name, resumeId: row.resume_id },
        entry: describeEntry(document, row.type, row.entry_id),
      };
    };
    const filter = {
      resumeId: query.resumeId,
      status: query.status,
      type: query.type,
      outcome: query.outcome,
      q: query.q,
    };
    return readPage(
      'verification-queue',
      ctx.organizationId,
      query,
      (limit, position) =>
        verificationQueue(ctx.db, ctx.organizationId, filter, limit, queuePosition(position)),
      toItem,
      (row) => `${QUEUE_RANK[row.status]}:${row.id}`,
    );
  },
};

/** The queue's cursor position "rank:id" back into its parts; anything else is not a cursor we gave. */
function queuePosition(position: string | undefined): { rank: number; id: string } | undefined {
  if (position === undefined) return undefined;
  const match = /^([012]):(ver_[0-9A-Z]{1,64})$/.exec(position);
  if (!match) throw invalidCursor();
  return { rank: Number(match[1]), id: match[2] };
}
