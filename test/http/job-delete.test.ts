import { describe, expect, it } from 'vitest';
import { addOrganization, countRows, startTestServer } from '../helpers';

/** DELETE /v1/jobs/{id} over a real socket: what goes, what stays, and what a client mistake gets. */
describe('DELETE /v1/jobs/{id}', () => {
  async function setup() {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const call = (method: string, path: string, body?: unknown) =>
      server.call(method, path, { token: org.token, body });
    const resumes = await call('POST', '/v1/resumes/batch', {
      items: [
        { basics: { name: 'Ada', label: 'Data Engineer' }, skills: [{ name: 'Python' }, { name: 'SQL' }] },
        { basics: { name: 'Bo', label: 'Data Engineer' }, skills: [{ name: 'Python' }] },
      ],
    });
    expect(resumes.status).toBe(201);
    const jobs = await call('POST', '/v1/jobs/batch', {
      items: [
        { title: 'Data Engineer', requiredSkills: ['Python', 'SQL'] },
        { title: 'Welder', requiredSkills: ['Welding'] },
      ],
    });
    expect(jobs.status).toBe(201);
    const [doomed, kept] = (jobs.json.data as Array<{ id: string }>).map((j) => j.id);
    return { server, org, call, doomed, kept };
  }

  it('answers 204 with no body and takes the job, its skills and its matches out of every answer', async () => {
    const { server, call, doomed, kept } = await setup();
    // Warm the report cache first, so the test also proves the deletion invalidates it.
    const before = await call('GET', '/v1/intelligence/jobs/coverage');
    expect(before.status).toBe(200);
    expect(before.json.summary.totalJobs).toBe(2);
    expect((await call('GET', `/v1/jobs/${doomed}/matches`)).status).toBe(200);

    const deleted = await call('DELETE', `/v1/jobs/${doomed}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');

    expect((await call('GET', `/v1/jobs/${doomed}`)).status).toBe(404);
    expect((await call('GET', `/v1/jobs/${doomed}/matches`)).status).toBe(404);
    expect((await call('GET', '/v1/jobs')).json.data.map((j: { id: string }) => j.id)).toEqual([kept]);
    const after = await call('GET', '/v1/intelligence/jobs/coverage');
    expect(after.json.summary.totalJobs).toBe(1);
    expect(after.json.jobs.map((j: { jobId: string }) => j.jobId)).toEqual([kept]);
    // Its document and skills went with it; resumes stay.
    expect(countRows(server.db, 'job_documents')).toBe(1);
    expect(
      (
        server.db.prepare('SELECT count(*) AS n FROM job_skills WHERE job_id = ?').get(doomed) as {
          n: number;
        }
      ).n,
    ).toBe(0);
    expect(countRows(server.db, 'resumes')).toBe(2);
  });

  it('is a 404 problem for an unknown, already deleted or foreign job, and deletes nothing', async () => {
    const { server, call, doomed, kept } = await setup();
    const unknown = await call('DELETE', '/v1/jobs/job_unknown');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toBe('application/problem+json');
    expect(unknown.json).toMatchObject({ status: 404 });

    expect((await call('DELETE', `/v1/jobs/${doomed}`)).status).toBe(204);
    expect((await call('DELETE', `/v1/jobs/${doomed}`)).status).toBe(404);

    const other = await addOrganization(server.db, 'Other Org');
    const foreign = await server.call('DELETE', `/v1/jobs/${kept}`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect((await call('GET', `/v1/jobs/${kept}`)).status).toBe(200);
    expect(countRows(server.db, 'jobs')).toBe(1);
  });
});
