import { notFound, type ResumeDocument, type ResumeIntake, type ResumeWarning } from '../contract';
import { prepareResume } from '../domain/prepare-resume';
import { confidenceAfterCorrection, storedFieldPath } from '../domain/resume-review';
import { inTransaction } from '../store/db';
import { parseInfoOf, resumeFileContent, resumeTextOf, updateParseReport } from '../store/resume-files';
import { getResume, replaceResume } from '../store/resumes';
import { updateSkillRollups } from '../store/skill-rollups';
import { iso } from './context';
import type { Handlers } from './handler';
import { readResume, rollupEntry, toRow } from './resumes';

/** The media type each kind of kept file is served with. */
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  text: 'text/plain; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
  json: 'application/json',
};
const contentTypeOf = (kind: string) => CONTENT_TYPES[kind] ?? 'application/octet-stream';

const noFile = () => notFound('A source file of this resume');

/**
 * Reviewing a resume imported from a file: its parse report and text, the original bytes, and the
 * corrected document saved over the parsed one.
 */
export const resumeReviewHandlers: Handlers<'getResumeIntake' | 'getResumeFile' | 'updateResume'> = {
  getResumeIntake(ctx, { params }): ResumeIntake {
    if (!getResume(ctx.db, ctx.organizationId, params.id)) throw notFound('The resume');
    const info = parseInfoOf(ctx.db, ctx.organizationId, params.id);
    if (!info) throw noFile();
    const confidence = JSON.parse(info.confidence) as Record<string, number>;
    return {
      resumeId: params.id,
      kind: info.kind as ResumeIntake['kind'],
      fileName: info.file_name,
      sha256: info.sha256,
      size: info.size,
      contentType: contentTypeOf(info.kind),
      importedAt: iso(info.created_at),
      warnings: JSON.parse(info.warnings) as string[],
      fields: Object.entries(confidence)
        .map(([path, value]) => ({ path: storedFieldPath(path), confidence: value }))
        .sort((a, b) => a.confidence - b.confidence || a.path.localeCompare(b.path)),
      text: resumeTextOf(ctx.db, ctx.organizationId, params.id),
    };
  },

  getResumeFile(ctx, { params }) {
    if (!getResume(ctx.db, ctx.organizationId, params.id)) throw notFound('The resume');
    const file = resumeFileContent(ctx.db, ctx.organizationId, params.id);
    if (!file) throw noFile();
    return {
      name: file.file_name,
      contentType: contentTypeOf(file.kind),
      data: new Uint8Array(file.content),
    };
  },

  updateResume(ctx, { params, body }) {
    const now = ctx.now();
    let warnings: ResumeWarning[] = [];
    inTransaction(ctx.db, () => {
      const row = getResume(ctx.db, ctx.organizationId, params.id);
      if (!row) throw notFound('The resume');
      // Derived as a create derives it, with the resume's own indexing time, so a correction does
      // not move the resume's activity month (the fallback when the document has no dates).
      const preparation = prepareResume(body, row.id, row.created_at);
      const { prepared } = preparation;
      warnings = preparation.warnings;
      const before = rollupEntry(row.id, row);
      if (before) updateSkillRollups(ctx.db, ctx.organizationId, [before], -1);
      replaceResume(ctx.db, toRow(ctx.organizationId, prepared, row.created_at, now));
      updateSkillRollups(
        ctx.db,
        ctx.organizationId,
        [{ resumeId: row.id, skills: prepared.facts.skills, month: prepared.activityMonth }],
        1,
      );
      const info = parseInfoOf(ctx.db, ctx.organizationId, row.id);
      if (info) {
        // Saving is the recruiter's review of the parse: changed fields were set by a person, and
        // the warnings have been read next to the original.
        const confidence = confidenceAfterCorrection(
          JSON.parse(info.confidence) as Record<string, number>,
          JSON.parse(row.document) as ResumeDocument,
          JSON.parse(prepared.documentJson) as ResumeDocument,
        );
        updateParseReport(ctx.db, ctx.organizationId, row.id, confidence, []);
      }
    });
    // The answer is what GET /v1/resumes/{id} now says, the updated parse report included, and what
    // reading the correction changed or left out (as POST /v1/resumes answers).
    return { ...readResume(ctx, params.id), warnings };
  },
};
