import { describe, expect, it } from 'vitest';
import { hashTokenSecret } from '../../main/domain/token-secret';
import { invoke } from '../../main/operations';
import { type ApiTokenRow, findTokenByHash, revokeToken } from '../../main/store/api-tokens';
import { openDatabase } from '../../main/store/db';
import { addOrganization, startTestServer, tempDatabase, testClock } from '../helpers';

describe('bearer authentication', () => {
  it('rejects a missing, malformed or unknown token with 401 problem+json and WWW-Authenticate', async () => {
    const server = await startTestServer();
    await addOrganization(server.db);
    const cases: Array<[string, Record<string, string>]> = [
      ['missing', {}],
      ['not bearer', { authorization: 'Basic dXNlcjpwYXNz' }],
      ['empty bearer', { authorization: 'Bearer ' }],
      ['malformed', { authorization: 'Bearer not-a-token' }],
      ['unknown', { authorization: `Bearer tix_${'A'.repeat(43)}` }],
    ];
    for (const [label, headers] of cases) {
      const reply = await server.call('GET', '/v1/organizations/me', { headers });
      expect(reply.status, label).toBe(401);
      expect(reply.headers['content-type'], label).toBe('application/problem+json');
      expect(reply.headers['www-authenticate'], label).toMatch(/^Bearer realm="talent-index"/);
      expect(reply.json).toMatchObject({ status: 401, title: 'Authentication required' });
    }
  });

  it('accepts a valid token and refuses it once expired', async () => {
    const clock = testClock();
    const { db } = tempDatabase();
    const server = await startTestServer({ db, now: clock.now });
    const org = await addOrganization(db, 'Acme', clock.now);
    const short = await invoke(org.ctx, 'createToken', { body: { name: 'short', ttl: '90s' } });
    expect((await server.call('GET', '/v1/organizations/me', { token: short.token })).status).toBe(200);
    clock.advance(89_000);
    expect((await server.call('GET', '/v1/organizations/me', { token: short.token })).status).toBe(200);
    clock.advance(1_000);
    const expired = await server.call('GET', '/v1/organizations/me', { token: short.token });
    expect(expired.status).toBe(401);
    expect(expired.json.detail).toMatch(/expired/);
    expect(expired.headers['www-authenticate']).toContain('error="invalid_token"');
  });

  it('refuses a revoked token at once', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    expect((await server.call('GET', '/v1/organizations/me', { token: org.token })).status).toBe(200);
    const list = await invoke(org.ctx, 'listTokens', { query: {} });
    await invoke(org.ctx, 'revokeToken', { params: { id: list.data[0].id } });
    const reply = await server.call('GET', '/v1/organizations/me', { token: org.token });
    expect(reply.status).toBe(401);
    expect(reply.json.detail).toMatch(/revoked/);
    const after = await invoke(org.ctx, 'listTokens', { query: {} });
    expect(after.data[0].status).toBe('revoked');
  });

  it('refuses a token revoked by another process (the CLI while the server runs) on the next request', async () => {
    const { db, file } = tempDatabase();
    const server = await startTestServer({ db });
    const org = await addOrganization(db);
    // Warm: the token and the organization are now served from the read cache.
    for (let i = 0; i < 3; i++)
      expect((await server.call('GET', '/v1/organizations/me', { token: org.token })).status).toBe(200);
    const cli = openDatabase(file);
    try {
      revokeToken(
        cli,
        org.organization.id,
        (findTokenByHash(cli, hashTokenSecret(org.token)) as ApiTokenRow).id,
        1,
      );
    } finally {
      cli.close();
    }
    await new Promise((done) => setTimeout(done, 5));
    const reply = await server.call('GET', '/v1/organizations/me', { token: org.token });
    expect(reply.status).toBe(401);
    expect(reply.json.detail).toMatch(/revoked/);
  });

  it('stores only a hash of the secret and records last use', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const rows = server.db.prepare('SELECT * FROM api_tokens').all() as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(org.token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].last_used_at).toBeNull();
    await server.call('GET', '/v1/organizations/me', { token: org.token });
    const used = server.db.prepare('SELECT last_used_at FROM api_tokens').get() as { last_used_at: number };
    expect(used.last_used_at).toBeGreaterThan(0);
  });

  it('caps token lifetime and validates ttl', async () => {
    const { db } = tempDatabase();
    const org = await addOrganization(db);
    await expect(invoke(org.ctx, 'createToken', { body: { ttl: '366d' } })).rejects.toMatchObject({
      status: 400,
    });
    await expect(invoke(org.ctx, 'createToken', { body: { ttl: 'forever' } })).rejects.toMatchObject({
      status: 400,
    });
    const created = await invoke(org.ctx, 'createToken', { body: {} });
    const days = (Date.parse(created.expiresAt) - Date.parse(created.createdAt)) / 86_400_000;
    expect(days).toBe(30);
    expect(created.token).toMatch(/^tix_[A-Za-z0-9_-]{43}$/);
  });

  it('keeps token administration away from API tokens (403)', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const create = await server.call('POST', '/v1/tokens', { token: org.token, body: { name: 'escalate' } });
    expect(create.status).toBe(403);
    expect((await server.call('GET', '/v1/tokens', { token: org.token })).status).toBe(403);
    expect((await server.call('GET', '/v1/openapi.json')).status).toBe(200);
  });
});
