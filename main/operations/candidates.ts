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
import { getMember } from '../store/members';
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
