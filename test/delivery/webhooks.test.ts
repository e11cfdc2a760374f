import { afterEach, describe, expect, it } from 'vitest';
import { EVENT_KINDS, type EventKind } from '../../main/contract';
import { WebhookWorker } from '../../main/delivery/webhook-worker';
import { verifyWebhook } from '../../main/domain/webhook-signature';
import { invoke, type OperationContext } from '../../main/operations';
import { openDatabase } from '../../main/store/db';
import { addOrganization, sampleResume, startTestServer, tempDatabase, testClock } from '../helpers';
import { startReceiver } from './receiver';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function setup(plan?: Parameters<typeof startReceiver>[0], events: EventKind[] = [...EVENT_KINDS]) {
  const clock = testClock();
  const { db, file } = tempDatabase();
  const org = await addOrganization(db, 'Acme', clock.now);
  const ctx: OperationContext = { ...org.ctx, now: clock.now };
  const receiver = await startReceiver(plan);
  closers.push(receiver.close);
  // The receiver is on loopback, which the administrator must allow-list.
  await invoke(ctx, 'setWebhookAllowList', { body: { hosts: ['127.0.0.1'] } });
  await invoke(ctx, 'updateOrganization', {
    body: { settings: { webhook: { enabled: true, url: receiver.url, events } } },
  });
  const worker = new WebhookWorker(db, { now: clock.now, random: () => 0.5, timeoutMs: 300 });
  closers.push(() => worker.stop());
  const row = (id: string) =>
    db.prepare('SELECT * FROM webhook_events WHERE id = ?').get(id) as Record<string, unknown>;
  return { db, file, org, ctx, clock, receiver, worker, row };
}

describe('webhooks: outbox and delivery to a real local receiver', () => {
  it('queues resume.parsed with the change and delivers it signed (Standard Webhooks)', async () => {
    const { ctx, receiver, worker, db } = await setup();
    const resume = await invoke(ctx, 'createResume', { body: sampleResume() });
    expect(db.prepare("SELECT count(*) AS n FROM webhook_events WHERE status = 'pending'").get()).toEqual({
      n: 1,
    });
    expect(await worker.deliverDue()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const { headers, body } = receiver.received[0];
    const secret = (await invoke(ctx, 'getWebhookSecret', {})).secret;
    expect(secret).toMatch(/^whsec_/);
    expect(
      verifyWebhook(
        secret,
        headers['webhook-id'] as string,
        Number(headers['webhook-timestamp']),
        body,
        headers['webhook-signature'] as string,
      ),
    ).toBe(true);
    expect(
      verifyWebhook(
        secret,
        headers['webhook-id'] as string,
        Number(headers['webhook-timestamp']),
        `${body} `,
        headers['webhook-signature'] as string,
      ),
    ).toBe(false);
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(body)).toEqual({
      type: 'resume.parsed',
      timestamp: expect.any(String),
      data: { resumeId: resume.id, name: 'Richard Hendriks' },
    });
    const log = await invoke(ctx, 'listWebhookDeliveries', { query: {} });
    expect(log.data[0]).toMatchObject({
      id: headers['webhook-id'],
      type: 'resume.parsed',
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 204,
      nextAttemptAt: null,
    });
  });

  it('emits every documented kind', async () => {
    const { ctx, db } = await setup();
    const resume = await invoke(ctx, 'createResume', { body: sampleResume() });
    await invoke(ctx, 'createRedaction', { params: { id: resume.id }, body: {} });
    await invoke(ctx, 'createVerification', {
      body: {
        resumeId: resume.id,
        type: 'work',
        entryId: resume.work[0].__id,
        method: 'manual',
        status: 'complete',
      },
    });
    await invoke(ctx, 'deleteResume', { params: { id: resume.id } });
    const kinds = (
      db.prepare('SELECT type, payload FROM webhook_events ORDER BY id').all() as Array<{
        type: string;
        payload: string;
      }>
    ).map((r) => r.type);
    expect(kinds).toEqual(['resume.parsed', 'redaction.created', 'verification.completed', 'resume.deleted']);
  });

  it('queues nothing while the webhook is off or not subscribed', async () => {
    const { ctx, db } = await setup(undefined, ['redaction.created']);
    await invoke(ctx, 'createResume', { body: sampleResume() });
    await invoke(ctx, 'updateOrganization', {
      body: { settings: { webhook: { enabled: false, events: ['resume.parsed'] } } },
    });
    await invoke(ctx, 'createResume', { body: sampleResume() });
    expect(db.prepare('SELECT count(*) AS n FROM webhook_events').get()).toEqual({ n: 0 });
  });

  it('retries failures on the schedule with the same webhook-id, honouring Retry-After', async () => {
    const { ctx, receiver, worker, row, clock } = await setup([
      { status: 500 },
      { status: 429, headers: { 'retry-after': '120' } },
      { status: 200 },
    ]);
    await invoke(ctx, 'createResume', { body: sampleResume() });
    await worker.deliverDue();
    const id = receiver.received[0].headers['webhook-id'] as string;
    expect(row(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_status_code: 500,
      last_error: 'status 500',
      next_attempt_at: clock.now() + 5000,
    });
    expect(await worker.deliverDue()).toBe(0); // not due yet
    clock.advance(5000);
    await worker.deliverDue();
    expect(row(id)).toMatchObject({
      status: 'pending',
      attempts: 2,
      last_status_code: 429,
      next_attempt_at: clock.now() + 300_000,
    });
    clock.advance(300_000);
    await worker.deliverDue();
    expect(row(id)).toMatchObject({ status: 'delivered', attempts: 3 });
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([id]));

    const {
      ctx: ctx2,
      receiver: r2,
      worker: w2,
      row: row2,
      clock: clock2,
    } = await setup([{ status: 503, headers: { 'retry-after': '3600' } }]);
    await invoke(ctx2, 'createResume', { body: sampleResume() });
    await w2.deliverDue();
    expect(row2(r2.received[0].headers['webhook-id'] as string).next_attempt_at).toBe(
      clock2.now() + 3_600_000,
    );
  });

  it('gives up after the last retry', async () => {
    const { ctx, receiver, worker, row, clock } = await setup([{ status: 500 }]);
    await invoke(ctx, 'createResume', { body: sampleResume() });
    for (let i = 0; i < 12; i++) {
      await worker.deliverDue();
      clock.advance(40_000_000);
    }
    const id = receiver.received[0].headers['webhook-id'] as string;
    expect(receiver.received).toHaveLength(8); // the first try and seven retries
    expect(row(id)).toMatchObject({ status: 'failed', attempts: 8, next_attempt_at: null });
  });

  it('does not follow redirects, gives up on timeouts, and turns the webhook off on 410', async () => {
    const redirect = await setup([{ status: 302, headers: { location: 'http://127.0.0.1:1/elsewhere' } }]);
    await invoke(redirect.ctx, 'createResume', { body: sampleResume() });
    await redirect.worker.deliverDue();
    expect(redirect.row(redirect.receiver.received[0].headers['webhook-id'] as string)).toMatchObject({
      status: 'pending',
      last_status_code: 302,
    });

    const slow = await setup(['hang']);
    await invoke(slow.ctx, 'createResume', { body: sampleResume() });
    await slow.worker.deliverDue();
    const slowRow = slow.db.prepare('SELECT * FROM webhook_events').get() as Record<string, unknown>;
    expect(slowRow).toMatchObject({
      status: 'pending',
      last_status_code: null,
      last_error: 'timeout',
    });

    const gone = await setup([{ status: 410 }]);
    await invoke(gone.ctx, 'createResume', { body: sampleResume() });
    await gone.worker.deliverDue();
    expect((await invoke(gone.ctx, 'getOrganization', { query: {} })).settings.webhook.enabled).toBe(false);
    expect(gone.db.prepare('SELECT status FROM webhook_events').get()).toEqual({ status: 'failed' });
  });

  it('keeps pending deliveries across a restart, and never lets two workers claim the same event', async () => {
    const { ctx, file, db, receiver, clock } = await setup();
    await invoke(ctx, 'createResume', { body: sampleResume() });
    db.close(); // the process that wrote the event is gone

    const first = openDatabase(file);
    const second = openDatabase(file);
    closers.push(async () => {
      first.close();
      second.close();
    });
    const a = new WebhookWorker(first, { now: clock.now, timeoutMs: 300 });
    const b = new WebhookWorker(second, { now: clock.now, timeoutMs: 300 });
    const [x, y] = await Promise.all([a.deliverDue(), b.deliverDue()]);
    expect(x + y).toBe(1);
    expect(receiver.received).toHaveLength(1);
  });

  it('sends a test event and manages the secret through HTTP (administrator only)', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const noUrl = await server.call('POST', '/v1/webhooks/test', { token: org.token });
    expect(noUrl.status).toBe(422);
    const receiver = await startReceiver();
    closers.push(receiver.close);
    await invoke(org.ctx, 'setWebhookAllowList', { body: { hosts: ['127.0.0.1'] } });
    await server.call('PATCH', '/v1/organizations/me', {
      token: org.token,
      body: { settings: { webhook: { url: receiver.url } } },
    });
    const test = await server.call('POST', '/v1/webhooks/test', { token: org.token });
    expect(test.status).toBe(201);
    expect(test.json).toMatchObject({ type: 'webhook.test', status: 'pending', attempts: 0 });
    const worker = new WebhookWorker(server.db, { timeoutMs: 1000 });
    closers.push(() => worker.stop());
    await worker.deliverDue();
    expect(JSON.parse(receiver.received[0].body).type).toBe('webhook.test');
    const log = await server.call('GET', '/v1/webhooks/deliveries', { token: org.token });
    expect(log.json.data[0]).toMatchObject({ id: test.json.id, status: 'delivered' });

    expect((await server.call('GET', '/v1/webhooks/secret', { token: org.token })).status).toBe(403);
    const before = await invoke(org.ctx, 'getWebhookSecret', {});
    const rotated = await invoke(org.ctx, 'rotateWebhookSecret', {});
    expect(rotated.secret).not.toBe(before.secret);
    expect((await invoke(org.ctx, 'getWebhookSecret', {})).secret).toBe(rotated.secret);
  });
});
