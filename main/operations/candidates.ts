import { type Candidate, conflict, forbidden, notFound, unprocessable } from '../contract';
import { newId } from '../domain/ids';
import { splitName } from '../domain/names';
import {
  type CandidateRow,
  candidateEmailTaken,
  getCandidate,
  insertCandidate,
  listCandidates,
} from '../store/candidates';
import { inTransaction } from '../store/db';
import { getJob } from '../store/jobs';
import { getMember } from '../store/members';
import { resumeExists } from '../store/resumes';
import { iso } from './context';
import type { Handlers } from './handler';
import { readPage } from './pagination';

function toCandidate(row: CandidateRow): Candidate {
  return {
    id: row.id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    organizationId: row.organization_id,
    memberId: row.member_id,
    name: row.name,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    ...(row.phone !== null ? { phone: row.phone } : {}),
    profiles: JSON.parse(row.profiles),
    ...(row.resume_id !== null ? { resumeId: row.resume_id } : {}),
    ...(row.job_id !== null ? { jobId: row.job_id } : {}),
  };
}

export const candidateHandlers: Handlers<'createCandidate' | 'listCandidates' | 'getCandidate'> = {
  createCandidate(ctx, { body }) {
    if (body.organizationId !== ctx.organizationId) {
      throw forbidden("organizationId must be the caller's own organization.");
    }
    return inTransaction(ctx.db, () => {
      if (!getMember(ctx.db, ctx.organizationId, body.memberId)) {
        throw unprocessable('memberId is not a member of this organization.', [
          { in: 'body', pointer: '/memberId', detail: 'unknown member (see GET /v1/members)' },
        ]);
      }
      if (body.resumeId !== undefined && !resumeExists(ctx.db, ctx.organizationId, body.resumeId)) {
        throw unprocessable('resumeId is not a resume of this organization.', [
          { in: 'body', pointer: '/resumeId', detail: 'unknown resume' },
        ]);
      }
      if (body.jobId !== undefined && !getJob(ctx.db, ctx.organizationId, body.jobId)) {
        throw unprocessable('jobId is not a job of this organization.', [
          { in: 'body', pointer: '/jobId', detail: 'unknown job' },
        ]);
      }
      if (candidateEmailTaken(ctx.db, ctx.organizationId, body.email)) {
        throw conflict(`A candidate with the e-mail ${body.email} already exists.`);
      }
      const now = ctx.now();
      const parsed = splitName(body.name);
      const row: CandidateRow = {
        id: newId('cand', now),
        organization_id: ctx.organizationId,
        member_id: body.memberId,
        name: body.name,
        first_name: body.firstName ?? parsed.firstName,
        last_name: body.lastName ?? parsed.lastName,
        email: body.email,
        phone: body.phone ?? null,
        profiles: JSON.stringify(body.profiles.map((p) => ({ __id: newId('prf', now), ...p }))),
        resume_id: body.resumeId ?? null,
        job_id: body.jobId ?? null,
        created_at: now,
        updated_at: now,
      };
      insertCandidate(ctx.db, row);
      return toCandidate(row);
    });
  },

  listCandidates(ctx, { query }) {
    return readPage(
      'candidates',
      ctx.organizationId,
      query,
      (limit, before) => listCandidates(ctx.db, ctx.organizationId, limit, before),
      toCandidate,
    );
  },

  getCandidate(ctx, { params }) {
    const row = getCandidate(ctx.db, ctx.organizationId, params.id);
    if (!row) throw notFound('The candidate');
    return toCandidate(row);
  },
};
