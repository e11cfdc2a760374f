import { describe, expect, it } from 'vitest';
import { cachedReport } from '../../main/operations/reports/cache';
import { addOrganization, sampleJob, startTestServer } from '../helpers';

describe('report answers of a past data generation are let go (issue #13, fuzz memory)', () => {
  it('drops every cached report of an older generation once a write is seen, keeping only live answers', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const get = (query: string) =>
      server.call('GET', `/v1/intelligence/skills?${query}`, { token: org.token }).then((reply) => {
        expect(reply.status, reply.text).toBe(200);
        return reply.json;
      });

    // Forty distinct reports (each parameter set is its own answer), all of the current generation.
    for (let topK = 1; topK <= 40; topK++) await get(`topK=${topK}`);
    expect(cachedReport.size(server.db)).toBe(40);

    // A job write moves the organization's data generation on: none of the forty can be served again.
    const created = await server.call('POST', '/v1/jobs', { token: org.token, body: sampleJob() });
    expect(created.status, created.text).toBe(201);

    const fresh = await get('topK=3');
    expect(fresh.topSkills.length).toBeGreaterThan(0);
    // Before: 40 answers held (39 dead ones, kept until the capacity cleared the cache); now the live one.
    expect(cachedReport.size(server.db)).toBe(1);

    // Answers of the new generation are still cached and served as before.
    await get('topK=4');
    expect(cachedReport.size(server.db)).toBe(2);
    expect(await get('topK=3')).toEqual(fresh);
  });
});
