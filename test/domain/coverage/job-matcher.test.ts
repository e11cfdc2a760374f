import { describe, expect, it } from 'vitest';
import { Random } from '../../../main/demo/random';
import { type CoverageJob, JobMatcher } from '../../../main/domain/coverage/job-matcher';
import { buildResumePool, type CoverageResume } from '../../../main/domain/coverage/resume-pool';
import { rankResumes } from '../../../main/domain/matches/rank-resumes';
import {
  locationFit,
  matchScore,
  NICE_TO_HAVE_WEIGHT,
  REQUIRED_WEIGHT,
  SOFT_SKILL_WEIGHT,
  seniorityFit,
  TOP_MATCHES,
} from '../../../main/domain/matching';
import type { Seniority } from '../../../main/domain/taxonomy';

/** Soft skills of the taxonomy, which weigh SOFT_SKILL_WEIGHT whether required or not. */
const SOFT = ['Communication', 'Teamwork', 'Leadership', 'Problem Solving', 'Time Management'];
/** Skill number n of the universe: every fourth of the first twenty is a soft skill. */
const skillName = (n: number) => (n % 4 === 1 && n < 20 ? SOFT[(n - 1) / 4] : `S${n}`);
const weightOf = (s: { skill: string; required: boolean }) =>
  SOFT.includes(s.skill) ? SOFT_SKILL_WEIGHT : s.required ? REQUIRED_WEIGHT : NICE_TO_HAVE_WEIGHT;

const THRESHOLD = 0.5;
const LEVELS: Array<Seniority | null> = ['Junior', 'Mid', 'Senior', null];
const PLACES: Array<[string | null, string | null]> = [
  ['Lyon', 'FR'],
  ['Paris', 'FR'],
  ['Berlin', 'DE'],
  [null, 'DE'],
  ['Paris', null],
  [null, null],
];

/** Every resume against the job, by the rules themselves: the answer the matcher must give. */
function bruteForce(resumes: CoverageResume[], job: CoverageJob) {
  const weights = new Map(job.skills.map((s) => [s.skill, weightOf(s)] as const));
  const total = job.skills.reduce((sum, s) => sum + weightOf(s), 0);
  const candidates = resumes.flatMap(([id, seniority, location, country, skills]) => {
    const matched = (skills?.split('|') ?? []).reduce((sum, s) => sum + (weights.get(s) ?? 0), 0);
    if (matched === 0) return [];
    const s = seniorityFit(job.seniority, seniority as Seniority | null);
    const l = locationFit(job, { location, country });
    return [{ id, score: matchScore(matched, total, s, l), seniority: s, location: l }];
  });
  // Only matches count: a job's best are its best matching resumes.
  const matches = candidates.filter((c) => c.score >= THRESHOLD);
  matches.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  return { matched: matches.length, best: matches.slice(0, TOP_MATCHES), all: matches };
}

/**
 * A random pool over a small skill universe (so resumes overlap a lot and scores tie often), with
 * unknown seniorities and places; ids are sorted, as the store hands them over.
 */
function randomPool(random: Random, size: number, universe: number): CoverageResume[] {
  const ids = Array.from({ length: size }, (_, i) => `res_${String(i).padStart(6, '0')}`);
  return ids.map((id) => {
    const [location, country] = PLACES[random.int(0, PLACES.length - 1)];
    const skills = new Set<string>();
    const count = random.int(0, Math.min(universe, 9));
    // Skew towards low skill numbers, so some skills are common and others rare.
    while (skills.size < count) skills.add(skillName(Math.floor(universe * random.next() ** 2)));
    return [id, LEVELS[random.int(0, 3)], location, country, skills.size ? [...skills].join('|') : null];
  });
}

function randomJob(random: Random, universe: number): CoverageJob {
  const skills = new Map<string, boolean>();
  const count = random.int(0, Math.min(14, universe + 4));
  while (skills.size < count) skills.set(skillName(random.int(0, universe + 3)), random.chance(0.7));
  const [location, country] = PLACES[random.int(0, PLACES.length - 1)];
  return {
    skills: [...skills].map(([skill, required]) => ({ skill, required })),
    seniority: LEVELS[random.int(0, 3)],
    location,
    country,
    remote: random.chance(0.2),
  };
}

describe('JobMatcher and rankResumes give the brute-force answer', () => {
  for (const [size, universe] of [
    [0, 5],
    [1, 3],
    [7, 4],
    [60, 6],
    [300, 12],
    [900, 40],
    [2500, 25],
  ] as const) {
    it(`on ${size} resumes over ${universe} skills`, () => {
      const random = new Random(size * 1000 + universe);
      const resumes = randomPool(random, size, universe);
      const pool = buildResumePool(resumes);
      const matcher = new JobMatcher(pool, THRESHOLD);
      for (let j = 0; j < 60; j++) {
        const job = randomJob(random, universe);
        const { matched, best } = matcher.match(job);
        const expected = bruteForce(resumes, job);
        expect(
          { matched, best: best.map((c) => ({ ...c, id: pool.ids[c.position], position: undefined })) },
          JSON.stringify(job),
        ).toEqual({
          matched: expected.matched,
          best: expected.best.map((c) => ({ ...c, position: undefined })),
        });
        // The match lists' ranking keeps them all, in the same order.
        const ranked = rankResumes(pool, job, THRESHOLD).map((r) => ({ ...r, id: pool.ids[r.position] }));
        expect(ranked.map(({ position: _p, ...r }) => r)).toEqual(expected.all);
      }
    });
  }
});
