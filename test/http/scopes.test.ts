import { describe, expect, it } from 'vitest';
import type { CreatedToken } from '../../main/contract';
import { invoke } from '../../main/operations';
import { addOrganization, countRows, sampleResume, startTestServer, type TestOrg } from '../helpers';

/** A token with exactly these scopes, or the default ones when none are named. */
async function tokenWith(org: TestOrg, scopes?: string[]): Promise<string> {
  const body = scopes ? { name: 'scoped', scopes } : { name: 'default' };
  return ((await invoke(org.ctx, 'createToken', { body: body as never })) as CreatedToken).token;
}

const hook = {
  settings: { webhook: { enabled: true, url: 'https://hooks.example/in', events: ['resume.parsed'] } },
};

describe('token scopes over HTTP', () => {
  it('gives new tokens read and write by default, and lists each token with its scopes', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const created = await invoke(org.ctx, 'createToken', { body: { name: 'plain' } });
    expect(created.scopes).toEqual(['read', 'write']);
    const list = await invoke(org.ctx, 'listTokens', { query: {} });
    expect(list.data.find((t) => t.id === created.id)?.scopes).toEqual(['read', 'write']);
  });

  it('refuses webhook settings, the test event and the delivery log without the webhooks scope (403 naming it)', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const token = await tokenWith(org);
    const patch = await server.call('PATCH', '/v1/organizations/me', { token, body: hook });
    expect(patch.status).toBe(403);
    expect(patch.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(patch.json).toMatchObject({ status: 403, type: 'urn:talent-index:problem:missing-scope' });
    expect(patch.json.detail).toContain('webhooks scope');
    // Nothing changed.
    const org1 = await invoke(org.ctx, 'getOrganization', { query: {} });
    expect(org1.settings.webhook).toEqual({ enabled: false, url: '', events: [] });

    for (const [method, path] of [
      ['POST', '/v1/webhooks/test'],
      ['GET', '/v1/webhooks/deliveries'],
    ] as const) {
      const reply = await server.call(method, path, { token });
      expect(reply.status, `${method} ${path}`).toBe(403);
      expect(reply.json.detail).toContain('webhooks scope');
    }
    expect(countRows(server.db, 'webhook_events')).toBe(0);

    // The rest of the organization stays editable with write.
    const rename = await server.call('PATCH', '/v1/organizations/me', { token, body: { name: 'Renamed' } });
    expect(rename.status).toBe(200);
    expect(rename.json.name).toBe('Renamed');
  });

  it('lets a token with the webhooks scope configure and test the webhook', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const token = await tokenWith(org, ['read', 'write', 'webhooks']);
    const patch = await server.call('PATCH', '/v1/organizations/me', { token, body: hook });
    expect(patch.status).toBe(200);
    expect(patch.json.settings.webhook.url).toBe('https://hooks.example/in');
    expect((await server.call('POST', '/v1/webhooks/test', { token })).status).toBe(201);
    const log = await server.call('GET', '/v1/webhooks/deliveries', { token });
    expect(log.status).toBe(200);
    expect(log.json.data).toHaveLength(1);
  });

  it('needs write for every write and read for every read', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const readOnly = await tokenWith(org, ['read']);
    const writeOnly = await tokenWith(org, ['write']);

    const create = await server.call('POST', '/v1/resumes', { token: readOnly, body: sampleResume() });
    expect(create.status).toBe(403);
    expect(create.json.detail).toContain('write scope');
    expect(countRows(server.db, 'resumes')).toBe(0);
    expect((await server.call('GET', '/v1/resumes', { token: readOnly })).status).toBe(200);

    const read = await server.call('GET', '/v1/resumes', { token: writeOnly });
    expect(read.status).toBe(403);
    expect(read.json.detail).toContain('read scope');
    expect(
      (await server.call('POST', '/v1/resumes', { token: writeOnly, body: sampleResume() })).status,
    ).toBe(201);
  });

  it('refuses an unknown scope name with 400 and creates nothing', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const before = countRows(server.db, 'api_tokens');
    await expect(
      invoke(org.ctx, 'createToken', { body: { scopes: ['admin'] } as never }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(invoke(org.ctx, 'createToken', { body: { scopes: [] } })).rejects.toMatchObject({
      status: 400,
    });
    expect(countRows(server.db, 'api_tokens')).toBe(before);
  });

  it('keeps the allow-list for the administrator only', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const reply = await server.call('PUT', '/v1/webhooks/allowed-hosts', {
      token: org.token,
      body: { hosts: ['10.0.0.0/8'] },
    });
    expect(reply.status).toBe(403);
    expect((await invoke(org.ctx, 'getWebhookAllowList', {})).hosts).toEqual([]);
    await expect(
      invoke(org.ctx, 'setWebhookAllowList', { body: { hosts: ['10.0.0.0/99'] } }),
    ).rejects.toMatchObject({ status: 400 });
    const set = await invoke(org.ctx, 'setWebhookAllowList', { body: { hosts: ['LocalHost', '127.0.0.1'] } });
    expect(set.hosts).toEqual(['localhost', '127.0.0.1']);
  });
});
