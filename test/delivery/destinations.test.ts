import type { AddressInfo } from 'node:net';
import os from 'node:os';
import tls from 'node:tls';
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

    // Allowed by range: the worker sends, to the address the resolver gave (nothing answers there in time).
    await invoke(org.ctx, 'setWebhookAllowList', { body: { hosts: ['10.0.0.0/8'] } });
    await server.call('POST', '/v1/webhooks/test', { token: org.token });
    await worker.deliverDue();
    expect(await lastError()).not.toBe(BLOCKED_PRIVATE);
  });
});

describe('webhook names that rebind between the check and the connect', () => {
  /** A resolver that answers `first` once, then `then` on every later question, and counts them. */
  function rebindingResolver(first: string, then: string) {
    const asked: string[] = [];
    return {
      asked,
      resolve: async (host: string) => {
        asked.push(host);
        return [asked.length === 1 ? first : then];
      },
    };
  }

  async function organizationWithWebhook(url: string, allow: string[] = []) {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    await invoke(org.ctx, 'setWebhookAllowList', { body: { hosts: allow } });
    await invoke(org.ctx, 'updateOrganization', { body: { settings: { webhook: { url } } } });
    const log = async () =>
      (await server.call('GET', '/v1/webhooks/deliveries', { token: org.token })).json.data[0];
    return { server, org, log };
  }

  it('connects to the public address it checked, never to the loopback answer of a second lookup', async () => {
    const receiver = await startReceiver();
    closers.push(receiver.close);
    // This machine's own name: the system resolver (which fetch used for its own, second lookup)
    // sends it to loopback, where the receiver listens; the checked answer was a public address.
    const name = os.hostname();
    const { server, org, log } = await organizationWithWebhook(
      `http://${name}:${new URL(receiver.url).port}/hook`,
    );
    const dns = rebindingResolver('192.0.2.10', '127.0.0.1');
    const worker = new WebhookWorker(server.db, { timeoutMs: 500, resolve: dns.resolve });
    closers.push(() => worker.stop());
    await server.call('POST', '/v1/webhooks/test', { token: org.token });
    await worker.deliverDue();
    expect(receiver.received).toHaveLength(0);
    expect(dns.asked).toEqual([name]);
    // 192.0.2.10 (TEST-NET-1) answers nothing here: unreachable or a timeout, not a delivery.
    expect((await log()).status).toBe('pending');
    expect((await log()).lastError).not.toBe(BLOCKED_PRIVATE);

    // The next delivery asks again, gets loopback, and refuses it before connecting.
    await server.call('POST', '/v1/webhooks/test', { token: org.token });
    await worker.deliverDue();
    expect(dns.asked).toEqual([name, name]);
    expect(receiver.received).toHaveLength(0);
    expect(await log()).toMatchObject({ status: 'failed', lastError: BLOCKED_PRIVATE });
  });

  it('refuses a name whose one lookup answers loopback, without connecting', async () => {
    const receiver = await startReceiver();
    closers.push(receiver.close);
    const { server, org, log } = await organizationWithWebhook(
      `http://rebind.invalid:${new URL(receiver.url).port}/hook`,
    );
    const dns = rebindingResolver('127.0.0.1', '192.0.2.10');
    const worker = new WebhookWorker(server.db, { timeoutMs: 500, resolve: dns.resolve });
    closers.push(() => worker.stop());
    await server.call('POST', '/v1/webhooks/test', { token: org.token });
    await worker.deliverDue();
    expect(dns.asked).toEqual(['rebind.invalid']);
    expect(await log()).toMatchObject({ status: 'failed', lastError: BLOCKED_PRIVATE, nextAttemptAt: null });
    expect(receiver.received).toHaveLength(0);
  });

  it('delivers an allowed name to the address it vetted, with the name as Host', async () => {
    const receiver = await startReceiver();
    closers.push(receiver.close);
    const port = new URL(receiver.url).port;
    const { server, org, log } = await organizationWithWebhook(`http://tools.invalid:${port}/hook`, [
      '127.0.0.0/8',
    ]);
    const dns = rebindingResolver('127.0.0.1', '127.0.0.1');
    const worker = new WebhookWorker(server.db, { timeoutMs: 2000, resolve: dns.resolve });
    closers.push(() => worker.stop());
    await server.call('POST', '/v1/webhooks/test', { token: org.token });
    await worker.deliverDue();
    expect(await log()).toMatchObject({ status: 'delivered', lastStatusCode: 204 });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0].headers.host).toBe(`tools.invalid:${port}`);
    expect(dns.asked).toEqual(['tools.invalid']);
  });

  it('keeps the URL host as the TLS server name when it connects to the vetted address', async () => {
    const names: Array<string | undefined> = [];
    // A TLS listener that records the SNI of each ClientHello and then ends the handshake.
    const tlsServer = tls.createServer({
      SNICallback: (servername, done) => {
        names.push(servername);
        done(new Error('no certificate here'));
      },
    });
    tlsServer.on('tlsClientError', () => {});
    await new Promise<void>((resolve) => tlsServer.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => tlsServer.close(() => resolve())));
    const port = (tlsServer.address() as AddressInfo).port;
    const { server, org, log } = await organizationWithWebhook(`https://hooks.invalid:${port}/hook`, [
      '127.0.0.1',
    ]);
    const worker = new WebhookWorker(server.db, { timeoutMs: 2000, resolve: async () => ['127.0.0.1'] });
    closers.push(() => worker.stop());
    await server.call('POST', '/v1/webhooks/test', { token: org.token });
    await worker.deliverDue();
    expect(names).toEqual(['hooks.invalid']);
    expect((await log()).status).toBe('pending');
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
