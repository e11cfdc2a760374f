import {
  conflict,
  notFound,
  ProblemError,
  type ResumeDocument,
  unprocessable,
  type Verification,
  type VerificationCreate,
} from '../contract';
import { newId } from '../domain/ids';
import { runAutomaticChecks } from '../domain/verification-rules';
import { inTransaction } from '../store/db';
import {
  getVerification,
  insertVerification,
  searchVerifications,
  updateVerification,
  type VerificationRow,
} from '../store/verifications';
import type { OperationContext } from './context';
import type { Handlers } from './handler';
import { readPage } from './pagination';
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
 * Records verifications of one resume's entries in one transaction. The single write path for
 * manual and automatic verifications, so the entry rule (entryId must be an entry of that type in
 * that resume) holds for both.
 */
export function recordVerifications(ctx: OperationContext, inputs: VerificationCreate[]): Verification[] {
  return inTransaction(ctx.db, () => {
    const documents = new Map<string, ResumeDocument>();
    const rows = inputs.map((input, i) => {
      let document = documents.get(input.resumeId);
      if (!document) {
        document = loadResumeDocument(ctx, input.resumeId);
        documents.set(input.resumeId, document);
      }
      if (!entryIdsOf(document, input.type).includes(input.entryId)) {
        const what = input.type === 'social' ? 'a personalInfo profile' : `a ${input.type} entry`;
        throw unprocessable(`entryId must be the __id of ${what} of this resume.`, [
          {
            in: 'body',
            pointer: inputs.length > 1 ? `/${i}/entryId` : '/entryId',
            detail: `not ${what} of resume ${input.resumeId}`,
          },
        ]);
      }
      const now = ctx.now();
      const row: VerificationRow = {
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
      };
      insertVerification(ctx.db, row);
      return row;
    });
    announceCompleted(ctx, rows);
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
> = {
  runAutomaticVerifications(ctx, { params }) {
    const document = loadResumeDocument(ctx, params.id);
    const outcomes = runAutomaticChecks(document, new Date(ctx.now()));
    const verifications = recordVerifications(
      ctx,
      outcomes.map((o) => ({
        resumeId: params.id,
        type: o.type,
        entryId: o.entryId,
        method: 'automatic',
        status: o.passed ? 'complete' : 'failed',
        verified: o.passed,
        verifiedFields: o.verifiedFields,
        notes: o.notes,
      })),
    );
    return { verifications };
  },

  createVerification(ctx, { body }) {
    return recordVerifications(ctx, [body])[0];
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
};
