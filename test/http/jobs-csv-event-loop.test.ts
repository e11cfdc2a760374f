import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jobsCsvImportResultSchema, jobsCsvPreviewSchema } from '../../main/contract';
import { addOrganization, countRows, startTestServer } from '../helpers';

/** A spreadsheet export of about 1 MiB: 4,000 jobs with a paragraph of description each. */
function largeCsv(): string {
  const lines = ['Job Title,Employer,Location,Country,Skills,Salary Min,Salary Max,Currency,Description'];
  for (let i = 0; i < 4000; i++) {
    const description = `"Role ${i}: build and run data pipelines, review code, mentor two engineers, ${'and write clear notes for the team. '.repeat(5)}"`;
    lines.push(
      `Data Engineer ${i},Initech ${i % 50},Berlin,DE,"Python; SQL; Airflow",${60000 + i},${90000 + i},EUR,${description}`,
    );
  }
  return lines.join('\n');
}

/**
 * CPU milliseconds the main thread (the event loop's) has used: Linux's per-thread schedstat,
 * else the whole process's CPU (which also counts V8's concurrent GC threads, so it overstates).
 */
function mainThreadCpuMs(): number {
  try {
    return Number(fs.readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  }
}

/**
 * The longest stretch of main-thread CPU time the event loop went without a turn while `work` ran:
 * a ticker (setImmediate) samples it every turn. CPU time, not wall time, so the figure means the
 * same on a loaded machine (where a wall-clock gap may just be the scheduler).
 */
async function longestBlockCpuMs<T>(work: () => Promise<T>): Promise<{ result: T; longestMs: number }> {
  let running = true;
  let longestMs = 0;
  let last = mainThreadCpuMs();
  const tick = () => {
    const now = mainThreadCpuMs();
    longestMs = Math.max(longestMs, now - last);
    last = now;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  try {
    return { result: await work(), longestMs };
  } finally {
    running = false;
  }
}

describe('a large jobs CSV does not block the event loop (issue #13)', () => {
  const csv = largeCsv();

  it('previews and imports a 1 MiB CSV with no turn of the event loop over 50 ms of CPU', async () => {
    expect(csv.length).toBeGreaterThan(1024 * 1024);
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const post = (path: string, body: unknown) => server.call('POST', path, { token: org.token, body });
    // Warm the code paths (zod, csv-parse) so their first compilation is not counted.
    await post('/v1/jobs/csv/preview', { csv: csv.slice(0, 4000) });

    const preview = await longestBlockCpuMs(() => post('/v1/jobs/csv/preview', { csv, sampleSize: 1 }));
    expect(preview.result.status, preview.result.text).toBe(200);
    expect(jobsCsvPreviewSchema.parse(preview.result.json)).toMatchObject({
      rowCount: 4000,
      validCount: 4000,
      blocking: [],
    });
    expect(preview.longestMs).toBeLessThan(50);

    const imported = await longestBlockCpuMs(() => post('/v1/jobs/csv', { csv }));
    expect(imported.result.status, imported.result.text).toBe(200);
    expect(jobsCsvImportResultSchema.parse(imported.result.json)).toMatchObject({ imported: 4000 });
    expect(countRows(server.db, 'jobs')).toBe(4000);
  }, 120_000);
});
