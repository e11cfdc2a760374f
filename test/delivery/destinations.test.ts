import { afterEach, describe, expect, it } from 'vitest';
import { isAllowed, isInsideAddress, isLocalName } from '../../main/delivery/private-address';
import { BLOCKED_PRIVATE, WebhookWorker } from '../../main/delivery/webhook-worker';
import { invoke } from '../../main/operations';
import { addOrganization, startTestServer } from '../helpers';
import { startReceiver } from './receiver';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

/** A server, an organization whose webhook points at url, one queued test event, and a worker. */
async function withWebhook(url: string, allow: string[] = []) {
  const server = await startTestServer();
  const org = await addOrganization(server.db);
  await invoke(org.ctx, 'setWebhookAllowList', { body: { hosts: allow } });
  await invoke(org.ctx, 'updateOrganization', { body: { settings: { webhook: { url } } } });
  const worker = new WebhookWorker(server.db, { timeoutMs: 2000 });
  closers.push(() => worker.stop());
  const log = async () =>
    (await server.call('GET', '/v1/webhooks/deliveries', { token: org.token })).json.data[0];
  const test = await server.call('POST', '/v1/webhooks/test', { token: org.token });
  expect(test.status).toBe(201);
  return { server, org, worker, log };
}

describe('webhook destinations on inside addresses', () => {
  it('does not call a loopback receiver that is not allow-listed, and says why in one word', async () => {
    const receiver = await startReceiver();
    closers.push(receiver.close);
    for (const url of [receiver.url, receiver.url.replace('127.0.0.1', 'localhost'), 'http://[::1]:9/hook']) {
      const { worker, log } = await withWebhook(url);
      await worker.deliverDue();
      expect(await log(), url).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastStatusCode: null,
        lastError: BLOCKED_PRIVATE,
        nextAttemptAt: null,
      });
    }
    expect(receiver.received).toHaveLength(0);
  });

  it('delivers once the administrator allows the host (one step)', async () => {
    const receiver = await startReceiver();
    closers.push(receiver.close);
    const { worker, log } = await withWebhook(receiver.url.replace('127.0.0.1', 'localhost'), ['localhost']);
    await worker.deliverDue();
    expect(await log()).toMatchObject({ status: 'delivered', lastStatusCode: 204, lastError: null });
    expect(receiver.received).toHaveLength(1);
  });

  it('logs failure categories, not network messages: refused, tls, status code', async () => {
    const receiver = await startReceiver([{ status: 503 }]);
    closers.push(receiver.close);
    const port = new URL(receiver.url).port;
    const closed = await startReceiver();
    await closed.close(); // a port nothing listens on any more
    const cases: Array<[string, string, number | null]> = [
      [closed.url, 'refused', null],
      [`https://127.0.0.1:${port}/hook`, 'tls', null],
      [receiver.url, 'status 503', 503],
    ];
    for (const [url, category, code] of cases) {
      const { worker, log } = await withWebhook(url, ['127.0.0.1']);
      await worker.deliverDue();
      expect(await log(), url).toMatchObject({
        status: 'pending',
        lastError: category,
        lastStatusCode: code,
      });
    }
  });
});

describe('webhook host names that resolve inside', () => {
  it('judges a name by the address it resolves to at delivery time', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    await invoke(org.ctx, 'updateOrganization', {
      body: { settings: { webhook: { url: 'http://intranet.invalid:8080/hook' } } },
    });
    // The resolver is the only stand-in: it says what a local DNS or hosts file would.
    const worker = new WebhookWorker(server.db, { timeoutMs: 2000, resolve: async () => ['10.0.0.5'] });
    closers.push(() => worker.stop());
    const lastError = async () =>
      (await server.call('GET', '/v1/webhooks/deliveries', { token: org.token })).json.data[0].lastError;

    await server.call('POST', '/v1/webhooks/test', { token: org.token });
    await worker.deliverDue();
    expect(await lastError()).toBe(BLOCKED_PRIVATE);

    // Allowed by range: the worker goes on to send (the real resolver then finds no such host).
    await invoke(org.ctx, 'setWebhookAllowList', { body: { hosts: ['10.0.0.0/8'] } });
    await server.call('POST', '/v1/webhooks/test', { token: org.token });
    await worker.deliverDue();
    expect(await lastError()).toBe('dns');
  });
});

describe('inside-address classification', () => {
  it('knows loopback, link-local, private and mapped addresses, and local names', () => {
    for (const inside of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      '[::1]',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
    ]) {
      expect(isInsideAddress(inside), inside).toBe(true);
    }
    for (const outside of ['8.8.8.8', '172.32.0.1', '2001:4860::8888', 'example.com']) {
      expect(isInsideAddress(outside), outside).toBe(false);
    }
    expect(isLocalName('LOCALHOST')).toBe(true);
    expect(isLocalName('tool.localhost')).toBe(true);
    expect(isLocalName('localhost.example')).toBe(false);
  });

  it('matches allow-list entries by name, address and CIDR range', () => {
    expect(isAllowed(['localhost'], 'LocalHost')).toBe(true);
    expect(isAllowed(['10.0.0.0/8'], 'intranet.example', '10.9.8.7')).toBe(true);
    expect(isAllowed(['10.0.0.0/8'], 'intranet.example', '192.168.0.1')).toBe(false);
    expect(isAllowed(['::1'], '[::1]')).toBe(true);
    expect(isAllowed(['127.0.0.1'], 'localhost')).toBe(false);
  });
});
