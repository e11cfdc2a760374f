// Deterministic synthetic resumes and jobs for `talent demo`, the first-run
// demo and the benchmarks. Document N of a stream depends only on (seed, N,
// now): each gets its own random generator, so any document can be produced
// alone, batches can be split or resumed, and the same seed always gives the
// same data. Pure computation: no I/O, no dependencies, browser-safe.

import { type Clock, clockOf } from './calendar';
import { buildJob } from './job';
import { hashSeed, Random } from './random';
import { buildResume } from './resume';
import type { DemoJob, JsonResume } from './types';

export type { DemoJob, JsonResume } from './types';

export interface DemoOptions {
  seed: string | number;
  /** Dates are generated within the two years before this instant. */
  now: Date;
}

/** Independent random streams for the two document kinds, so adding jobs never changes resumes. */
const RESUME_STREAM = 1;
const JOB_STREAM = 2;

function checkIndex(index: number): void {
  if (!Number.isSafeInteger(index) || index < 0) {
    throw new RangeError(`demo generator: index must be a non-negative integer, got ${index}`);
  }
}

function resumeAt(seed: number, index: number, clock: Clock): JsonResume {
  return buildResume(new Random(seed, RESUME_STREAM, index), index, clock);
}

function jobAt(seed: number, index: number, clock: Clock): DemoJob {
  return buildJob(new Random(seed, JOB_STREAM, index), clock);
}

export function generateResume(index: number, opts: DemoOptions): JsonResume {
  checkIndex(index);
  return resumeAt(hashSeed(opts.seed), index, clockOf(opts.now));
}

export function generateJob(index: number, opts: DemoOptions): DemoJob {
  checkIndex(index);
  return jobAt(hashSeed(opts.seed), index, clockOf(opts.now));
}

/** Resumes 0 … count-1, lazily, so callers can stream millions without holding them. */
export function* generateResumes(count: number, opts: DemoOptions): Generator<JsonResume> {
  const seed = hashSeed(opts.seed);
  const clock = clockOf(opts.now);
  for (let index = 0; index < count; index++) yield resumeAt(seed, index, clock);
}

/** Jobs 0 … count-1, lazily. */
export function* generateJobs(count: number, opts: DemoOptions): Generator<DemoJob> {
  const seed = hashSeed(opts.seed);
  const clock = clockOf(opts.now);
  for (let index = 0; index < count; index++) yield jobAt(seed, index, clock);
}
