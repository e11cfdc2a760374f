import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { adminContext, openIndex } from '../../main/app';
import { invoke } from '../../main/operations';
import { openDatabase } from '../../main/store/db';
import { tempDir } from '../helpers';
import { startReceiver } from './receiver';

const TALENT = path.resolve(__dirname, '../../out/main/talent.js');
const children: ChildProcess[] = [];
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  while (closers.length) await closers.pop()!();
});

const talent = (dir: string, args: string[]) =>
  spawnSync(process.execPath, [TALENT, '--data-dir', dir, ...args], { encoding: 'utf8' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function indexWithWebhook(url: string) {
  const dir = tempDir();
  talent(dir, ['init']);
  const db = openIndex(dir);
  const ctx = adminContext(db, 'cli')!;
  // The receiver is on loopback, which the administrator must allow-list.
  await invoke(ctx, 'setWebhookAllowList', { body: { hosts: ['127.0.0.1'] } });
  await invoke(ctx, 'updateOrganization', {
    body: { settings: { webhook: { enabled: true, url, events: ['resume.parsed'] } } },
  });
  db.close();
  return dir;
}

describe('kill -9 loses no resume and no event', () => {
  it('during an import: every stored resume is whole and has its resume.parsed event', async () => {
    const dir = await indexWithWebhook('http://127.0.0.1:9/hook');
    const demo = tempDir();
    talent(dir, ['demo', '--resumes', '20000', '--jobs', '0', '--out', demo]);
    const child = spawn(
      process.execPath,
      [TALENT, '--data-dir', dir, 'import', 'resumes', path.join(demo, 'resumes.ndjson')],
      { stdio: 'ignore' },
    );
    children.push(child);
    const db = openDatabase(path.join(dir, 'talent-index.sqlite'));
    const count = () => (db.prepare('SELECT count(*) AS n FROM resumes').get() as { n: number }).n;
    // Killed as soon as the first 5,000-row commit shows. The wait is long (up to 60 s) only for a
    // loaded machine: there the first commit took over 10 s and the test killed an import with none.
    for (let i = 0; i < 2400 && count() === 0; i++) await sleep(25);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const resumes = count();
    expect(resumes).toBeGreaterThan(0);
    expect(resumes).toBeLessThan(20000);
    expect(resumes % 1000).toBe(0); // whole batches only
    const one = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    expect(one('SELECT count(*) AS n FROM resume_documents')).toBe(resumes);
    expect(one("SELECT count(*) AS n FROM webhook_events WHERE type = 'resume.parsed'")).toBe(resumes);
    expect(one('SELECT coalesce(sum(resumes), 0) AS n FROM resume_months')).toBe(resumes);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  }, 120_000);

  it('during a delivery: the event is delivered after a restart', async () => {
    const receiver = await startReceiver(['hang', { status: 204 }]);
    closers.push(receiver.close);
    const dir = await indexWithWebhook(receiver.url);
    const env = { ...process.env, TALENT_WEBHOOK_TIMEOUT_MS: '500' };
    const serve = () => {
      const child = spawn(process.execPath, [TALENT, '--data-dir', dir, 'serve', '--port', '0'], {
        stdio: 'ignore',
        env,
      });
      children.push(child);
      return child;
    };
    const first = serve();
    const file = path.join(tempDir(), 'r.json');
    (await import('node:fs')).writeFileSync(file, JSON.stringify({ basics: { name: 'Crash Test' } }));
    expect(talent(dir, ['import', 'resumes', file]).status).toBe(0);
    for (let i = 0; i < 200 && receiver.received.length === 0; i++) await sleep(25);
    expect(receiver.received).toHaveLength(1); // the first attempt hangs at the receiver
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));

    serve(); // a new process: it waits out the dead one's lease, then delivers
    for (let i = 0; i < 600 && receiver.received.length < 2; i++) await sleep(25);
    expect(receiver.received.length).toBeGreaterThanOrEqual(2);
    expect(receiver.received[1].headers['webhook-id']).toBe(receiver.received[0].headers['webhook-id']);
    const db = openDatabase(path.join(dir, 'talent-index.sqlite'));
    for (let i = 0; i < 100; i++) {
      if (
        (db.prepare('SELECT status FROM webhook_events').get() as { status: string }).status === 'delivered'
      )
        break;
      await sleep(25);
    }
    expect(db.prepare('SELECT status FROM webhook_events').get()).toEqual({ status: 'delivered' });
    db.close();
  });
});
