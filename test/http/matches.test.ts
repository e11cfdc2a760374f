import { describe, expect, it } from 'vitest';
import { jobMatchSchema, matchPageOf, resumeMatchSchema } from '../../main/contract';
import { round4 } from '../../main/domain/matching';
import { addOrganization, startTestServer } from '../helpers';

const jobPage = matchPageOf(jobMatchSchema).strict();
const resumePage = matchPageOf(resumeMatchSchema).strict();

const berlin = { city: 'Berlin', countryCode: 'DE' };
const resume = (name: string, label: string, location: object, skills: string[], extra = {}) => ({
  basics: { name, label, location },
  skills: skills.map((s) => ({ name: s })),
  ...extra,
});

async function setup() {
  const server = await startTestServer();
  const org = await addOrganization(server.db);
  const created = await server.call('POST', '/v1/resumes/batch', {
    token: org.token,
    body: {
      items: [
        resume('Ada', 'Senior Data Engineer', berlin, ['Python', 'SQL', 'Kubernetes']),
        resume('Bo', 'Data Engineer', { city: 'Munich', countryCode: 'DE' }, ['Python', 'SQL']),
        resume('Cy', 'Junior Data Engineer', berlin, ['Python', 'SQL', 'Apache Airflow']),
        resume('Di', 'Senior Frontend Engineer', berlin, ['TypeScript']),
        resume('Ed', 'Senior Data Engineer', { city: 'Lyon', countryCode: 'FR' }, ['Kubernetes']),
      ],
    },
  });
  expect(created.status).toBe(201);
  const [ada, bo, cy, di, ed] = (created.json.data as Array<{ id: string }>).map((r) => r.id);
  const jobs = await server.call('POST', '/v1/jobs/batch', {
    token: org.token,
    body: {
      items: [
        {
          title: 'Senior Data Engineer',
          location: berlin,
          requiredSkills: ['Python', 'SQL', 'Kubernetes'],
          niceToHaveSkills: ['Apache Airflow'],
        },
        { title: 'Welder', requiredSkills: ['Welding'] },
      ],
    },
  });
  expect(jobs.status).toBe(201);
  const [job, welder] = (jobs.json.data as Array<{ id: string }>).map((j) => j.id);
  const get = (path: string) => server.call('GET', path, { token: org.token });
  return { server, org, get, ids: { ada, bo, cy, di, ed, job, welder } };
}

describe('GET /v1/jobs/{id}/matches over a real socket', () => {
  it('ranks the matching resumes best first, each with reasons whose parts add up to its score', async () => {
    const { get, ids } = await setup();
    const reply = await get(`/v1/jobs/${ids.job}/matches`);
    expect(reply.status).toBe(200);
    const page = jobPage.parse(reply.json);
    const names = page.data.map((m) => m.resume.name);
    expect(names[0]).toBe('Ada');
    expect(names).not.toContain('Di'); // no skill in common
    expect(page.pagination).toEqual({ next_cursor: null, has_more: false, total: page.data.length });
    for (let i = 1; i < page.data.length; i++) {
      const [a, b] = [page.data[i - 1], page.data[i]];
      expect(a.score > b.score || (a.score === b.score && a.resume.id < b.resume.id)).toBe(true);
    }
    for (const m of page.data) {
      expect(m.score).toBeGreaterThanOrEqual(0.5);
      const { skills, seniority, location } = m.reason.parts;
      expect(round4(skills + seniority + location)).toBe(m.score);
    }
    const ada = page.data[0];
    expect(ada.resume).toEqual({
      id: ids.ada,
      name: 'Ada',
      occupation: 'Senior Data Engineer',
      location: 'Berlin, DE',
    });
    expect(ada.reason).toMatchObject({
      requiredSkills: { matched: ['Kubernetes', 'Python', 'SQL'], missing: [] },
      niceToHaveSkills: { matched: [], missing: ['Apache Airflow'] },
      seniority: { job: 'Senior', resume: 'Senior', fit: 1 },
      location: { job: 'Berlin, DE', remote: false, resume: 'Berlin, DE', fit: 1 },
      yearsExperience: 0,
    });
    const cy = page.data.find((m) => m.resume.name === 'Cy');
    expect(cy?.reason.requiredSkills).toEqual({ matched: ['Python', 'SQL'], missing: ['Kubernetes'] });
    expect(cy?.reason.niceToHaveSkills).toEqual({ matched: ['Apache Airflow'], missing: [] });
    expect(cy?.reason.seniority).toEqual({ job: 'Senior', resume: 'Junior', fit: 0 });
  });

  it('pages by cursor through the same list, and refuses a cursor of another list', async () => {
    const { get, ids } = await setup();
    const whole = jobPage.parse((await get(`/v1/jobs/${ids.job}/matches?limit=100`)).json);
    expect(whole.data.length).toBeGreaterThan(1);
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const reply = await get(`/v1/jobs/${ids.job}/matches?limit=1${query}`);
      expect(reply.status).toBe(200);
      const page = jobPage.parse(reply.json);
      expect(page.pagination.total).toBe(whole.data.length);
      walked.push(...page.data.map((m) => m.resume.id));
      cursor = page.pagination.next_cursor;
      expect(page.pagination.has_more).toBe(cursor !== null);
    } while (cursor);
    expect(walked).toEqual(whole.data.map((m) => m.resume.id));

    const first = jobPage.parse((await get(`/v1/jobs/${ids.job}/matches?limit=1`)).json);
    const foreign = await get(
      `/v1/jobs/${ids.job}/matches?limit=1&seniority=Senior&cursor=${first.pagination.next_cursor}`,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.json.errors[0].pointer).toBe('/cursor');
    const forged = Buffer.from(JSON.stringify({ v: 1, list: 'x', org: 'y', before: 'z' })).toString(
      'base64url',
    );
    expect((await get(`/v1/jobs/${ids.job}/matches?cursor=${forged}`)).status).toBe(400);
  });

  it('filters by location prefix or country, seniority and skill alias, and refuses bad filters with 400', async () => {
    const { get, ids } = await setup();
    const names = async (query: string) => {
      const reply = await get(`/v1/jobs/${ids.job}/matches?${query}`);
      expect(reply.status, query).toBe(200);
      return jobPage.parse(reply.json).data.map((m) => m.resume.name);
    };
    const all = await names('');
    expect(await names('seniority=Senior')).toEqual(all.filter((n) => n === 'Ada' || n === 'Ed'));
    expect(await names('location=berl')).toEqual(all.filter((n) => n === 'Ada' || n === 'Cy'));
    expect(await names('location=de')).toEqual(all.filter((n) => n !== 'Ed'));
    expect(await names('skill=k8s')).toEqual(all.filter((n) => n === 'Ada' || n === 'Ed'));
    expect(await names('skill=Welding')).toEqual([]);

    for (const [query, pointer] of [
      ['skill=not-a-skill-at-all', '/skill'],
      ['seniority=Boss', '/seniority'],
      ['limit=0', '/limit'],
      ['limit=101', '/limit'],
      ['location=', '/location'],
    ]) {
      const reply = await get(`/v1/jobs/${ids.job}/matches?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.headers['content-type']).toContain('application/problem+json');
      expect(
        reply.json.errors.map((e: { pointer: string }) => e.pointer),
        query,
      ).toContain(pointer);
    }
  });

  it('answers an empty list for a job nobody fits, and 404 problem+json for an unknown job', async () => {
    const { get, ids } = await setup();
    const none = jobPage.parse((await get(`/v1/jobs/${ids.welder}/matches`)).json);
    expect(none).toEqual({ data: [], pagination: { next_cursor: null, has_more: false, total: 0 } });
    const missing = await get('/v1/jobs/job_01NOTAJOB0000000000000000/matches');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect(missing.json).toMatchObject({ status: 404, detail: 'The job was not found.' });
  });

  it('follows resume and job writes at once, though pages are cached', async () => {
    const { server, org, get, ids } = await setup();
    const welderPath = `/v1/jobs/${ids.welder}/matches`;
    expect(jobPage.parse((await get(welderPath)).json).pagination.total).toBe(0);
    expect(jobPage.parse((await get(welderPath)).json).pagination.total).toBe(0); // now a cached page
    const welder = await server.call('POST', '/v1/resumes', {
      token: org.token,
      body: resume('Flo', 'Welder', berlin, ['Welding']),
    });
    expect(welder.status).toBe(201);
    const after = jobPage.parse((await get(welderPath)).json);
    expect(after.data.map((m) => m.resume.id)).toEqual([welder.json.id]);

    const jobPath = `/v1/jobs/${ids.job}/matches`;
    expect(jobPage.parse((await get(jobPath)).json).data.map((m) => m.resume.id)).toContain(ids.ada);
    expect((await server.call('DELETE', `/v1/resumes/${ids.ada}`, { token: org.token })).status).toBe(204);
    expect(jobPage.parse((await get(jobPath)).json).data.map((m) => m.resume.id)).not.toContain(ids.ada);

    const resumePath = `/v1/resumes/${welder.json.id}/matches`;
    expect(resumePage.parse((await get(resumePath)).json).pagination.total).toBe(1);
    const closed = await server.call('PATCH', `/v1/jobs/${ids.welder}`, {
      token: org.token,
      body: { status: 'closed' },
    });
    expect(closed.status).toBe(200);
    expect(resumePage.parse((await get(resumePath)).json).pagination.total).toBe(0);
  });

  it("is the same list as the coverage report's matchedResumes and topMatches", async () => {
    const { get, ids } = await setup();
    const matches = jobPage.parse((await get(`/v1/jobs/${ids.job}/matches`)).json);
    const coverage = await get('/v1/intelligence/jobs/coverage');
    const entry = coverage.json.jobs.find((j: { jobId: string }) => j.jobId === ids.job);
    expect(entry.matchedResumes).toBe(matches.pagination.total);
    expect(entry.topMatches).toEqual(
      matches.data.slice(0, 5).map((m) => ({ resumeId: m.resume.id, score: m.score })),
    );
  });
});

describe('GET /v1/resumes/{id}/matches over a real socket', () => {
  it("lists the open jobs a resume fits, the reverse of the jobs' lists", async () => {
    const { get, ids } = await setup();
    const reply = await get(`/v1/resumes/${ids.ada}/matches`);
    expect(reply.status).toBe(200);
    const page = resumePage.parse(reply.json);
    expect(page.data.map((m) => m.job.id)).toEqual([ids.job]);
    const [match] = page.data;
    expect(match.job).toMatchObject({ title: 'Senior Data Engineer', location: 'Berlin, DE', remote: false });
    const fromJob = jobPage
      .parse((await get(`/v1/jobs/${ids.job}/matches`)).json)
      .data.find((m) => m.resume.id === ids.ada);
    expect(match.score).toBe(fromJob?.score);
    expect(match.reason).toEqual(fromJob?.reason);

    for (const id of [ids.bo, ids.cy, ids.di, ids.ed]) {
      const reverse = resumePage.parse((await get(`/v1/resumes/${id}/matches`)).json);
      const inJob = jobPage
        .parse((await get(`/v1/jobs/${ids.job}/matches`)).json)
        .data.some((m) => m.resume.id === id);
      expect(
        reverse.data.some((m) => m.job.id === ids.job),
        id,
      ).toBe(inJob);
    }
    const missing = await get('/v1/resumes/res_01NOTARESUME00000000000000/matches');
    expect(missing.status).toBe(404);
    expect(missing.json.detail).toBe('The resume was not found.');
  });
});
