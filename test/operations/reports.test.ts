import { describe, expect, it } from 'vitest';
import {
  coverageReportSchema,
  jobCreateSchema,
  jobPoolReportSchema,
  jsonResumeSchema,
  skillsReportSchema,
  talentPoolReportSchema,
} from '../../main/contract';
import { matchScore } from '../../main/domain/matching';
import { invoke, type OperationContext } from '../../main/operations';
import { indexJobs } from '../../main/operations/jobs';
import { indexResumes } from '../../main/operations/resumes';
import { addOrganization, tempDatabase } from '../helpers';
import { indexDemoData } from '../helpers/demo-data';
import {
  loadEverything,
  referenceCoverage,
  referenceJobPool,
  referenceSkills,
  referenceTalentPool,
} from './reports-reference';

const NOW = Date.parse('2026-11-15T12:00:00Z');

async function demoPool(seed: string, resumes: number, jobs: number) {
  const { db } = tempDatabase();
  const org = await addOrganization(db, 'Pool', () => NOW);
  const ctx: OperationContext = { ...org.ctx, now: () => NOW };
  indexDemoData(ctx, seed, NOW, resumes, jobs);
  return { db, ctx };
}

const withoutTime = <T extends { generatedAt: string }>(report: T) => {
  const { generatedAt: _g, ...rest } = report;
  return rest;
};

describe('reports: the fast engine equals the brute-force reference on random demo pools', () => {
  for (const seed of ['alpha', 'beta', 'gamma']) {
    it(`seed ${seed}`, async () => {
      const size = { alpha: [400, 60], beta: [250, 120], gamma: [120, 20] }[seed] as [number, number];
      const { db, ctx } = await demoPool(seed, ...size);
      const data = loadEverything(db, ctx.organizationId);

      for (const scope of ['resumes', 'jobs', 'both'] as const) {
        for (const topK of [5, 25]) {
          const fast = skillsReportSchema.parse(
            await invoke(ctx, 'skillsReport', { query: { scope, topK } }),
          );
          expect(withoutTime(fast), `${scope}/${topK}`).toEqual(referenceSkills(data, scope, topK, NOW));
        }
      }
      const windows = [
        {},
        { from: '2026-06-01T00:00:00Z', to: '2026-10-31T23:59:59Z' },
        { from: '2026-11-10T00:00:00Z' },
      ];
      for (const status of ['open', 'closed', 'all'] as const) {
        for (const window of windows) {
          const query = { status, limitRoles: 5, ...window };
          const fast = jobPoolReportSchema.parse(await invoke(ctx, 'jobPoolReport', { query }));
          expect(withoutTime(fast), JSON.stringify(query)).toEqual(referenceJobPool(data, query, NOW));
        }
      }
      for (const window of windows) {
        const query = { limitRoles: 25, ...window };
        const fast = talentPoolReportSchema.parse(await invoke(ctx, 'talentPoolReport', { query }));
        expect(withoutTime(fast), JSON.stringify(query)).toEqual(referenceTalentPool(data, query, NOW));
      }
      for (const query of [
        { topK: 50, threshold: 0.3 },
        { topK: 7, threshold: 0.6 },
        { topK: 1000, threshold: 0.9 },
        { topK: 10, threshold: 0.3, sort: 'mostCovered', offset: 5 },
        { topK: 20, threshold: 0.3, q: 'engineer', sort: 'title' },
        { topK: 20, threshold: 0.3, q: 'remote', sort: 'newest' },
        { topK: 1000, threshold: 0.3, label: 'low', sort: 'fewestMatches' },
        { topK: 1000, threshold: 0.2, label: 'medium', sort: 'mostMatches' },
      ] as const) {
        const fast = coverageReportSchema.parse(await invoke(ctx, 'coverageReport', { query }));
        expect(withoutTime(fast), JSON.stringify(query)).toEqual(referenceCoverage(data, query));
      }
    });
  }
});

describe('reports: hand-built pools check each definition', () => {
  async function emptyOrg() {
    const { db } = tempDatabase();
    const org = await addOrganization(db, 'Hand', () => NOW);
    return { db, ctx: { ...org.ctx, now: () => NOW } as OperationContext };
  }
  const resume = (name: string, extra: Record<string, unknown> = {}) =>
    jsonResumeSchema.parse({ basics: { name }, ...extra });
  const job = (title: string, extra: Record<string, unknown> = {}) =>
    jobCreateSchema.parse({ title, ...extra });

  it('an empty index gives empty reports, not errors', async () => {
    const { ctx } = await emptyOrg();
    const skills = await invoke(ctx, 'skillsReport', { query: {} });
    expect(withoutTime(skills)).toEqual({
      topSkills: [],
      missingSkills: [],
      emergingSkills: [],
      decliningSkills: [],
      skillsByCategory: {},
      missingSoftSkills: [],
      categories: [],
      unknownSkills: [],
    });
    const pool = await invoke(ctx, 'jobPoolReport', { query: {} });
    expect(pool.averageSalaryRange).toEqual({ min: 0, max: 0, currency: '', period: '' });
    expect(pool.seniorityLevels).toEqual({ Junior: 0, Mid: 0, Senior: 0 });
    const talent = await invoke(ctx, 'talentPoolReport', { query: {} });
    expect(talent.averageYearsExperience).toBe(0);
    expect(talent.activityRecency).toEqual({ '0-30d': 0, '31-90d': 0, '90d+': 0 });
    const coverage = await invoke(ctx, 'coverageReport', { query: {} });
    expect(coverage.summary).toEqual({
      totalJobs: 0,
      lowCoverageJobs: 0,
      topMissingSkills: [],
      topMissingSoftSkills: [],
    });
    expect(coverage.parameters).toEqual({ matchThreshold: 0.5, labelThresholds: { low: 0.3, high: 0.7 } });
  });

  it('counts overlapping jobs once in years of experience, and reads seniority and progression', async () => {
    const { ctx } = await emptyOrg();
    indexResumes(ctx, [
      resume('Overlap', {
        basics: { name: 'Overlap', label: 'Senior Software Engineer' },
        work: [
          { name: 'A', position: 'Junior Developer', startDate: '2016-01-01', endDate: '2020-01-01' },
          { name: 'B', position: 'Senior Software Engineer', startDate: '2018-01-01', endDate: '2022-01-01' },
        ],
        meta: { lastModified: '2026-11-01T00:00:00Z' },
      }),
    ]);
    const talent = await invoke(ctx, 'talentPoolReport', { query: {} });
    expect(talent.averageYearsExperience).toBe(6);
    expect(talent.experienceLevels).toEqual({ Junior: 0, Mid: 0, Senior: 1 });
    expect(talent.careerProgression).toMatchObject({ Upward: 1 });
    expect(talent.activityRecency).toEqual({ '0-30d': 1, '31-90d': 0, '90d+': 0 });
    expect(Object.keys(talent.roles)).toEqual(['Software Engineering']);
  });

  it('averages salaries in the most common currency, converting periods, and skips jobs without salary', async () => {
    const { ctx } = await emptyOrg();
    indexJobs(ctx, [
      job('Nurse', { salaryRange: { min: 50000, max: 60000, currency: 'EUR', period: 'year' } }),
      job('Nurse', { salaryRange: { min: 50000, max: 60000, currency: 'EUR', period: 'year' } }),
      job('Nurse', { salaryRange: { min: 4000, max: 5000, currency: 'EUR', period: 'month' } }),
      job('Nurse', { salaryRange: { min: 90000, max: 99000, currency: 'USD', period: 'year' } }),
      job('Nurse'),
    ]);
    const pool = await invoke(ctx, 'jobPoolReport', { query: {} });
    // (50000 + 50000 + 4000 × 12) / 3 and (60000 + 60000 + 5000 × 12) / 3; the USD job is left out.
    expect(pool.averageSalaryRange).toEqual({ min: 49333, max: 60000, currency: 'EUR', period: 'year' });
    expect(pool.employmentTypes).toEqual({ 'Full-time': 5 });
  });

  it('finds the skill gap and the uncovered job', async () => {
    const { ctx } = await emptyOrg();
    indexResumes(ctx, [
      resume('A', { skills: [{ name: 'Python' }, { name: 'SQL' }] }),
      resume('B', { skills: [{ name: 'Python' }] }),
    ]);
    const [covered, uncovered] = indexJobs(ctx, [
      job('Data Analyst', { requiredSkills: ['Python', 'SQL'] }),
      job('Welder', { requiredSkills: ['Welding'] }),
    ]);
    const skills = await invoke(ctx, 'skillsReport', { query: {} });
    expect(skills.missingSkills.map((s) => s.skill)).toEqual(['Welding']);
    const coverage = await invoke(ctx, 'coverageReport', { query: {} });
    expect(coverage.jobs.map((j) => j.jobId)).toEqual([uncovered.id, covered.id]);
    expect(coverage.jobs[0]).toMatchObject({
      coverageScore: 0,
      coverageLabel: 'low',
      matchedResumes: 0,
      topMatches: [],
      missingSkillsTop: ['Welding'],
    });
    // Only A has both skills (1 × (0.7 + 0.15 × 0.5): a neighbouring level, no place); B (Python
    // alone) scores half that and is no match.
    expect(coverage.jobs[1]).toMatchObject({ matchedResumes: 1, missingSkillsTop: [] });
    expect(coverage.jobs[1].topMatches.map((m) => m.score)).toEqual([0.775]);
    expect(coverage.summary.lowCoverageJobs).toBe(2); // one match only: coverage averages five slots
  });

  it('labels a job nobody fits low and counts it in the headline, however well the places and levels fit', async () => {
    const { ctx } = await emptyOrg();
    const berlin = { city: 'Berlin', countryCode: 'DE' };
    // Five senior engineers in Berlin who know Python, and nothing else the job asks.
    indexResumes(
      ctx,
      ['A', 'B', 'C', 'D', 'E'].map((name) =>
        resume(name, {
          basics: { name, label: 'Senior Engineer', location: berlin },
          skills: [{ name: 'Python' }],
        }),
      ),
    );
    const [nobody, everybody] = indexJobs(ctx, [
      job('Senior Engineer', {
        location: berlin,
        requiredSkills: ['Python', 'Kubernetes', 'Terraform', 'Go', 'Rust', 'Kafka', 'Scala', 'Spark'],
      }),
      job('Senior Python Engineer', { location: berlin, requiredSkills: ['Python'] }),
    ]);
    const coverage = await invoke(ctx, 'coverageReport', { query: {} });
    const byId = new Map(coverage.jobs.map((j) => [j.jobId, j]));
    expect(byId.get(nobody.id)).toMatchObject({
      coverageScore: 0,
      coverageLabel: 'low',
      matchedResumes: 0,
      topMatches: [],
      company: null,
      location: 'Berlin, DE',
    });
    expect(byId.get(everybody.id)).toMatchObject({
      coverageScore: 1,
      coverageLabel: 'high',
      matchedResumes: 5,
    });
    expect(coverage.summary.lowCoverageJobs).toBe(1);
    expect(coverage.listedJobs).toBe(2);

    const matches = await invoke(ctx, 'jobMatches', { params: { id: nobody.id }, query: {} });
    expect(matches.pagination.total).toBe(0);
  });

  it('matches spoken languages required by jobs against resume languages at a working level, and reports soft skills apart', async () => {
    const { ctx } = await emptyOrg();
    const speaker = (name: string, languages: Array<{ language: string; fluency?: string }>) =>
      resume(name, { skills: [{ name: 'Python' }, { name: 'SQL' }], languages });
    const [native, fluent, elementary, silent] = indexResumes(ctx, [
      speaker('Native', [{ language: 'Deutsch', fluency: 'Native speaker' }]),
      speaker('Fluent', [{ language: 'German', fluency: 'C1' }, { language: 'English' }]),
      speaker('Elementary', [{ language: 'German', fluency: 'Elementary proficiency' }, { language: 'en' }]),
      speaker('Silent', []),
    ]);
    const [german] = indexJobs(ctx, [
      job('Data Analyst', { requiredSkills: ['Python', 'SQL', 'German', 'Communication'] }),
      job('Analyst', { requiredSkills: ['English', 'Python', 'Teamwork'] }),
    ]);
    const matches = await invoke(ctx, 'jobMatches', { params: { id: german.id }, query: {} });
    const byResume = new Map(matches.data.map((m) => [m.resume.id, m.reason.requiredSkills]));
    expect(byResume.get(native.id)).toEqual({ matched: ['German', 'Python', 'SQL'], missing: [] });
    // Soft skills are listed apart, and weigh 0.25: Native has 3 of the 3.25 skill weight.
    const nativeMatch = matches.data.find((m) => m.resume.id === native.id);
    expect(nativeMatch?.reason.softSkills).toEqual({ matched: [], missing: ['Communication'] });
    const fits = nativeMatch?.reason;
    expect(nativeMatch?.score).toBe(matchScore(3, 3.25, fits?.seniority.fit ?? -1, fits?.location.fit ?? -1));
    expect(byResume.get(fluent.id)?.matched).toContain('German');
    // Elementary German is not the German a job asks for; no languages at all, no German.
    for (const id of [elementary.id, silent.id]) {
      const reason = byResume.get(id);
      if (reason) expect(reason.missing).toContain('German');
    }

    const skills = await invoke(ctx, 'skillsReport', { query: {} });
    // English: 2 of 2 jobs... and 3 of 4 resumes (Elementary's "en" has no level, so counts), no gap;
    // German is held at a working level by 2 of 4 resumes against 1 of 2 jobs: no gap either.
    expect(skills.missingSkills.map((m) => m.skill)).toEqual([]);
    expect(skills.missingSoftSkills.map((m) => m.skill)).toEqual(['Communication', 'Teamwork']);
    // Spoken languages are matched, but are not among the top skills (the talent pool counts them).
    expect(skills.topSkills.map((t) => t.skill)).not.toContain('English');
    expect(skills.topSkills.map((t) => t.skill)).not.toContain('German');
    expect(skills.topSkills.map((t) => t.skill)).toContain('Python');
    const list = await invoke(ctx, 'listResumes', { query: {} });
    const fluentRow = list.data.find((r) => r.id === fluent.id);
    expect(fluentRow?.skills).toEqual(['Python', 'SQL']);
    expect(skills.categories.find((c) => c.category === 'Languages')).toEqual({
      category: 'Languages',
      documents: 5, // three resumes with a working language, two jobs
      topSkills: [
        { skill: 'English', count: 3 },
        { skill: 'German', count: 3 },
      ],
    });
    expect(skills.categories.find((c) => c.category === 'Programming Languages')?.documents).toBe(6);

    const coverage = await invoke(ctx, 'coverageReport', { query: {} });
    const entry = coverage.jobs.find((j) => j.jobId === german.id);
    expect(entry?.missingSkillsTop).toEqual([]);
    expect(entry?.missingSoftSkillsTop).toEqual(['Communication']);
    expect(coverage.summary.topMissingSkills).toEqual([]);
    expect(coverage.summary.topMissingSoftSkills).toEqual(['Communication', 'Teamwork']);
  });

  it('lists every open job, searchable by title, company and location, sorted and paged by offset', async () => {
    const { ctx } = await emptyOrg();
    indexJobs(
      ctx,
      Array.from({ length: 12 }, (_, i) =>
        job(`Data Scientist ${String(i).padStart(2, '0')}`, {
          company: i % 2 ? 'Acme' : 'Globex',
          location: { city: i % 3 ? 'Lyon' : 'Berlin', countryCode: i % 3 ? 'FR' : 'DE' },
          postedAt: new Date(NOW - i * 86_400_000).toISOString(),
        }),
      ),
    );
    const list = async (query: Record<string, unknown>) => {
      const report = await invoke(ctx, 'coverageReport', { query });
      return { titles: report.jobs.map((j) => j.title.slice(-2)), listed: report.listedJobs };
    };
    expect(await list({ topK: 1000 })).toMatchObject({ listed: 12 });
    expect(await list({ q: 'GLOBEX', sort: 'title' })).toEqual({
      titles: ['00', '02', '04', '06', '08', '10'],
      listed: 6,
    });
    expect(await list({ q: 'berlin', sort: 'newest' })).toEqual({
      titles: ['00', '03', '06', '09'],
      listed: 4,
    });
    expect(await list({ sort: 'newest', topK: 3, offset: 3 })).toEqual({
      titles: ['03', '04', '05'],
      listed: 12,
    });
    expect(await list({ q: 'no such job' })).toEqual({ titles: [], listed: 0 });
  });
});
