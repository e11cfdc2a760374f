import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../../main/http/server';
import { BrowserSessions } from '../../main/http/ui';
import { firstOrganization } from '../../main/store/organizations';
import { addOrganization, request, tempDatabase, tempDir } from '../helpers';

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (stops.length) await stops.pop()!();
});

/** `talent serve --ui` as the CLI starts it: a real socket, a built page, and one login code. */
async function browserModeServer() {
  const { db } = tempDatabase();
  await addOrganization(db);
  const rootDir = tempDir('talent-ui-');
  fs.writeFileSync(path.join(rootDir, 'index.html'), '<!doctype html><title>Talent Index</title>');
  const sessions = new BrowserSessions(() => firstOrganization(db)?.id ?? '');
  const server = await startServer({ db, port: 0, rateLimits: false, ui: { rootDir, sessions } });
  stops.push(() => server.close());
  const call = (method: string, urlPath: string, headers: Record<string, string> = {}) =>
    request(server.url, method, urlPath, { headers });
  return { server, sessions, call, code: sessions.issueLoginCode() };
}

describe('browser mode sessions are bound to the origin, not to a port-blind cookie', () => {
  it('the login link sets no cookie: it hands the code to the page in the fragment', async () => {
    const { call, code } = await browserModeServer();
    const link = await call('GET', `/login?code=${code}`);
    expect(link.status).toBe(303);
    expect(link.headers.location).toBe(`/#login=${code}`);
    // No cookie at all: cookies ignore ports, so any other server on 127.0.0.1 would receive it.
    expect(link.headers['set-cookie']).toBeUndefined();
  });

  it('the page exchanges the code once for a secret that opens the API as a header', async () => {
    const { call, code, server } = await browserModeServer();
    const exchanged = await call('POST', `/login?code=${code}`, { origin: server.url });
    expect(exchanged.status).toBe(200);
    expect(exchanged.headers['set-cookie']).toBeUndefined();
    expect(exchanged.headers['cache-control']).toBe('no-store');
    const secret = exchanged.json.session as string;
    expect(secret).toMatch(/^[\w-]{40,}$/);

    expect((await call('GET', '/v1/setup', { 'x-talent-session': secret })).status).toBe(200);
    expect((await call('GET', '/v1/setup')).status).toBe(401);
    expect((await call('GET', '/v1/setup', { 'x-talent-session': 'forged' })).status).toBe(401);

    const again = await call('POST', `/login?code=${code}`, { origin: server.url });
    expect(again.status).toBe(403);
    expect(again.headers['content-type']).toBe('application/problem+json');
    // A used link shows the page that says so (see the next test).
    expect((await call('GET', `/login?code=${code}`)).status).toBe(403);
  });

  it('a secret replayed as a cookie by another local server opens nothing', async () => {
    const { call, code, server } = await browserModeServer();
    const secret = (await call('POST', `/login?code=${code}`, { origin: server.url })).json.session as string;
    for (const cookie of [`talent_session_${server.port}=${secret}`, `talent_session=${secret}`]) {
      expect((await call('GET', '/v1/setup', { cookie })).status, cookie).toBe(401);
    }
  });

  it('refuses the exchange from a foreign origin and keeps the code for the real page', async () => {
    const { call, code, server } = await browserModeServer();
    const foreign = await call('POST', `/login?code=${code}`, {
      origin: `http://127.0.0.1:${server.port + 1}`,
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers['content-type']).toBe('application/problem+json');
    expect((await call('POST', `/login?code=${code}`, { origin: server.url })).status).toBe(200);
  });

  it('a used, expired or unknown login link gets a styled page that says what to do, still a 403', async () => {
    const { call, code, server } = await browserModeServer();
    expect((await call('POST', `/login?code=${code}`, { origin: server.url })).status).toBe(200);
    for (const link of [`/login?code=${code}`, '/login?code=forged', '/login']) {
      const page = await call('GET', link);
      expect(page.status, link).toBe(403);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      // The UI's CSP holds: inline style, no script, nothing loaded from anywhere.
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.text).toMatch(/^<!doctype html>/);
      expect(page.text).toContain('<style>');
      expect(page.text).not.toMatch(/<script|<link|src=|@import|url\(/i);
      expect(page.text).toContain('<h1>Sign in to Talent Index</h1>');
      expect(page.text).toContain('This login link is unknown, expired or already used.');
      expect(page.text).toContain('<code>talent serve --ui</code>');
      // The way back for a browser that is signed in: the app's own address.
      expect(page.text).toContain(`<a href="${server.url}/">${server.url}/</a>`);
    }
  });
});
