import { describe, expect, it } from 'vitest';
import { jobSchema } from '../../main/contract';
import { addOrganization, countRows, sampleJob, startTestServer } from '../helpers';

const analyticsFields = {
  status: 'open',
  postedAt: '2026-11-01T09:00:00Z',
  employmentType: 'Contract',
  seniority: 'Senior',
  salaryRange: { min: 90000, max: 120000, currency: 'EUR', period: 'year' },
  requiredSkills: ['JavaScript', 'React'],
  niceToHaveSkills: ['GraphQL'],
};

describe('jobs', () => {
  it('POST /v1/jobs takes a JSON Resume job document plus analytics fields', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const reply = await server.call('POST', '/v1/jobs', {
      token: org.token,
      body: { ...sampleJob(), ...analyticsFields },
    });
    expect(reply.status).toBe(201);
    const job = jobSchema.strict().parse(reply.json);
    expect(job).toMatchObject({
      title: 'Web Developer',
      company: 'Microsoft',
      date: '2024-07-01',
      status: 'open',
      closedAt: null,
      postedAt: '2026-11-01T09:00:00.000Z',
      employmentType: 'Contract',
      seniority: 'Senior',
      salaryRange: { min: 90000, max: 120000, currency: 'EUR', period: 'year' },
      requiredSkills: ['JavaScript', 'React'],
      niceToHaveSkills: ['GraphQL'],
    });
    expect(job.location).toMatchObject({ city: 'Berlin', countryCode: 'DE' });
    expect(job.skills[0].keywords).toContain('React');
  });

  it('derives defaults from the JSON Resume fields', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const reply = await server.call('POST', '/v1/jobs', { token: org.token, body: sampleJob() });
    expect(reply.json).toMatchObject({
      status: 'open',
      employmentType: 'Full-time',
      postedAt: '2024-07-01T00:00:00.000Z',
      salaryRange: null,
      seniority: null,
    });
  });

  it('filters by status, closes and reopens with PATCH, deletes', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const a = (
      await server.call('POST', '/v1/jobs', { token: org.token, body: { ...sampleJob(), title: 'A' } })
    ).json;
    const b = (
      await server.call('POST', '/v1/jobs', {
        token: org.token,
        body: { ...sampleJob(), title: 'B', status: 'closed' },
      })
    ).json;
    expect(b.closedAt).not.toBeNull();
    const titles = async (status?: string) =>
      (
        await server.call('GET', `/v1/jobs${status ? `?status=${status}` : ''}`, { token: org.token })
      ).json.data.map((j: { title: string }) => j.title);
    expect(await titles()).toEqual(['B', 'A']);
    expect(await titles('open')).toEqual(['A']);
    expect(await titles('closed')).toEqual(['B']);
    expect((await server.call('GET', '/v1/jobs?status=paused', { token: org.token })).status).toBe(400);

    const closed = await server.call('PATCH', `/v1/jobs/${a.id}`, {
      token: org.token,
      body: { status: 'closed' },
    });
    expect(closed.status).toBe(200);
    expect(closed.json).toMatchObject({ status: 'closed', title: 'A', company: 'Microsoft' });
    expect(closed.json.closedAt).not.toBeNull();
    const retitled = await server.call('PATCH', `/v1/jobs/${a.id}`, {
      token: org.token,
      body: { title: 'A2' },
    });
    expect(retitled.json).toMatchObject({ status: 'closed', title: 'A2', closedAt: closed.json.closedAt });
    const reopened = await server.call('PATCH', `/v1/jobs/${a.id}`, {
      token: org.token,
      body: { status: 'open' },
    });
    expect(reopened.json).toMatchObject({ status: 'open', closedAt: null });

    const badPatch = await server.call('PATCH', `/v1/jobs/${a.id}`, {
      token: org.token,
      body: { salaryRange: { min: 10, max: 5, currency: 'USD', period: 'year' } },
    });
    expect(badPatch.status).toBe(400);
    expect((await server.call('GET', `/v1/jobs/${a.id}`, { token: org.token })).json.salaryRange).toBeNull();
    expect(
      (await server.call('PATCH', '/v1/jobs/job_nope', { token: org.token, body: { title: 'x' } })).status,
    ).toBe(404);

    expect((await server.call('DELETE', `/v1/jobs/${a.id}`, { token: org.token })).status).toBe(204);
    expect((await server.call('GET', `/v1/jobs/${a.id}`, { token: org.token })).status).toBe(404);
    expect(countRows(server.db, 'job_documents')).toBe(1);
  });

  it('POST /v1/jobs/batch validates the whole batch first', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const ok = await server.call('POST', '/v1/jobs/batch', {
      token: org.token,
      body: { items: [sampleJob(), { ...sampleJob(), title: 'Second' }] },
    });
    expect(ok.status).toBe(201);
    expect(ok.json.data.map((j: { title: string }) => j.title)).toEqual(['Web Developer', 'Second']);
    const bad = await server.call('POST', '/v1/jobs/batch', {
      token: org.token,
      body: { items: [sampleJob(), { ...sampleJob(), status: 'paused' }, { ...sampleJob(), surprise: 1 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((e: { pointer: string }) => e.pointer)).toEqual([
      '/items/1/status',
      '/items/2',
    ]);
    expect(countRows(server.db, 'jobs')).toBe(2);
  });
});
