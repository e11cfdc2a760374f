import { type DB, stmt } from '../db';

/** Read-only projections behind the job pool and talent pool reports; all scoped by organization. */

export interface JobPoolRow {
  id: string;
  status: string;
  role_family: string | null;
  location_label: string | null;
  is_remote: number;
  seniority_level: string | null;
  employment_type: string;
  posted_at: number;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: string | null;
}

/** Jobs of a status (or all) posted in [from, to]; null bounds are open. */
export function jobsForPool(
  db: DB,
  organizationId: string,
  status: 'open' | 'closed' | 'all',
  from: number | null,
  to: number | null,
): JobPoolRow[] {
  return stmt(
    db,
    `SELECT id, status, role_family, location_label, is_remote, seniority_level, employment_type, posted_at,
       salary_min, salary_max, salary_currency, salary_period
     FROM jobs WHERE organization_id = @org AND (@status = 'all' OR status = @status)
       AND (@from IS NULL OR posted_at >= @from) AND (@to IS NULL OR posted_at <= @to)`,
  ).all({ org: organizationId, status, from, to }) as JobPoolRow[];
}

/** How many of the jobs matching the filter require each skill. */
export function requiredSkillsForPool(
  db: DB,
  organizationId: string,
  status: 'open' | 'closed' | 'all',
  from: number | null,
  to: number | null,
): Array<{ skill: string; n: number }> {
  return stmt(
    db,
    `SELECT skill, count(*) AS n FROM job_skills
     WHERE organization_id = @org AND required = 1 AND (@status = 'all' OR open = (@status = 'open'))
       AND (@from IS NULL OR posted_at >= @from) AND (@to IS NULL OR posted_at <= @to)
     GROUP BY skill`,
  ).all({ org: organizationId, status, from, to }) as Array<{ skill: string; n: number }>;
}

/** Counts per value of each talent pool dimension, computed by SQLite over the covering index. */
export interface TalentPoolCounts {
  total: number;
  yearsSum: number;
  /** dimension → value (null when unknown) → count; languages are '|'-joined sets. */
  counts: Record<
    'role' | 'location' | 'seniority' | 'languages' | 'education' | 'progression',
    Array<{ value: string | null; n: number }>
  >;
  recency: { d30: number; d90: number; older: number };
}

const DAY_MS = 86_400_000;
const DIMENSIONS = ['role', 'location', 'seniority', 'languages', 'education', 'progression'] as const;

interface PoolTally {
  counts: Array<Map<string | null, number>>;
  total: number;
  yearsSum: number;
  d30: number;
  d90: number;
}

/**
 * talent_pool_counts(role, location, seniority, languages, education, progression, years,
 * lastActivity, now): every dimension's counts, the years sum and the recency buckets of the rows
 * it steps over, as JSON. One pass of the covering index: SQLite's GROUP BY sorts the 100k rows
 * once per grouping, and two groupings cost twice what this whole tally does.
 */
const registered = new WeakSet<DB>();
function registerPoolAggregate(db: DB): void {
  if (registered.has(db)) return;
  type Row = [string | null, string | null, string | null, string | null, string | null, string | null];
  const step = (tally: PoolTally, ...row: [...Row, number | null, number | null, number]) => {
    for (let i = 0; i < DIMENSIONS.length; i++) {
      const counts = tally.counts[i];
      counts.set(row[i] as string | null, (counts.get(row[i] as string | null) ?? 0) + 1);
    }
    const [, , , , , , years, lastActivity, now] = row;
    tally.total++;
    tally.yearsSum += years ?? 0;
    const age = now - (lastActivity ?? Number.NEGATIVE_INFINITY);
    if (age <= 30 * DAY_MS) tally.d30++;
    else if (age <= 90 * DAY_MS) tally.d90++;
  };
  db.aggregate('talent_pool_counts', {
    varargs: true,
    deterministic: true,
    start: (): PoolTally => ({
      counts: DIMENSIONS.map(() => new Map()),
      total: 0,
      yearsSum: 0,
      d30: 0,
      d90: 0,
    }),
    // The library's types know one-argument steps only; SQLite passes all nine.
    step: step as unknown as (tally: PoolTally) => void,
    result: (tally: PoolTally) =>
      JSON.stringify({ ...tally, counts: tally.counts.map((counts) => [...counts]) }),
  });
  registered.add(db);
}

/** Counts of the resumes whose last activity is in [from, to] (null bounds are open). */
export function talentPoolCounts(
  db: DB,
  organizationId: string,
  from: number | null,
  to: number | null,
  now: number,
): TalentPoolCounts {
  registerPoolAggregate(db);
  const json = stmt(
    db,
    `SELECT talent_pool_counts(role_family, location_label, seniority, languages, education_level,
       career_progression, years_experience, last_activity_at, @now)
     FROM resumes WHERE organization_id = @org AND (@from IS NULL OR last_activity_at >= @from)
       AND (@to IS NULL OR last_activity_at <= @to)`,
  )
    .pluck()
    .get({ org: organizationId, from, to, now }) as string | null;
  const tally = json
    ? (JSON.parse(json) as Omit<PoolTally, 'counts'> & { counts: Array<Array<[string | null, number]>> })
    : { counts: DIMENSIONS.map(() => []), total: 0, yearsSum: 0, d30: 0, d90: 0 };
  const counts = Object.fromEntries(
    DIMENSIONS.map((dimension, i) => [dimension, tally.counts[i].map(([value, n]) => ({ value, n }))]),
  ) as TalentPoolCounts['counts'];
  return {
    total: tally.total,
    yearsSum: tally.yearsSum,
    counts,
    recency: { d30: tally.d30, d90: tally.d90, older: tally.total - tally.d30 - tally.d90 },
  };
}
