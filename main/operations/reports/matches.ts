import {
  type JobMatch,
  MATCH_THRESHOLD,
  notFound,
  type OperationInput,
  type OperationOutput,
  type Operations,
  ProblemError,
  type ResumeMatch,
} from '../../contract';
import { getOrInsert } from '../../domain/collections';
import type { CoverageJob } from '../../domain/coverage/job-matcher';
import { hasSkill, type ResumePool } from '../../domain/coverage/resume-pool';
import { type RankableJob, rankJobs } from '../../domain/matches/rank-jobs';
import { type RankedResume, type ResumeFilter, rankResumes } from '../../domain/matches/rank-resumes';
import { matchReason } from '../../domain/matches/reason';
import { canonicalSkill, type Seniority } from '../../domain/taxonomy';
import {
  jobToMatch,
  type MatchJobRow,
  type MatchJobSkillRow,
  type MatchResumeRow,
  openJobsToMatch,
  resumesToMatch,
} from '../../store/matches';
import { iso, type OperationContext } from '../context';
import { decodeCursor, encodeCursor, invalidCursor } from '../pagination';
import { cached } from './cache';
import { resumePool } from './resume-pool';

/**
 * The match lists (GET /v1/jobs/{id}/matches, GET /v1/resumes/{id}/matches), computed like the
 * reports: in the report worker where the app has one, since a job's list ranks the coverage
 * engine's resume pool, which the worker keeps and patches after resume writes (resume-pool.ts).
 *
 * The ranked lists are computed whole on every page (fast once the pool is built: the coverage
 * matcher's walk of the job's posting lists, or one pass over the open jobs) and paged by keyset:
 * the cursor holds the last item's score (in units of 0.0001) and id, so a page starts right after
 * it in (score desc, id asc) order.
 */
export type JobMatchesInput = Pick<OperationInput<Operations['jobMatches']>, 'params' | 'query'>;
export type ResumeMatchesInput = Pick<OperationInput<Operations['resumeMatches']>, 'params' | 'query'>;

const keyOf = (score: number, id: string) => `${Math.round(score * 10_000)}:${id}`;

/** The list a job's matches cursor belongs to: the job and its filters. */
const jobList = ({ params, query }: JobMatchesInput) =>
  `jobMatches:${params.id}:${JSON.stringify([query.location, query.seniority, query.skill])}`;
const resumeList = ({ params }: ResumeMatchesInput) => `resumeMatches:${params.id}`;

/** The (score, id) a cursor continues after; a cursor this list did not return is a 400. */
function cursorPosition(
  list: string,
  ctx: OperationContext,
  cursor: string | undefined,
): { score: number; id: string } | undefined {
  const before = decodeCursor(list, ctx.organizationId, cursor);
  if (before === undefined) return undefined;
  const match = /^(\d{1,5}):(.+)$/.exec(before);
  if (!match) throw invalidCursor();
  return { score: Number(match[1]), id: match[2] };
}

function pageStart<T>(
  ranked: readonly T[],
  after: { score: number; id: string } | undefined,
  scoreOf: (item: T) => number,
  idOf: (item: T) => string,
): number {
  if (after === undefined) return 0;
  const { score, id } = after;
  // First item after (score, id): a lower score, or the same score and a greater id.
  let low = 0;
  let high = ranked.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const s = Math.round(scoreOf(ranked[mid]) * 10_000);
    if (s > score || (s === score && idOf(ranked[mid]) <= id)) low = mid + 1;
    else high = mid;
  }
  return low;
}

function page<T, Item>(
  list: string,
  ctx: OperationContext,
  query: { limit: number; cursor?: string },
  ranked: readonly T[],
  key: { score: (item: T) => number; id: (item: T) => string },
  toItems: (items: T[]) => Item[],
) {
  const start = pageStart(ranked, cursorPosition(list, ctx, query.cursor), key.score, key.id);
  const items = ranked.slice(start, start + query.limit);
  const hasMore = start + query.limit < ranked.length;
  const last = items[items.length - 1];
  return {
    data: toItems(items),
    pagination: {
      next_cursor: hasMore
        ? encodeCursor(list, ctx.organizationId, keyOf(key.score(last), key.id(last)))
        : null,
      has_more: hasMore,
      total: ranked.length,
    },
  };
}

function asCoverageJob(job: MatchJobRow, skills: readonly MatchJobSkillRow[]): CoverageJob {
  return {
    skills: skills.map((s) => ({ skill: s.skill, required: s.required === 1 })),
    seniority: job.seniority_level as Seniority | null,
    location: job.location_label,
    country: job.country,
    remote: job.is_remote === 1,
  };
}

const skillSet = (packed: string | null) => new Set(packed ? packed.split('|') : []);

/** The skill filter as a taxonomy name; a name the taxonomy does not know is a 400 on skill. */
function skillFilter(written: string): string {
  const skill = canonicalSkill(written);
  if (skill === undefined) {
    throw new ProblemError(400, `"${written}" is not a skill the taxonomy knows.`, {
      errors: [{ in: 'query', pointer: '/skill', parameter: 'skill', detail: 'unknown skill' }],
    });
  }
  return skill;
}

function resumeFilter(
  pool: ResumePool,
  query: { location?: string; seniority?: Seniority; skill?: string },
): ResumeFilter {
  const filter: ResumeFilter = {};
  const location = query.location?.toLowerCase();
  const { seniority } = query;
  if (location !== undefined || seniority !== undefined) {
    filter.profile = (p) =>
      (seniority === undefined || p.seniority === seniority) &&
      (location === undefined ||
        (p.location?.toLowerCase().startsWith(location) ?? false) ||
        p.country?.toLowerCase() === location);
  }
  if (query.skill !== undefined) {
    const code = pool.skillCodes.get(skillFilter(query.skill));
    filter.position = (position) => code !== undefined && hasSkill(pool, position, code);
  }
  return filter;
}

/** The organization's open jobs as the reverse ranking reads them, kept while jobs and resumes are unchanged. */
function openJobs(ctx: OperationContext): Array<RankableJob & { row: MatchJobRow }> {
  return cached(ctx.db, ctx.organizationId, 'matches:openJobs', ctx.now(), () => {
    const { jobs, skills } = openJobsToMatch(ctx.db, ctx.organizationId);
    const byJob = new Map<string, MatchJobSkillRow[]>();
    for (const s of skills) getOrInsert(byJob, s.job_id, () => []).push(s);
    return jobs.map((row) => ({ id: row.id, row, ...asCoverageJob(row, byJob.get(row.id) ?? []) }));
  });
}

/**
 * The client mistakes a match request can make, found without ranking anything: an unknown job or
 * resume (404), an unknown skill filter, a cursor of another list (400). The serving thread checks
 * them before handing the request to the worker, so a mistake is answered at once rather than
 * after whatever the worker is computing; the computation checks them again (a write may land in
 * between).
 */
export function checkJobMatches(ctx: OperationContext, input: JobMatchesInput): void {
  if (!jobToMatch(ctx.db, ctx.organizationId, input.params.id)) throw notFound('The job');
  if (input.query.skill !== undefined) skillFilter(input.query.skill);
  cursorPosition(jobList(input), ctx, input.query.cursor);
}

export function checkResumeMatches(ctx: OperationContext, input: ResumeMatchesInput): void {
  if (resumesToMatch(ctx.db, ctx.organizationId, [input.params.id]).length === 0)
    throw notFound('The resume');
  cursorPosition(resumeList(input), ctx, input.query.cursor);
}

/** One page of a job's matching resumes, ranked over the resume pool. */
export function jobMatchesPage(
  ctx: OperationContext,
  input: JobMatchesInput,
): OperationOutput<Operations['jobMatches']> {
  const { params, query } = input;
  const found = jobToMatch(ctx.db, ctx.organizationId, params.id);
  if (!found) throw notFound('The job');
  const job = asCoverageJob(found.job, found.skills);
  const pool = resumePool(ctx);
  const ranked = rankResumes(pool, job, MATCH_THRESHOLD, resumeFilter(pool, query));
  const idOf = (r: RankedResume) => pool.ids[r.position];
  return page(
    jobList(input),
    ctx,
    query,
    ranked,
    { score: (r) => r.score, id: idOf },
    (items): JobMatch[] => {
      const rows = new Map(
        resumesToMatch(ctx.db, ctx.organizationId, items.map(idOf)).map((row) => [row.id, row]),
      );
      return items.map((r) => {
        const row = rows.get(idOf(r)) as MatchResumeRow;
        return {
          resume: { id: row.id, name: row.name, occupation: row.occupation, location: row.location_label },
          score: r.score,
          reason: matchReason(
            job,
            {
              skills: skillSet(row.skills),
              seniority: row.seniority as Seniority | null,
              location: row.location_label,
              yearsExperience: row.years_experience,
            },
            r,
          ),
        };
      });
    },
  );
}

/** One page of the open jobs a resume matches, ranked over the open jobs. */
export function resumeMatchesPage(
  ctx: OperationContext,
  input: ResumeMatchesInput,
): OperationOutput<Operations['resumeMatches']> {
  const { params, query } = input;
  const [row] = resumesToMatch(ctx.db, ctx.organizationId, [params.id]);
  if (!row) throw notFound('The resume');
  const resume = {
    skills: skillSet(row.skills),
    seniority: row.seniority as Seniority | null,
    location: row.location_label,
    country: row.country,
    yearsExperience: row.years_experience,
  };
  const ranked = rankJobs(resume, openJobs(ctx), MATCH_THRESHOLD);
  return page(
    resumeList(input),
    ctx,
    query,
    ranked,
    { score: (r) => r.score, id: (r) => r.job.id },
    (items): ResumeMatch[] =>
      items.map(({ job, score, seniority, location }) => ({
        job: {
          id: job.id,
          title: job.row.title,
          company: job.row.company,
          location: job.row.location_label,
          remote: job.remote,
          postedAt: iso(job.row.posted_at),
        },
        score,
        reason: matchReason(job, resume, { seniority, location }),
      })),
  );
}
