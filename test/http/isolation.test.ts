import { describe, expect, it } from 'vitest';
import { addOrganization, sampleJob, sampleResume, startTestServer } from '../helpers';

describe('cross-organization isolation', () => {
  it("a token of one organization never sees or changes another's rows", async () => {
    const server = await startTestServer();
    const a = await addOrganization(server.db, 'Alpha');
    const b = await addOrganization(server.db, 'Beta');
    const resume = (await server.call('POST', '/v1/resumes', { token: a.token, body: sampleResume() })).json;
    const job = (await server.call('POST', '/v1/jobs', { token: a.token, body: sampleJob() })).json;
    const candidate = (
      await server.call('POST', '/v1/candidates', {
        token: a.token,
        body: {
          organizationId: a.organization.id,
          memberId: a.adminMemberId,
          name: 'Ann A',
          email: 'ann@example.com',
          profiles: [],
        },
      })
    ).json;

    expect((await server.call('GET', '/v1/organizations/me', { token: b.token })).json.id).toBe(
      b.organization.id,
    );
    for (const path of ['/v1/resumes', '/v1/jobs', '/v1/candidates']) {
      const list = await server.call('GET', path, { token: b.token });
      expect(list.status).toBe(200);
      expect(list.json.data, path).toEqual([]);
    }
    const members = await server.call('GET', '/v1/members', { token: b.token });
    expect(members.json.data.map((m: { id: string }) => m.id)).toEqual([b.adminMemberId]);

    expect((await server.call('GET', `/v1/resumes/${resume.id}`, { token: b.token })).status).toBe(404);
    expect((await server.call('GET', `/v1/jobs/${job.id}`, { token: b.token })).status).toBe(404);
    expect((await server.call('GET', `/v1/candidates/${candidate.id}`, { token: b.token })).status).toBe(404);
    expect((await server.call('DELETE', `/v1/resumes/${resume.id}`, { token: b.token })).status).toBe(404);
    expect((await server.call('DELETE', `/v1/jobs/${job.id}`, { token: b.token })).status).toBe(404);
    expect(
      (await server.call('PATCH', `/v1/jobs/${job.id}`, { token: b.token, body: { status: 'closed' } }))
        .status,
    ).toBe(404);

    // Alpha's rows are untouched.
    expect((await server.call('GET', `/v1/resumes/${resume.id}`, { token: a.token })).status).toBe(200);
    expect((await server.call('GET', `/v1/jobs/${job.id}`, { token: a.token })).json.status).toBe('open');
    // The same candidate e-mail is free in another organization.
    const sameEmail = await server.call('POST', '/v1/candidates', {
      token: b.token,
      body: {
        organizationId: b.organization.id,
        memberId: b.adminMemberId,
        name: 'Ann B',
        email: 'ann@example.com',
        profiles: [],
      },
    });
    expect(sameEmail.status).toBe(201);
  });
});
