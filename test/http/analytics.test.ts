import { describe, expect, it } from 'vitest';
import {
  coverageReportSchema,
  jobPoolReportSchema,
  skillsReportSchema,
  talentPoolReportSchema,
} from '../../main/contract';
import { addOrganization, startTestServer } from '../helpers';

async function setup() {
  const server = await startTestServer();
  const org = await addOrganization(server.db);
  const resumes = [
    {
      basics: { name: 'Ana', label: 'Senior Data Scientist' },
      skills: [{ name: 'Python' }, { name: 'SQL' }, { name: 'Machine Learning' }],
    },
    {
      basics: { name: 'Bo', label: 'Backend Engineer' },
      skills: [{ name: 'TypeScript' }, { name: 'PostgreSQL' }],
    },
  ];
  await server.call('POST', '/v1/resumes/batch', { token: org.token, body: { items: resumes } });
  await server.call('POST', '/v1/jobs/batch', {
    token: org.token,
    body: {
      items: [
        {
          title: 'Data Scientist',
          requiredSkills: ['Python', 'Kubernetes'],
          salaryRange: { min: 1, max: 2, currency: 'USD', period: 'hour' },
        },
        { title: 'Welder', requiredSkills: ['Welding'], status: 'closed' },
      ],
    },
  });
  return { server, org };
}

describe('the four intelligence reports over HTTP', () => {
  it('answer with the spec shapes and their defaults', async () => {
    const { server, org } = await setup();
    const skills = await server.call('GET', '/v1/intelligence/skills', { token: org.token });
    expect(skills.status).toBe(200);
    const report = skillsReportSchema.strict().parse(skills.json);
    expect(report.topSkills.find((s) => s.skill === 'Python')?.count).toBe(2); // one resume + one job (scope both)
    expect(report.missingSkills.map((s) => s.skill)).toContain('Kubernetes');
    expect(report.skillsByCategory['Programming Languages']).toContain('Python');

    const pool = await server.call('GET', '/v1/intelligence/jobs/pool', { token: org.token });
    const poolReport = jobPoolReportSchema.strict().parse(pool.json);
    expect(Object.values(poolReport.roles).reduce((a, b) => a + b, 0)).toBe(1); // open jobs by default
    expect(poolReport.averageSalaryRange).toEqual({ min: 1, max: 2, currency: 'USD', period: 'hour' });
    // Kubernetes: wanted by all open jobs, held by no resume; Python: all jobs, half the resumes.
    expect(poolReport.skillsGapsInPool).toEqual(['Kubernetes', 'Python']);
    // ...with the counts the dashboard shows beside each name: 1 of 1 open job, 0 (1) of 2 resumes.
    expect(poolReport.skillsGapsInPoolCounts).toEqual([
      { skill: 'Kubernetes', jobs: 1, jobShare: 1, resumes: 0, resumeShare: 0 },
      { skill: 'Python', jobs: 1, jobShare: 1, resumes: 1, resumeShare: 0.5 },
    ]);
    expect(poolReport.topRequiredSkillCounts.map((s) => s.skill)).toEqual(poolReport.topRequiredSkills);

    const talent = await server.call('GET', '/v1/intelligence/talent-pool', { token: org.token });
    const talentReport = talentPoolReportSchema.strict().parse(talent.json);
    expect(talentReport.experienceLevels.Senior).toBe(1);
    expect(talentReport.activityRecency['0-30d']).toBe(2);

    const coverage = await server.call('GET', '/v1/intelligence/jobs/coverage', { token: org.token });
    const coverageReport = coverageReportSchema.strict().parse(coverage.json);
    expect(coverageReport.parameters).toEqual({
      matchThreshold: 0.5,
      labelThresholds: { low: 0.3, high: 0.7 },
    });
    expect(coverageReport.jobs).toHaveLength(1);
    // Ana has Python, not Kubernetes: half the skills at a neighbouring level is no match (0.3875),
    // so the job has none and lists its required skills fewest resumes hold first.
    expect(coverageReport.jobs[0]).toMatchObject({ matchedResumes: 0, coverageLabel: 'low' });
    expect(coverageReport.jobs[0].missingSkillsTop).toEqual(['Kubernetes', 'Python']);
  });

  it("keeps soft skills out of the job pool's required skills and gaps, and lists them apart with counts", async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    await server.call('POST', '/v1/resumes', {
      token: org.token,
      body: { basics: { name: 'Cy' }, skills: [{ name: 'Python' }] },
    });
    await server.call('POST', '/v1/jobs', {
      token: org.token,
      body: { title: 'Platform Engineer', requiredSkills: ['Terraform', 'Teamwork', 'Communication'] },
    });
    const pool = jobPoolReportSchema
      .strict()
      .parse((await server.call('GET', '/v1/intelligence/jobs/pool', { token: org.token })).json);
    expect(pool.topRequiredSkills).toEqual(['Terraform']);
    expect(pool.skillsGapsInPool).toEqual(['Terraform']);
    expect(pool.softSkillsRequiredCounts).toEqual([
      { skill: 'Communication', jobs: 1, jobShare: 1, resumes: 0, resumeShare: 0 },
      { skill: 'Teamwork', jobs: 1, jobShare: 1, resumes: 0, resumeShare: 0 },
    ]);
  });

  it('answers 400 naming the parameter for bad values', async () => {
    const { server, org } = await setup();
    const cases: Array<[string, string]> = [
      ['/v1/intelligence/skills?topK=0', 'topK'],
      ['/v1/intelligence/skills?topK=201', 'topK'],
      ['/v1/intelligence/skills?topK=2.5', 'topK'],
      ['/v1/intelligence/skills?scope=everything', 'scope'],
      ['/v1/intelligence/jobs/pool?status=paused', 'status'],
      ['/v1/intelligence/jobs/pool?limitRoles=0', 'limitRoles'],
      ['/v1/intelligence/jobs/pool?from=yesterday', 'from'],
      ['/v1/intelligence/jobs/pool?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'from'],
      ['/v1/intelligence/talent-pool?to=2026-13-01T00:00:00Z', 'to'],
      ['/v1/intelligence/talent-pool?limitRoles=abc', 'limitRoles'],
      ['/v1/intelligence/jobs/coverage?threshold=1.5', 'threshold'],
      ['/v1/intelligence/jobs/coverage?threshold=-0.1', 'threshold'],
      ['/v1/intelligence/jobs/coverage?topK=1001', 'topK'],
    ];
    for (const [url, parameter] of cases) {
      const reply = await server.call('GET', url, { token: org.token });
      expect(reply.status, url).toBe(400);
      expect(reply.headers['content-type']).toBe('application/problem+json');
      expect(reply.json.errors[0].parameter, url).toBe(parameter);
    }
  });

  it('are cached, invalidated by a data change, and scoped to the organization', async () => {
    const { server, org } = await setup();
    const other = await addOrganization(server.db, 'Other Co');
    const first = await server.call('GET', '/v1/intelligence/skills', { token: org.token });
    const again = await server.call('GET', '/v1/intelligence/skills', { token: org.token });
    expect(again.json.generatedAt).toBe(first.json.generatedAt); // served from the cache
    await server.call('POST', '/v1/resumes', {
      token: org.token,
      body: { basics: { name: 'Cy' }, skills: [{ name: 'Python' }] },
    });
    const after = await server.call('GET', '/v1/intelligence/skills', { token: org.token });
    expect(after.json.topSkills.find((s: { skill: string }) => s.skill === 'Python').count).toBe(3);

    const foreign = await server.call('GET', '/v1/intelligence/skills', { token: other.token });
    expect(foreign.json.topSkills).toEqual([]);
    const foreignCoverage = await server.call('GET', '/v1/intelligence/jobs/coverage', {
      token: other.token,
    });
    expect(foreignCoverage.json.jobs).toEqual([]);
    const foreignTalent = await server.call('GET', '/v1/intelligence/talent-pool', { token: other.token });
    expect(foreignTalent.json.experienceLevels).toEqual({ Junior: 0, Mid: 0, Senior: 0 });

    // Deleting a resume takes it out of the rollups.
    const list = await server.call('GET', '/v1/resumes', { token: org.token });
    for (const r of list.json.data) await server.call('DELETE', `/v1/resumes/${r.id}`, { token: org.token });
    const emptied = await server.call('GET', '/v1/intelligence/skills?scope=resumes', { token: org.token });
    expect(emptied.json.topSkills).toEqual([]);
    expect(server.db.prepare('SELECT count(*) AS n FROM resume_skill_totals').get()).toEqual({ n: 0 });
  });
});
