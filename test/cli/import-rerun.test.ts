import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers';

/** The CLI as users run it: the built out/main/talent.js under plain Node (npm test builds first). */
const TALENT = path.resolve(__dirname, '../../out/main/talent.js');
/** Import commits at least 5,000 prepared resumes at a time (COMMIT_ROWS): kill after the first, before the last. */
const COMMIT_ROWS = 5000;
const DOCUMENTS = 3 * COMMIT_ROWS;

function talent(dataDir: string, args: string[]) {
  const result = spawnSync(process.execPath, [TALENT, '--data-dir', dataDir, ...args], { encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Reads the index as another process would while the import writes (WAL: readers never block it). */
function query<T>(dataDir: string, sql: string): T {
  const db = new Database(path.join(dataDir, 'talent-index.sqlite'), { readonly: true });
  try {
    return db.prepare(sql).all() as T;
  } finally {
    db.close();
  }
}
const resumeCount = (dataDir: string) =>
  query<Array<{ n: number }>>(dataDir, 'SELECT count(*) AS n FROM resumes')[0].n;
/** What analytics read of the resumes: it must be the same as after one uninterrupted import. */
const rollups = (dataDir: string) => ({
  skills: query<unknown[]>(dataDir, 'SELECT skill, resumes FROM resume_skill_totals ORDER BY skill'),
  months: query<unknown[]>(dataDir, 'SELECT month, resumes FROM resume_months ORDER BY month'),
});

/** The resume indexes a bulk import drops (store/bulk-load.ts), by name. */
const BULK_DROPPED = ['resumes_by_name', 'resumes_by_years', 'resumes_talent_pool', 'resumes_by_content'];
const indexesOf = (dataDir: string) =>
  query<Array<{ name: string }>>(dataDir, 'PRAGMA index_list(resumes)')
    .map((i) => i.name)
    .sort();

beforeAll(() => {
  if (!fs.existsSync(TALENT))
    throw new Error('out/main/talent.js is missing: run `npm run build` first (npm test does).');
});

describe('talent import resumes, interrupted and run again', () => {
  it('after kill -9 mid-import, a re-run leaves exactly one import, and another re-run adds nothing', async () => {
    const demo = tempDir();
    const interrupted = tempDir();
    const uninterrupted = tempDir();
    expect(talent(demo, ['demo', '--resumes', String(DOCUMENTS), '--jobs', '1', '--out', demo]).code).toBe(0);
    const file = path.join(demo, 'resumes.ndjson');
    for (const dir of [interrupted, uninterrupted]) expect(talent(dir, ['init']).code).toBe(0);

    // Kill the import once a transaction has committed, well before the last one.
    const child = spawn(process.execPath, [TALENT, '--data-dir', interrupted, 'import', 'resumes', file], {
      stdio: 'ignore',
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    let seen = 0;
    while (seen < COMMIT_ROWS && child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen = resumeCount(interrupted);
    }
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const survived = resumeCount(interrupted);
    expect(survived).toBeGreaterThanOrEqual(COMMIT_ROWS);
    expect(survived).toBeLessThan(DOCUMENTS);

    const rerun = talent(interrupted, ['import', 'resumes', file]);
    expect(rerun.code).toBe(0);
    expect(rerun.stdout).toContain(
      `Imported ${DOCUMENTS - survived} resumes from 1 file(s); ${survived} skipped as already imported; 0 failed.`,
    );
    expect(resumeCount(interrupted)).toBe(DOCUMENTS);

    const again = talent(interrupted, ['import', 'resumes', file]);
    expect(again.stdout).toContain(
      `Imported 0 resumes from 1 file(s); ${DOCUMENTS} skipped as already imported`,
    );
    expect(resumeCount(interrupted)).toBe(DOCUMENTS);

    expect(talent(uninterrupted, ['import', 'resumes', file]).stdout).toContain(
      `Imported ${DOCUMENTS} resumes`,
    );
    expect(rollups(uninterrupted).skills.length).toBeGreaterThan(10);
    expect(rollups(interrupted)).toEqual(rollups(uninterrupted));
  }, 400_000);

  it('killed while its indexes are dropped (a bulk import), the next open rebuilds them and a re-run completes it once', async () => {
    const demo = tempDir();
    const dir = tempDir();
    expect(talent(demo, ['demo', '--resumes', String(DOCUMENTS), '--jobs', '0', '--out', demo]).code).toBe(0);
    const file = path.join(demo, 'resumes.ndjson');
    expect(talent(dir, ['init']).code).toBe(0);
    const complete = indexesOf(dir);
    expect(complete).toEqual(expect.arrayContaining(BULK_DROPPED));

    const child = spawn(process.execPath, [TALENT, '--data-dir', dir, 'import', 'resumes', file], {
      stdio: 'ignore',
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    while (resumeCount(dir) < COMMIT_ROWS && child.exitCode === null)
      await new Promise((resolve) => setTimeout(resolve, 5));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    // Killed in the index-less phase: the indexes are gone and the record of them committed.
    const survived = resumeCount(dir);
    expect(survived).toBeLessThan(DOCUMENTS);
    expect(indexesOf(dir)).toEqual(complete.filter((name) => !BULK_DROPPED.includes(name)));
    expect(query<Array<{ name: string }>>(dir, 'SELECT name FROM dropped_indexes ORDER BY name')).toEqual(
      [...BULK_DROPPED].sort().map((name) => ({ name })),
    );

    // Any command that opens the index for writing rebuilds them before it does anything else.
    expect(talent(dir, ['token', 'list']).code).toBe(0);
    expect(indexesOf(dir)).toEqual(complete);
    expect(query<unknown[]>(dir, 'SELECT * FROM dropped_indexes')).toEqual([]);

    const rerun = talent(dir, ['import', 'resumes', file]);
    expect(rerun.stdout).toContain(
      `Imported ${DOCUMENTS - survived} resumes from 1 file(s); ${survived} skipped as already imported; 0 failed.`,
    );
    expect(resumeCount(dir)).toBe(DOCUMENTS);
    expect(
      query<Array<{ n: number }>>(dir, 'SELECT count(DISTINCT content_hash) AS n FROM resumes')[0].n,
    ).toBe(DOCUMENTS);
    expect(indexesOf(dir)).toEqual(complete);
    expect(query<Array<{ integrity_check: string }>>(dir, 'PRAGMA integrity_check')).toEqual([
      { integrity_check: 'ok' },
    ]);
  }, 400_000);

  it('skips a document repeated in one import, and imports duplicates when asked to', () => {
    const dir = tempDir();
    expect(talent(dir, ['init']).code).toBe(0);
    const line = fs.readFileSync(
      path.resolve(__dirname, '../fixtures/jsonresume/sample.resume.json'),
      'utf8',
    );
    const file = path.join(dir, 'twice.ndjson');
    // The same document twice, the second with its keys in another order.
    const document = JSON.parse(line);
    const reordered = Object.fromEntries(Object.entries(document).reverse());
    fs.writeFileSync(file, `${JSON.stringify(document)}\n${JSON.stringify(reordered)}\n`);

    const first = talent(dir, ['import', 'resumes', file]);
    expect(first.stdout).toContain(
      'Imported 1 resumes from 1 file(s); 1 skipped as already imported; 0 failed.',
    );
    expect(resumeCount(dir)).toBe(1);

    const deliberate = talent(dir, ['import', 'resumes', '--allow-duplicates', file]);
    expect(deliberate.code).toBe(0);
    expect(deliberate.stdout).toContain('Imported 2 resumes from 1 file(s); 0 failed.');
    expect(resumeCount(dir)).toBe(3);
  });
});
