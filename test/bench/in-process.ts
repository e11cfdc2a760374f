import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const ms = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e6;

/** Times fn n times; returns the milliseconds of each run. */
export function timeRuns(n: number, fn: () => void, before?: () => void): number[] {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    before?.();
    const start = process.hrtime.bigint();
    fn();
    times.push(ms(start));
  }
  return times;
}

/**
 * A query's first answer (cold caches and statements) and the median of `warmRuns` repeats after it,
 * in milliseconds, with the first answer for the caller's checks.
 */
export async function firstAndWarm<T>(
  run: () => Promise<T>,
  warmRuns = 5,
): Promise<{ first: T; firstMs: number; medianMs: number }> {
  const start = process.hrtime.bigint();
  const first = await run();
  const firstMs = ms(start);
  const warm: number[] = [];
  for (let i = 0; i < warmRuns; i++) {
    const s = process.hrtime.bigint();
    await run();
    warm.push(ms(s));
  }
  return { first, firstMs, medianMs: median(warm) };
}

export const peakRssMB = (): number => process.resourceUsage().maxRSS / 1024;

/** Writes a suite's figures next to the others (.bench/<suite>.json), for run.mjs to collect. */
export function saveResults(suite: string, results: unknown): void {
  const dir = path.resolve(__dirname, '../../.bench');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${suite}.json`), `${JSON.stringify(results, null, 2)}\n`);
}

const TALENT = path.resolve(__dirname, '../../out/main/talent.js');

/**
 * Fills the index in dir with `talent demo` through the built CLI (seed "bench"), as a user would;
 * returns the seconds it took. Throws with the CLI's stderr when it fails.
 */
export function makeDemoIndex(dir: string, resumes: number, jobs: number): number {
  const started = process.hrtime.bigint();
  const demo = spawnSync(
    process.execPath,
    [
      TALENT,
      '--data-dir',
      dir,
      'demo',
      '--resumes',
      String(resumes),
      '--jobs',
      String(jobs),
      '--seed',
      'bench',
    ],
    { encoding: 'utf8' },
  );
  if (demo.status !== 0) throw new Error(`talent demo failed: ${demo.stderr}`);
  return ms(started) / 1000;
}
