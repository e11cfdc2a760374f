/**
 * The match lists against a brute-force reference: every resume of a seeded demo index scored
 * naively against a job (facts derived again from the stored documents, the documented rule applied
 * resume by resume), compared with the operation's whole list walked page by page.
 */
import { describe, expect, it } from 'vitest';
import { jobCreateSchema, jsonResumeSchema, MATCH_THRESHOLD } from '../../main/contract';
import { generateResumes } from '../../main/demo/generate';
import {
  locationFit,
  matchScore,
  NICE_TO_HAVE_WEIGHT,
  REQUIRED_WEIGHT,
  round4,
  SOFT_SKILL_WEIGHT,
  seniorityFit,
} from '../../main/domain/matching';
import { skillInfo } from '../../main/domain/taxonomy';
import { invoke, type OperationContext } from '../../main/operations';
import { indexJobs } from '../../main/operations/jobs';
import { indexResumes } from '../../main/operations/resumes';
import { openDatabase } from '../../main/store/db';
import { addOrganization, tempDatabase } from '../helpers';
import { indexDemoData } from '../helpers/demo-data';
import { loadEverything } from './reports-reference';

const NOW = Date.parse('2026-11-15T12:00:00Z');
type Data = ReturnType<typeof loadEverything>;

async function demoIndex(seed: string, resumes: number, jobs: number) {
  const { db, file } = tempDatabase();
  const org = await addOrganization(db, 'Matches', () => NOW);
  const ctx: OperationContext = { ...org.ctx, now: () => NOW };
  indexDemoData(ctx, seed, NOW, resumes, jobs);
  return { ctx, file, data: loadEverything(db, ctx.organizationId) };
}

/** The naive score of one resume for one job, from the documented rule. */
function naive(job: Data['jobs'][number], resume: Data['resumes'][number]) {
  let matched = 0;
  let total = 0;
  const has = new Set(resume.facts.skills);
  const soft = (skill: string) => skillInfo(skill)?.category === 'Soft Skills';
  for (const [skills, weight] of [
    [job.facts.requiredSkills, REQUIRED_WEIGHT],
    [job.facts.niceToHaveSkills, NICE_TO_HAVE_WEIGHT],
  ] as const) {
    for (const s of skills) {
      const w = soft(s) ? SOFT_SKILL_WEIGHT : weight;
      total += w;
      if (has.has(s)) matched += w;
    }
  }
  if (matched === 0) return 0;
  return matchScore(
    matched,
    total,
    seniorityFit(job.facts.seniority, resume.facts.seniority),
    locationFit(
      { location: job.facts.location, country: job.facts.country, remote: job.facts.remote },
      resume.facts,
    ),
  );
}

async function walk<T>(
  fetchPage: (
    cursor?: string,
  ) => Promise<{ data: T[]; pagination: { next_cursor: string | null; total: number } }>,
) {
  const items: T[] = [];
  let cursor: string | undefined;
  let total = -1;
  do {
    const page = await fetchPage(cursor);
    total = page.pagination.total;
    items.push(...page.data);
    cursor = page.pagination.next_cursor ?? undefined;
  } while (cursor);
  expect(items.length).toBe(total);
  return items;
}

/**
 * Walks each job's whole list and compares it with every resume scored naively: order, scores and
 * reasons. Returns the ids of the resumes matched, a job after another.
 */
async function expectJobListsAsReference(ctx: OperationContext, data: Data, jobs: Data['jobs']) {
  const matched: string[] = [];
  for (const job of jobs) {
    const expected = data.resumes
      .map((r) => ({ id: r.id, score: naive(job, r), r }))
      .filter((m) => m.score >= MATCH_THRESHOLD)
      .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
    const got = await walk((cursor) =>
      invoke(ctx, 'jobMatches', { params: { id: job.id }, query: { limit: 100, cursor } }),
    );
    expect(
      got.map((m) => [m.resume.id, m.score]),
      job.title,
    ).toEqual(expected.map((m) => [m.id, m.score]));
    for (const [i, m] of got.entries()) {
      const facts = expected[i].r.facts;
      const isSoft = (s: string) => skillInfo(s)?.category === 'Soft Skills';
      const required = [...job.facts.requiredSkills].sort().filter((s) => !isSoft(s));
      expect(m.reason.requiredSkills.matched).toEqual(required.filter((s) => facts.skills.includes(s)));
      expect(m.reason.requiredSkills.missing).toEqual(required.filter((s) => !facts.skills.includes(s)));
      // Soft skills, required or not, are listed apart.
      const soft = [...job.facts.requiredSkills, ...job.facts.niceToHaveSkills].filter(isSoft).sort();
      expect([...m.reason.softSkills.matched, ...m.reason.softSkills.missing].sort()).toEqual(soft);
      expect(m.reason.yearsExperience).toBe(facts.yearsExperience);
      const { skills, seniority, location } = m.reason.parts;
      expect(round4(skills + seniority + location)).toBe(m.score);
    }
    matched.push(...got.map((m) => m.resume.id));
  }
  return matched;
}

describe('match lists equal the brute-force reference on a seeded demo index', () => {
  it('job matches: every resume scored naively, against the whole paged list', async () => {
    const { ctx, data } = await demoIndex('matches', 3000, 60);
    expect((await expectJobListsAsReference(ctx, data, data.jobs)).length).toBeGreaterThan(100); // not only empty lists
  }, 180_000);

  it('job matches stay exact after resume writes patch the resume pool, from this connection or another', async () => {
    const { ctx, file, data } = await demoIndex('patched', 1500, 25);
    const sample = data.jobs.slice(0, 8);
    const [first, second, third] = new Set(await expectJobListsAsReference(ctx, data, sample));
    const other: OperationContext = { ...ctx, db: openDatabase(file) };
    try {
      // Each write bumps the resume generation; the next page patches the pool with the log's rows.
      const late = indexResumes(
        other,
        [...generateResumes(40, { seed: 'patched-late', now: new Date(NOW) })].map((r) =>
          jsonResumeSchema.parse(r),
        ),
      );
      await invoke(ctx, 'deleteResume', { params: { id: late[0].id } });
      await invoke(other, 'deleteResume', { params: { id: first } });
      await expectJobListsAsReference(ctx, loadEverything(ctx.db, ctx.organizationId), sample);
      indexResumes(
        ctx,
        [...generateResumes(5, { seed: 'patched-later', now: new Date(NOW) })].map((r) =>
          jsonResumeSchema.parse(r),
        ),
      );
      await invoke(ctx, 'deleteResume', { params: { id: second } });
      await invoke(other, 'deleteResume', { params: { id: third } });
      // A job without skills matches nobody: no skill weight, so every score is 0.
      const [bare] = indexJobs(ctx, [
        jobCreateSchema.parse({ title: 'Helper', requiredSkills: [], niceToHaveSkills: [] }),
      ]);
      const now = loadEverything(ctx.db, ctx.organizationId);
      const jobs = [...sample, ...now.jobs.filter((j) => j.id === bare.id)];
      expect(jobs).toHaveLength(sample.length + 1);
      expect((await expectJobListsAsReference(ctx, now, jobs)).length).toBeGreaterThan(10);
      const empty = await invoke(ctx, 'jobMatches', { params: { id: bare.id }, query: { limit: 20 } });
      expect(empty.pagination.total).toBe(0);
    } finally {
      other.db.close();
    }
  }, 180_000);

  it('filtered job matches: the reference list keeping the seniority and the location prefix or country', async () => {
    const { ctx, data } = await demoIndex('filtered', 1500, 20);
    let compared = 0;
    for (const job of data.jobs.slice(0, 10)) {
      for (const query of [
        { seniority: 'Senior' as const },
        { location: 'lo' },
        { location: 'US', seniority: 'Mid' as const },
      ]) {
        const location = query.location?.toLowerCase();
        const expected = data.resumes
          .filter(
            ({ facts }) =>
              (query.seniority === undefined || facts.seniority === query.seniority) &&
              (location === undefined ||
                (facts.location?.toLowerCase().startsWith(location) ?? false) ||
                facts.country?.toLowerCase() === location),
          )
          .map((r) => ({ id: r.id, score: naive(job, r) }))
          .filter((m) => m.score >= MATCH_THRESHOLD)
          .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
        const got = await walk((cursor) =>
          invoke(ctx, 'jobMatches', { params: { id: job.id }, query: { limit: 50, cursor, ...query } }),
        );
        expect(got.map((m) => [m.resume.id, m.score])).toEqual(expected.map((m) => [m.id, m.score]));
        compared += got.length;
      }
    }
    expect(compared).toBeGreaterThan(20);
  }, 180_000);

  it('resume matches: every open job scored naively, against the whole paged list', async () => {
    const { ctx, data } = await demoIndex('reverse', 600, 400);
    const open = data.jobs.filter((j) => j.status === 'open');
    let compared = 0;
    for (const resume of data.resumes.slice(0, 150)) {
      const expected = open
        .map((j) => ({ id: j.id, score: naive(j, resume) }))
        .filter((m) => m.score >= MATCH_THRESHOLD)
        .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
      const got = await walk((cursor) =>
        invoke(ctx, 'resumeMatches', { params: { id: resume.id }, query: { limit: 7, cursor } }),
      );
      expect(got.map((m) => [m.job.id, m.score])).toEqual(expected.map((m) => [m.id, m.score]));
      compared += got.length;
    }
    expect(compared).toBeGreaterThan(20);
  }, 180_000);
});
