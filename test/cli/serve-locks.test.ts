import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../main/store/db';
import { request, sampleResume, tempDir } from '../helpers';
import { requireBuiltCli, TALENT, talent } from './talent-process';

requireBuiltCli();

const children: Array<ReturnType<typeof spawn>> = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGTERM');
});

/**
 * Issue #13, item 5, through `talent serve`: while another process holds the index's write lock
 * (this test process, with BEGIN IMMEDIATE on its own connection), the server keeps answering
 * reads at once and answers writes 503 with Retry-After, never 500 after a 5 s freeze.
 */
describe('talent serve with the index locked by another process', () => {
  it('answers reads at once and writes 503 with Retry-After, then writes again once the lock is gone', async () => {
    const dir = tempDir();
    expect(talent(dir, ['init']).code).toBe(0);
    const warmUpToken = talent(dir, ['token', 'create']).stdout.trim();
    const [token, ...freshTokens] = [1, 2, 3].map(() => talent(dir, ['token', 'create']).stdout.trim());
    const child = spawn(process.execPath, [TALENT, '--data-dir', dir, 'serve', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (c) => {
        out += c;
        if (out.includes('\n')) resolve(out.split('\n')[0]);
      });
      child.once('exit', (code) => reject(new Error(`serve exited ${code}`)));
    });
    // Warm the server's code paths up with another token: the first use of `token`, under the
    // lock, still has its last-used time to record.
    expect((await request(url, 'GET', '/v1/resumes', { token: warmUpToken })).status).toBe(200);

    const holder = openDatabase(path.join(dir, 'talent-index.sqlite'));
    holder.exec('BEGIN IMMEDIATE');
    try {
      // Each token's first use records last_used_at, a write: it must not hold up the read.
      // Best of three: a shared machine's scheduler may stall any single request.
      let readMs = Infinity;
      for (const fresh of [token, ...freshTokens]) {
        const start = performance.now();
        const read = await request(url, 'GET', '/v1/resumes', { token: fresh });
        readMs = Math.min(readMs, performance.now() - start);
        expect(read.status).toBe(200);
      }
      expect(readMs).toBeLessThan(50);

      const start = performance.now();
      const write = await request(url, 'POST', '/v1/resumes', { token, body: sampleResume() });
      const writeMs = performance.now() - start;
      expect(write.status).toBe(503);
      expect(write.headers['retry-after']).toBe('1');
      expect(write.headers['content-type']).toMatch(/^application\/problem\+json/);
      // Under the 5 s a blocking wait (the default busy timeout) took. The server waits 10 ms for the
      // lock; the rest is request handling, which took up to 2 s on a shared machine loaded by other
      // test processes (the old 1 s bound failed there), so the bound sits between the two.
      expect(writeMs).toBeLessThan(4_000);
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
    const after = await request(url, 'POST', '/v1/resumes', { token, body: sampleResume() });
    expect(after.status).toBe(201);
  }, 30_000);
});
