import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../../main/http/server';
import { reportWorker } from '../../main/operations/reports/report-runner';
import { addOrganization, request, tempDatabase, tempDir } from '../helpers';

/**
 * A real worker-thread script standing in for the report worker: while the marker file exists it
 * dies on a task (as a worker killed by its heap limit or a native crash does), otherwise it
 * answers `{ answeredBy }` as the report. Deciding per task, not per worker, lets the test see the
 * pool's replacement worker serve once the cause is gone. `once` removes the marker as it dies.
 */
function crashingReportWorker(marker: string, answeredBy: string, once = false): string {
  const file = path.join(tempDir('talent-report-worker-'), 'report-worker.cjs');
  const name = JSON.stringify(marker);
  fs.writeFileSync(
    file,
    `const fs = require('node:fs');
const { parentPort } = require('node:worker_threads');
parentPort.on('message', () => {
  if (fs.existsSync(${name})) { ${once ? `fs.rmSync(${name}); ` : ''}process.exit(3); }
  parentPort.postMessage({ ok: true, generation: 0, value: { answeredBy: ${JSON.stringify(answeredBy)} } });
});`,
  );
  return file;
}

describe('a report worker that dies under a request (issue #13)', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (closers.length) await closers.pop()!();
  });

  it('answers 503 problem+json with Retry-After, not 500, and the next request is served by a fresh worker', async () => {
    const { db } = tempDatabase();
    const org = await addOrganization(db);
    const marker = path.join(tempDir(), 'crash');
    fs.writeFileSync(marker, '');
    const reports = reportWorker(crashingReportWorker(marker, 'a fresh worker'));
    closers.push(() => reports.close());
    expect(reports.isolated).toBe(true);
    const errors: unknown[] = [];
    const server = await startServer({
      db,
      port: 0,
      rateLimits: false,
      services: { computeReport: reports.compute },
      logError: (error) => errors.push(error),
    });
    closers.push(() => server.close());

    const crashed = await request(server.url, 'GET', '/v1/intelligence/skills', { token: org.token });
    expect(crashed.status).toBe(503);
    expect(crashed.headers['content-type']).toBe('application/problem+json');
    expect(Number(crashed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(crashed.json).toMatchObject({
      status: 503,
      type: expect.stringContaining('report-worker-stopped'),
    });
    // Logged for the administrator, as every 5xx is; the client's detail names no internals.
    expect(errors).toHaveLength(1);
    expect(crashed.json.detail).not.toMatch(/exit code/);

    // The cause gone, the same report is computed by the worker the pool put in the dead one's place.
    fs.rmSync(marker);
    const served = await request(server.url, 'GET', '/v1/intelligence/skills', { token: org.token });
    expect(served.status).toBe(200);
    expect(served.json).toEqual({ answeredBy: 'a fresh worker' });
  });

  it('retries once on a fresh worker when only the first attempt dies', async () => {
    const { db } = tempDatabase();
    const org = await addOrganization(db);
    const marker = path.join(tempDir(), 'crash');
    fs.writeFileSync(marker, '');
    // The first worker to take the task removes the marker as it dies: the retry finds it gone.
    const reports = reportWorker(crashingReportWorker(marker, 'the retry', true));
    closers.push(() => reports.close());
    const server = await startServer({
      db,
      port: 0,
      rateLimits: false,
      services: { computeReport: reports.compute },
    });
    closers.push(() => server.close());

    const reply = await request(server.url, 'GET', '/v1/intelligence/skills', { token: org.token });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ answeredBy: 'the retry' });
    expect(fs.existsSync(marker)).toBe(false);
  });
});
