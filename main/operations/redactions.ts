import { notFound, ProblemError, type RedactionResult, type ResumeDocument } from '../contract';
import { newId } from '../domain/ids';
import { RedactionPathError, redactResume } from '../domain/redaction';
import { exportRedaction } from '../domain/redaction/export';
import { inTransaction } from '../store/db';
import { getRedaction, insertRedaction, listRedactions } from '../store/redactions';
import { resumeExists } from '../store/resumes';
import { iso } from './context';
import type { Handlers } from './handler';
import { readPage } from './pagination';
import { loadResumeDocument } from './resumes';
import { queueEvents } from './webhooks';

export const redactionHandlers: Handlers<
  'createRedaction' | 'getRedaction' | 'exportRedaction' | 'listRedactions'
> = {
  createRedaction(ctx, { params, body }) {
    const document: ResumeDocument = loadResumeDocument(ctx, params.id);
    let result: RedactionResult;
    try {
      result = redactResume({ id: params.id, ...document }, body);
    } catch (error) {
      if (error instanceof RedactionPathError) {
        const list = body.redact?.includes(error.path) ? 'redact' : 'keep';
        const index = (body[list] ?? []).indexOf(error.path);
        throw new ProblemError(400, error.message, {
          errors: [{ in: 'body', pointer: `/${list}/${index}`, detail: error.message }],
        });
      }
      throw error;
    }
    const now = ctx.now();
    const id = newId('red', now);
    inTransaction(ctx.db, () => {
      insertRedaction(ctx.db, {
        id,
        organization_id: ctx.organizationId,
        resume_id: params.id,
        profile: body.profile,
        options: JSON.stringify({ redact: body.redact ?? [], keep: body.keep ?? [] }),
        total: result.redactionSummary.total,
        result: JSON.stringify(result),
        created_at: now,
      });
      queueEvents(
        ctx.db,
        ctx.organizationId,
        'redaction.created',
        [
          {
            redactionId: id,
            resumeId: params.id,
            profile: body.profile,
            total: result.redactionSummary.total,
          },
        ],
        now,
      );
    });
    return { id, profile: body.profile, createdAt: iso(now), ...result };
  },

  getRedaction(ctx, { params }) {
    const row = getRedaction(ctx.db, ctx.organizationId, params.id, params.redactionId);
    if (!row) throw notFound('The redaction');
    return JSON.parse(row.result) as RedactionResult;
  },

  exportRedaction(ctx, { params, query }) {
    const row = getRedaction(ctx.db, ctx.organizationId, params.id, params.redactionId);
    if (!row) throw notFound('The redaction');
    return exportRedaction(
      {
        id: row.id,
        profile: row.profile,
        createdAt: iso(row.created_at),
        result: JSON.parse(row.result) as RedactionResult,
      },
      query.format,
    );
  },

  listRedactions(ctx, { params, query }) {
    if (!resumeExists(ctx.db, ctx.organizationId, params.id)) throw notFound('The resume');
    return readPage(
      `redactions:${params.id}`,
      ctx.organizationId,
      query,
      (limit, before) => listRedactions(ctx.db, ctx.organizationId, params.id, limit, before),
      (row) => ({
        id: row.id,
        resumeId: row.resume_id,
        profile: row.profile,
        total: row.total,
        createdAt: iso(row.created_at),
      }),
    );
  },
};
