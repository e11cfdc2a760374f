import { describe, expect, it } from 'vitest';
import { SPEC_RATE_LIMITS } from '../../main/http/rate-limit';
import { startServer } from '../../main/http/server';
import { addOrganization, request, sampleResume, startTestServer, tempDatabase, testClock } from '../helpers';

describe('rate limits per client IP', () => {
  // The window slides: X-RateLimit-Reset is when the oldest counted request leaves it (epoch seconds).
  it('reports X-RateLimit headers on every /v1 response, then answers 429 with Retry-After', async () => {
    const clock = testClock(Date.parse('2026-11-21T12:00:10Z'));
    const { db } = tempDatabase();
    const server = await startTestServer({ db, now: clock.now, rateLimits: SPEC_RATE_LIMITS });
    const org = await addOrganization(db, 'Acme', clock.now);

    const first = await server.call('GET', '/v1/organizations/me', { token: org.token });
    expect(first.headers['x-ratelimit-limit']).toBe('100');
    expect(first.headers['x-ratelimit-remaining']).toBe('99');
    expect(first.headers['x-ratelimit-reset']).toBe(String(Date.parse('2026-11-21T12:01:10Z') / 1000));
    // Unauthenticated and unknown-route answers count and carry the headers too.
    const unauthenticated = await server.call('GET', '/v1/organizations/me');
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers['x-ratelimit-remaining']).toBe('98');
    const unknown = await server.call('GET', '/v1/nope', { token: org.token });
    expect(unknown.headers['x-ratelimit-remaining']).toBe('97');

    for (let i = 0; i < 97; i++) await server.call('GET', '/v1/organizations/me', { token: org.token });
    const limited = await server.call('GET', '/v1/organizations/me', { token: org.token });
    expect(limited.status).toBe(429);
    expect(limited.headers['content-type']).toBe('application/problem+json');
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');

    clock.set(Date.parse('2026-11-21T12:01:10Z'));
    const nextWindow = await server.call('GET', '/v1/organizations/me', { token: org.token });
    expect(nextWindow.status).toBe(200);
    expect(nextWindow.headers['x-ratelimit-remaining']).toBe('99');
  });

  it('limits batch endpoints to 10 a minute in their own bucket', async () => {
    const clock = testClock();
    const { db } = tempDatabase();
    const server = await startTestServer({ db, now: clock.now, rateLimits: SPEC_RATE_LIMITS });
    const org = await addOrganization(db, 'Acme', clock.now);
    const body = { items: [sampleResume()] };
    for (let i = 0; i < 10; i++) {
      const reply = await server.call('POST', '/v1/resumes/batch', { token: org.token, body });
      expect(reply.status).toBe(201);
      expect(reply.headers['x-ratelimit-limit']).toBe('10');
    }
    const limited = await server.call('POST', '/v1/resumes/batch', { token: org.token, body });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The standard bucket is untouched by batch calls.
    const standard = await server.call('GET', '/v1/organizations/me', { token: org.token });
    expect(standard.status).toBe(200);
    expect(standard.headers['x-ratelimit-remaining']).toBe('99');
  });

  it('takes operator-configured limits', async () => {
    const server = await startTestServer({
      rateLimits: { standard: { limit: 2, windowMs: 60_000 }, batch: { limit: 1, windowMs: 60_000 } },
    });
    const org = await addOrganization(server.db);
    await server.call('GET', '/v1/organizations/me', { token: org.token });
    await server.call('GET', '/v1/organizations/me', { token: org.token });
    expect((await server.call('GET', '/v1/organizations/me', { token: org.token })).status).toBe(429);
  });

  it('never admits more than the limit in any 60 s, across a minute boundary too', async () => {
    const clock = testClock(Date.parse('2026-11-21T12:00:59.000Z'));
    const server = await startTestServer({ now: clock.now, rateLimits: SPEC_RATE_LIMITS });
    const org = await addOrganization(server.db, 'Acme', clock.now);
    for (let i = 0; i < 100; i++) {
      expect((await server.call('GET', '/v1/organizations/me', { token: org.token })).status).toBe(200);
    }
    // 1.5 s later a new clock minute has begun, but the last 60 s already hold 100 requests.
    clock.set(Date.parse('2026-11-21T12:01:00.500Z'));
    const limited = await server.call('GET', '/v1/organizations/me', { token: org.token });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('59');
    expect(limited.headers['x-ratelimit-reset']).toBe(String(Date.parse('2026-11-21T12:01:59Z') / 1000));
    // Refused requests are not counted: once the first 100 leave the window, 100 more are admitted.
    clock.set(Date.parse('2026-11-21T12:01:59.000Z'));
    const again = await server.call('GET', '/v1/organizations/me', { token: org.token });
    expect(again.status).toBe(200);
    expect(again.headers['x-ratelimit-remaining']).toBe('99');
  });

  it('counts every loopback address as one client', async () => {
    const server = await startTestServer({
      rateLimits: { standard: { limit: 3, windowMs: 60_000 }, batch: { limit: 1, windowMs: 60_000 } },
    });
    const org = await addOrganization(server.db);
    for (const localAddress of ['127.0.0.1', '127.0.0.2', '127.1.2.3']) {
      const reply = await server.call('GET', '/v1/organizations/me', { token: org.token, localAddress });
      expect(reply.status).toBe(200);
    }
    const fourth = await server.call('GET', '/v1/organizations/me', {
      token: org.token,
      localAddress: '127.9.9.9',
    });
    expect(fourth.status).toBe(429);
  });

  it('counts loopback addresses separately when configured to', async () => {
    const { db } = tempDatabase();
    const server = await startServer({
      db,
      port: 0,
      rateLimits: { standard: { limit: 1, windowMs: 60_000 }, batch: { limit: 1, windowMs: 60_000 } },
      separateLoopbackClients: true,
    });
    try {
      const org = await addOrganization(db);
      const call = (localAddress: string) =>
        request(server.url, 'GET', '/v1/organizations/me', { token: org.token, localAddress });
      expect((await call('127.0.0.2')).status).toBe(200);
      expect((await call('127.0.0.3')).status).toBe(200);
      expect((await call('127.0.0.2')).status).toBe(429);
    } finally {
      await server.close();
    }
  });
});
