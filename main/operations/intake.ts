import { createHash } from 'node:crypto';
import { type FileImportResult, jsonResumeSchema, ProblemError } from '../contract';
import { newId } from '../domain/ids';
import { detectKind, type ParsedResume, parseResumeFile, UnreadableFileError } from '../domain/parsing';
import { prepareResume } from '../domain/prepare-resume';
import { inTransaction } from '../store/db';
import { insertResumeFile, resumeOfFile, searchResumeText } from '../store/resume-files';
import type { OperationContext } from './context';
import type { Handlers } from './handler';
import { storePreparedResumes, summariesOf } from './resumes';

/**
 * Why a file failed: the parser's own reason for unreadable files (also when it crossed a worker
 * boundary, which keeps only the error's name) and time limits, else the error's words.
 */
function failure(file: string, error: unknown): FileImportResult {
  const { name, message } = error as Error;
  const known =
    error instanceof UnreadableFileError || name === 'UnreadableFileError' || name === 'TaskTimeoutError';
  return { file, status: 'failed', reason: known ? message : `could not be parsed: ${message}` };
}

/**
 * Imports one resume file: a file already in the index (same SHA-256) is reported as a duplicate
 * and nothing is written; otherwise it is parsed (off the main thread when the running app
 * provides a parser), and the resume, the original file, its parse report and its text are stored
 * in one transaction, with the resume.parsed event.
 */
export async function importResumeFile(
  ctx: OperationContext,
  fileName: string,
  bytes: Uint8Array,
): Promise<FileImportResult> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const existing = resumeOfFile(ctx.db, ctx.organizationId, sha256);
  if (existing)
    return {
      file: fileName,
      status: 'duplicate',
      resumeId: existing,
      reason: 'this file was imported before',
    };

  let parsed: ParsedResume;
  try {
    parsed = await (ctx.services?.parseResumeFile ?? parseResumeFile)(fileName, bytes);
  } catch (error) {
    return failure(fileName, error);
  }
  const valid = jsonResumeSchema.safeParse(parsed.resume);
  if (!valid.success)
    return {
      file: fileName,
      status: 'failed',
      reason: `the parsed resume is not valid: ${valid.error.issues[0].message}`,
    };

  const now = ctx.now();
  const { prepared } = prepareResume(valid.data, newId('res', now), now);
  return inTransaction(ctx.db, () => {
    // Checked again inside the transaction: another process may have imported the same file meanwhile.
    const raced = resumeOfFile(ctx.db, ctx.organizationId, sha256);
    if (raced)
      return {
        file: fileName,
        status: 'duplicate',
        resumeId: raced,
        reason: 'this file was imported before',
      };
    storePreparedResumes(ctx, [prepared], now);
    insertResumeFile(
      ctx.db,
      {
        organization_id: ctx.organizationId,
        sha256,
        resume_id: prepared.id,
        file_name: fileName,
        kind: detectKind(fileName, bytes),
        size: bytes.byteLength,
        content: Buffer.from(bytes),
        confidence: JSON.stringify(parsed.confidence),
        warnings: JSON.stringify(parsed.warnings),
        created_at: now,
      },
      parsed.text,
    );
    return { file: fileName, status: 'imported', resumeId: prepared.id, warnings: parsed.warnings };
  });
}

export const intakeHandlers: Handlers<'importResumeFiles' | 'searchResumes'> = {
  async importResumeFiles(ctx, { body }) {
    const results: FileImportResult[] = [];
    // One after another: each file is its own transaction, and parsing is the parallel part.
    for (const file of body.files) results.push(await importResumeFile(ctx, file.name, file.data));
    return { results };
  },

  searchResumes(ctx, { query }) {
    let ids: string[];
    try {
      ids = searchResumeText(ctx.db, ctx.organizationId, query.q, query.limit);
    } catch (error) {
      throw new ProblemError(400, `The search query is not valid: ${(error as Error).message}`, {
        errors: [{ in: 'query', pointer: '/q', parameter: 'q', detail: 'not a valid full-text query' }],
      });
    }
    return { data: summariesOf(ctx, ids) };
  },
};
