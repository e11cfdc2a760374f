import { describe, expect, it } from 'vitest';
import { addOrganization, startTestServer } from '../helpers';

describe('Host and Origin checks over a real socket', () => {
  it('answers loopback Host names with the server port and refuses others (DNS rebinding)', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    for (const host of [`127.0.0.1:${server.port}`, `localhost:${server.port}`, `LOCALHOST:${server.port}`]) {
      const reply = await server.call('GET', '/v1/organizations/me', { token: org.token, headers: { host } });
      expect(reply.status, host).toBe(200);
    }
    for (const host of [
      'evil.example',
      `evil.example:${server.port}`,
      `127.0.0.1:${server.port + 1}`,
      '10.0.0.5',
    ]) {
      const reply = await server.call('GET', '/v1/organizations/me', { token: org.token, headers: { host } });
      expect(reply.status, `host ${host}`).toBe(403);
      expect(reply.headers['content-type']).toBe('application/problem+json');
    }
    // HTTP/1.1 without any Host header: Node itself refuses it before our code runs.
    const noHost = await server.call('GET', '/v1/organizations/me', {
      token: org.token,
      headers: { host: '' },
    });
    expect(noHost.status).toBe(400);
  });

  it('refuses a foreign Origin and never sends CORS grants', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const same = await server.call('GET', '/v1/organizations/me', {
      token: org.token,
      headers: { origin: `http://127.0.0.1:${server.port}` },
    });
    expect(same.status).toBe(200);
    for (const origin of ['https://evil.example', 'null', `http://localhost:${server.port + 1}`]) {
      const reply = await server.call('GET', '/v1/organizations/me', {
        token: org.token,
        headers: { origin },
      });
      expect(reply.status, origin).toBe(403);
      expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    }
    const preflight = await server.call('OPTIONS', '/v1/organizations/me', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('binds to 127.0.0.1 by default', async () => {
    const server = await startTestServer();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
