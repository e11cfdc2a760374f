import { describe, expect, it } from 'vitest';
import { SPEC_RATE_LIMITS } from '../../main/http/rate-limit';
import { addOrganization, sampleResume, startTestServer, tempDatabase, testClock } from '../helpers';

describe('rate limits per client IP', () => {
  it('reports X-RateLimit headers on every /v1 response, then answers 429 with Retry-After', async () => {
    const clock = testClock(Date.parse('2026-11-21T12:00:10Z'));
    const { db } = tempDatabase();
    const server = await startTestServer({ db, now: clock.now, rateLimits: SPEC_RATE_LIMITS });
    const org = await addOrganization(db, 'Acme', clock.now);

    const first = await server.call('GET', '/v1/organizations/me', { token: org.token });
    expect(first.headers['x-ratelimit-limit']).toBe('100');
    expect(first.headers['x-ratelimit-remaining']).toBe('99');
    expect(first.headers['x-ratelimit-reset']).toBe(String(Date.parse('2026-11-21T12:01:00Z') / 1000));
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
    expect(limited.headers['retry-after']).toBe('50');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');

    clock.set(Date.parse('2026-11-21T12:01:00Z'));
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
});
