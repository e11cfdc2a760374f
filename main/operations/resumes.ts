import { type JsonResume, notFound, type Resume, type ResumeDocument } from '../contract';
import { newId } from '../domain/ids';
import { toResumeDocument } from '../domain/resume-document';
import { inTransaction } from '../store/db';
import {
  deleteResume,
  getResume,
  insertResume,
  listResumes,
  type ResumeWithDocument,
} from '../store/resumes';
import { iso, type OperationContext } from './context';
import type { Handlers } from './handler';
import { readPage } from './pagination';

function toResume(row: ResumeWithDocument): Resume {
  const document = JSON.parse(row.document) as ResumeDocument;
  return {
    id: row.id,
    organizationId: row.organization_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    ...document,
  };
}

/**
 * Indexes validated JSON Resume documents in one transaction: all are stored, or none. The single
 * path by which resumes enter the index (HTTP, batch, CLI import, demo), so whatever is derived at
 * write time is derived for every resume.
 */
export function indexResumes(ctx: OperationContext, resumes: JsonResume[]): Resume[] {
  const now = ctx.now();
  const stored: Resume[] = [];
  const rows = resumes.map((resume): ResumeWithDocument => {
    const id = newId('res', now);
    const document = toResumeDocument(resume, id);
    stored.push({
      id,
      organizationId: ctx.organizationId,
      createdAt: iso(now),
      updatedAt: iso(now),
      ...document,
    });
    return {
      id,
      organization_id: ctx.organizationId,
      name: document.personalInfo.name,
      occupation: document.personalInfo.occupation ?? null,
      email: document.personalInfo.email ?? null,
      location: document.personalInfo.location ?? null,
      created_at: now,
      updated_at: now,
      document: JSON.stringify(document),
    };
  });
  inTransaction(ctx.db, () => {
    for (const row of rows) insertResume(ctx.db, row);
  });
  return stored;
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
    return readPage(
      'resumes',
      ctx.organizationId,
      query,
      (limit, before) => listResumes(ctx.db, ctx.organizationId, limit, before),
      (row) => ({
        id: row.id,
        name: row.name,
        ...(row.occupation !== null ? { occupation: row.occupation } : {}),
        ...(row.email !== null ? { email: row.email } : {}),
        ...(row.location !== null ? { location: row.location } : {}),
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
      }),
    );
  },

  getResume(ctx, { params }) {
    const row = getResume(ctx.db, ctx.organizationId, params.id);
    if (!row) throw notFound('The resume');
    return toResume(row);
  },

  deleteResume(ctx, { params }) {
    if (!deleteResume(ctx.db, ctx.organizationId, params.id)) throw notFound('The resume');
  },
};
