import fs from 'node:fs';
import path from 'node:path';
import { adminContext, openIndex } from '../../app';
import { generateJobs, generateResumes } from '../../demo/generate';
import {
  addDemoData,
  isDemoOrganization,
  markDemoOrganization,
  removeDemoData,
} from '../../operations/demo-data';
import { ensureOrganization } from '../../operations/organizations';
import { dataDirOf, type Io, openAdmin, parseOptions, positiveInt } from '../context';
import { Progress } from '../progress';
import { UsageError } from '../usage-error';

const CHUNK = 1000;

/**
 * Realistic synthetic data, the same for the same seed: into the index (creating a demo
 * organization when there is none, which a later `talent init --org NAME` renames), replacing the
 * demo data already there; or with --out as resumes.ndjson and jobs.ndjson for `talent import` and
 * the benchmarks. --remove deletes the demo data and keeps everything else.
 */
export async function runDemo(args: string[], io: Io, dataDirOption?: string): Promise<number> {
  const { values, positionals } = parseOptions(args, {
    resumes: { type: 'string' },
    jobs: { type: 'string' },
    seed: { type: 'string' },
    out: { type: 'string' },
    now: { type: 'string' },
    remove: { type: 'boolean' },
  });
  if (positionals.length) throw new UsageError(`unexpected argument ${positionals[0]}`);
  if (values.remove) return removeDemo(io, values, dataDirOption);
  const resumeCount = positiveInt('resumes', values.resumes, 1000);
  const jobCount = positiveInt('jobs', values.jobs, 100);
  const options = {
    seed: values.seed ?? 'talent-index',
    now: values.now ? new Date(values.now) : new Date(),
  };
  if (Number.isNaN(options.now.getTime())) throw new UsageError('--now must be an ISO date');

  if (values.out) {
    fs.mkdirSync(values.out, { recursive: true });
    writeNdjson(path.join(values.out, 'resumes.ndjson'), generateResumes(resumeCount, options));
    writeNdjson(path.join(values.out, 'jobs.ndjson'), generateJobs(jobCount, options));
    io.out(`Wrote ${resumeCount} resumes and ${jobCount} jobs to ${values.out} (seed ${options.seed}).`);
    return 0;
  }

  const db = openIndex(dataDirOf(dataDirOption, io));
  try {
    const { created } = ensureOrganization(db, {
      name: 'Demo organization',
      email: 'admin@example.com',
      adminName: 'Demo Admin',
    });
    const ctx = adminContext(db, 'cli')!;
    if (created) markDemoOrganization(ctx);
    const progress = new Progress(io, 'Generating demo data', resumeCount + jobCount);
    addDemoData(ctx, { resumes: resumeCount, jobs: jobCount, seed: options.seed, now: options.now }, (done) =>
      progress.update(done),
    );
    progress.finish();
    io.out(
      `Added ${resumeCount} resumes and ${jobCount} jobs (seed ${options.seed}), replacing earlier demo data.` +
        (isDemoOrganization(ctx) ? ' `talent init --org NAME` gives the organization your name.' : ''),
    );
    return 0;
  } finally {
    db.close();
  }
}

async function removeDemo(io: Io, values: Record<string, unknown>, dataDirOption?: string): Promise<number> {
  const extra = ['resumes', 'jobs', 'seed', 'out', 'now'].find((option) => values[option] !== undefined);
  if (extra) throw new UsageError(`--remove takes no --${extra}`);
  const { db, ctx } = await openAdmin(dataDirOf(dataDirOption, io));
  try {
    const removed = removeDemoData(ctx);
    io.out(
      `Removed ${removed.resumes} demo resumes and ${removed.jobs} demo jobs; your own data is unchanged.`,
    );
    return 0;
  } finally {
    db.close();
  }
}

function writeNdjson(file: string, items: Iterable<unknown>): void {
  const fd = fs.openSync(file, 'w');
  try {
    let buffer: string[] = [];
    for (const item of items) {
      buffer.push(JSON.stringify(item));
      if (buffer.length === CHUNK) {
        fs.writeSync(fd, `${buffer.join('\n')}\n`);
        buffer = [];
      }
    }
    if (buffer.length) fs.writeSync(fd, `${buffer.join('\n')}\n`);
  } finally {
    fs.closeSync(fd);
  }
}
