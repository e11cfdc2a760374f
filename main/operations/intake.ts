import { createHash } from 'node:crypto';
import { type FileImportResult, type JsonResumeParsed, ProblemError } from '../contract';
import { newId } from '../domain/ids';
import { checkJsonResume, describePointed } from '../domain/json-resume';
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
    error instanceof UnreadableFileError ||
    name === 'UnreadableFileError' ||
    name === 'TaskTimeoutError' ||
    name === 'TaskCrashedError';
  return { file, status: 'failed', reason: known ? message : `could not be parsed: ${message}` };
}

/** Whose file it is, for the parser's turn-taking: each API token, the desktop, the CLI. */
const clientOf = (ctx: OperationContext): string =>
  ctx.actor.kind === 'token' ? ctx.actor.tokenId : `admin:${ctx.actor.via}`;

/** A file read and parsed, waiting to be stored. */
interface ParsedFile {
  fileName: string;
  bytes: Uint8Array;
  sha256: string;
  parsed: ParsedResume;
  resume: JsonResumeParsed;
}

const duplicateOf = (file: string, resumeId: string): FileImportResult => ({
  file,
  status: 'duplicate',
  resumeId,
  reason: 'this file was imported before',
});

/**
 * The first half of importing a file, which writes nothing: a file already in the index (same
 * SHA-256) is answered as a duplicate; otherwise it is parsed (off the main thread when the
 * process provides a parser) and validated, or answered as failed.
 */
async function parseForImport(
  ctx: OperationContext,
  fileName: string,
  bytes: Uint8Array,
): Promise<FileImportResult | ParsedFile> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const existing = resumeOfFile(ctx.db, ctx.organizationId, sha256);
  if (existing) return duplicateOf(fileName, existing);

  let parsed: ParsedResume;
  try {
    parsed = await (ctx.services?.parseResumeFile ?? parseResumeFile)(fileName, bytes, clientOf(ctx));
  } catch (error) {
    return failure(fileName, error);
  }
  const valid = checkJsonResume(parsed.resume);
  if ('problems' in valid)
    return {
      file: fileName,
      status: 'failed',
      reason: `the parsed resume is not valid: ${describePointed(valid.problems).join('; ')}`,
    };
  return { fileName, bytes, sha256, parsed, resume: valid.resume };
}

/**
 * The second half: the resume, the original file, its parse report and its text are stored in one
 * transaction, with the resume.parsed event.
 */
function storeParsedFile(ctx: OperationContext, file: ParsedFile | FileImportResult): FileImportResult {
  if ('status' in file) return file;
  const { fileName, bytes, sha256, parsed } = file;
  const now = ctx.now();
  const { prepared, warnings: normalized } = prepareResume(file.resume, newId('res', now), now);
  // The parser's warnings, then what reading the JSON Resume values changed (.json files mostly).
  const warnings = [...parsed.warnings, ...describePointed(normalized)];
  return inTransaction(ctx.db, () => {
    // Checked again inside the transaction: the same file may have been stored meanwhile, by
    // another process or earlier in the same upload.
    const raced = resumeOfFile(ctx.db, ctx.organizationId, sha256);
    if (raced) return duplicateOf(fileName, raced);
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
        warnings: JSON.stringify(warnings),
        created_at: now,
      },
      parsed.text,
    );
    return { file: fileName, status: 'imported', resumeId: prepared.id, warnings };
  });
}

/** Imports one resume file; a duplicate or a file that fails writes nothing. */
export async function importResumeFile(
  ctx: OperationContext,
  fileName: string,
  bytes: Uint8Array,
): Promise<FileImportResult> {
  return storeParsedFile(ctx, await parseForImport(ctx, fileName, bytes));
}

export const intakeHandlers: Handlers<'importResumeFiles' | 'searchResumes'> = {
  async importResumeFiles(ctx, { body }) {
    // The files are parsed side by side (in the worker pool where the process has one), then
    // stored one by one in upload order, each in its own transaction: the same file twice in one
    // upload is stored once, and the later copy is the duplicate.
    const parsing = body.files.map((file) => parseForImport(ctx, file.name, file.data));
    const results: FileImportResult[] = [];
    for (const parsed of parsing) results.push(storeParsedFile(ctx, await parsed));
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
