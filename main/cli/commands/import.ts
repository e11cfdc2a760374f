import type { z } from 'zod';
import { fieldErrorsFromZod, jobCreateSchema, jsonResumeSchema } from '../../contract';
import { indexJobs } from '../../operations/jobs';
import { indexResumes } from '../../operations/resumes';
import { dataDirOf, type Io, openAdmin, parseOptions } from '../context';
import { Progress } from '../progress';
import { collectFiles, type ReadProblem, readDocuments } from '../read-documents';
import { UsageError } from '../usage-error';

export const importHelp =
  'talent import resumes|jobs PATH...   JSON Resume / job files, folders of them, JSON arrays or NDJSON';

/** Documents are written in transactions of this many: fast, and an interruption loses at most one chunk. */
const CHUNK = 1000;
const MAX_REPORTED_PROBLEMS = 20;

export function runImport(args: string[], io: Io, dataDirOption?: string): number {
  const { positionals } = parseOptions(args, {});
  const [kind, ...paths] = positionals;
  if (kind !== 'resumes' && kind !== 'jobs')
    throw new UsageError('talent import takes resumes or jobs, then paths');
  if (paths.length === 0) throw new UsageError(`talent import ${kind} needs at least one file or folder`);

  const { db, ctx } = openAdmin(dataDirOf(dataDirOption, io));
  const schema: z.ZodType = kind === 'resumes' ? jsonResumeSchema : jobCreateSchema;
  const { files, problems } = collectFiles(paths);
  const progress = new Progress(io, `Importing ${kind}`);
  let imported = 0;
  let pending: unknown[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    if (kind === 'resumes') indexResumes(ctx, pending as never);
    else indexJobs(ctx, pending as never);
    imported += pending.length;
    pending = [];
    progress.update(imported);
  };

  try {
    for (const file of files) {
      problems.push(
        ...readDocuments(file, ({ where, value }) => {
          const result = schema.safeParse(value);
          if (!result.success) {
            const first = fieldErrorsFromZod('body', result.error.issues)[0];
            problems.push({ where, reason: `${first.pointer || '(document)'}: ${first.detail}` });
            return;
          }
          pending.push(result.data);
          if (pending.length >= CHUNK) flush();
        }),
      );
    }
    flush();
  } finally {
    progress.finish();
    db.close();
  }

  reportProblems(io, problems);
  io.out(`Imported ${imported} ${kind} from ${files.length} file(s); ${problems.length} failed.`);
  return problems.length > 0 && imported === 0 ? 1 : 0;
}

function reportProblems(io: Io, problems: ReadProblem[]): void {
  for (const p of problems.slice(0, MAX_REPORTED_PROBLEMS)) io.err(`  ${p.where}: ${p.reason}\n`);
  if (problems.length > MAX_REPORTED_PROBLEMS)
    io.err(`  … and ${problems.length - MAX_REPORTED_PROBLEMS} more\n`);
}
