/**
 * Brute-force reference implementations of the four reports, written from the documented
 * definitions without the engine's rollups, indexes or caches: every document is loaded, its facts
 * derived again, and every job compared with every resume. Slow and obviously right; the fast
 * engine must give the same answers.
 */
import type {
  CoverageReport,
  JobPoolReport,
  ResumeDocument,
  SkillsReport,
  TalentPoolReport,
} from '../../main/contract';
import { type JobFacts, jobFacts } from '../../main/domain/job-facts';
import type { JobDocument } from '../../main/domain/job-record';
import {
  coverageLabel,
  coverageOf,
  locationFit,
  matchScore,
  NICE_TO_HAVE_WEIGHT,
  REQUIRED_WEIGHT,
  round4,
  SOFT_SKILL_WEIGHT,
  seniorityFit,
} from '../../main/domain/matching';
import { type ResumeFacts, resumeFacts } from '../../main/domain/resume-facts';
import { allLanguages, type Seniority, skillInfo } from '../../main/domain/taxonomy';
import type { DB } from '../../main/store/db';

interface R {
  id: string;
  facts: ResumeFacts;
}
interface J {
  id: string;
  title: string;
  company: string | null;
  status: string;
  postedAt: number;
  employmentType: string;
  salary: { min: number; max: number; currency: string; period: string } | null;
  facts: JobFacts;
}

export function loadEverything(db: DB, organizationId: string): { resumes: R[]; jobs: J[] } {
  const resumes = (
    db
      .prepare(
        'SELECT r.id, r.created_at, d.document FROM resumes r JOIN resume_documents d ON d.resume_id = r.id WHERE r.organization_id = ?',
      )
      .all(organizationId) as Array<{ id: string; created_at: number; document: string }>
  ).map((row) => ({
    id: row.id,
    facts: resumeFacts(JSON.parse(row.document) as ResumeDocument, row.created_at),
  }));
  const jobs = (
    db
      .prepare(
        'SELECT j.*, d.document FROM jobs j JOIN job_documents d ON d.job_id = j.id WHERE j.organization_id = ?',
      )
      .all(organizationId) as Array<Record<string, unknown>>
  ).map((row) => ({
    id: row.id as string,
    title: row.title as string,
    company: row.company as string | null,
    status: row.status as string,
    postedAt: row.posted_at as number,
    employmentType: row.employment_type as string,
    salary:
      row.salary_min === null
        ? null
        : {
            min: row.salary_min as number,
            max: row.salary_max as number,
            currency: row.salary_currency as string,
            period: row.salary_period as string,
          },
    facts: jobFacts(JSON.parse(row.document as string) as JobDocument, row.seniority as Seniority | null),
  }));
  return { resumes, jobs };
}

const month = (ms: number) => new Date(ms).getUTCFullYear() * 12 + new Date(ms).getUTCMonth();
const tally = (m: Map<string, number>, k: string, n = 1) => m.set(k, (m.get(k) ?? 0) + n);
const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
const growth = (g: number) => {
  const p = Math.round(g * 100);
  return `${p >= 0 ? '+' : '-'}${Math.abs(p)}%`;
};

export function referenceSkills(
  data: { resumes: R[]; jobs: J[] },
  scope: 'resumes' | 'jobs' | 'both',
  topK: number,
  now: number,
): Omit<SkillsReport, 'generatedAt'> {
  const jobSkills = (j: J) => [...j.facts.requiredSkills, ...j.facts.niceToHaveSkills];
  const docs: Array<{ skills: string[]; month: number }> = [];
  if (scope !== 'jobs')
    for (const r of data.resumes) docs.push({ skills: r.facts.skills, month: month(r.facts.lastActivityAt) });
  if (scope !== 'resumes')
    for (const j of data.jobs) docs.push({ skills: jobSkills(j), month: month(j.postedAt) });

  const counts = new Map<string, number>();
  for (const d of docs) for (const s of d.skills) tally(counts, s);

  const open = data.jobs.filter((j) => j.status === 'open');
  const gaps = new Map<string, number>();
  for (const skill of new Set(open.flatMap((j) => j.facts.requiredSkills))) {
    const demand = open.filter((j) => j.facts.requiredSkills.includes(skill)).length / open.length;
    const supply = data.resumes.length
      ? data.resumes.filter((r) => r.facts.skills.includes(skill)).length / data.resumes.length
      : 0;
    if (demand - supply > 0) gaps.set(skill, demand - supply);
  }

  const current = month(now);
  const recent = docs.filter((d) => d.month > current - 3 && d.month <= current);
  const previous = docs.filter((d) => d.month > current - 6 && d.month <= current - 3);
  const trend = new Map<string, number>();
  if (recent.length && previous.length) {
    for (const skill of new Set(previous.flatMap((d) => d.skills))) {
      const r = recent.filter((d) => d.skills.includes(skill)).length;
      const p = previous.filter((d) => d.skills.includes(skill)).length;
      if (r + p < 10) continue;
      trend.set(skill, (r / recent.length - p / previous.length) / (p / previous.length));
    }
  }
  const byCategory: Record<string, string[]> = {};
  for (const [skill] of sorted(counts)) {
    const category = skillInfo(skill)?.category;
    if (!category) continue;
    byCategory[category] ??= [];
    if (byCategory[category].length < topK) byCategory[category].push(skill);
  }
  const soft = (skill: string) => skillInfo(skill)?.category === 'Soft Skills';
  const gapList = (keep: (skill: string) => boolean) =>
    sorted(gaps)
      .filter(([skill]) => keep(skill))
      .slice(0, topK)
      .map(([skill]) => ({ skill, relatedRoles: skillInfo(skill)?.relatedRoles ?? [] }));
  // Documents per category: a document naming several skills of one category counts once.
  const perCategory = new Map<string, number>();
  for (const d of docs) {
    for (const category of new Set(
      d.skills.map((s) => skillInfo(s)?.category).filter((c) => c !== undefined),
    ))
      tally(perCategory, category);
  }
  const categories = sorted(perCategory).map(([category, documents]) => ({
    category,
    documents,
    topSkills: sorted(counts)
      .filter(([skill]) => skillInfo(skill)?.category === category)
      .slice(0, 5)
      .map(([skill, count]) => ({ skill, count })),
  }));
  return {
    topSkills: sorted(counts)
      .filter(([skill]) => !allLanguages().includes(skill))
      .slice(0, topK)
      .map(([skill, count]) => ({ skill, count })),
    missingSkills: gapList((skill) => !soft(skill)),
    missingSoftSkills: gapList(soft),
    categories,
    emergingSkills: sorted(new Map([...trend].filter(([, g]) => g >= 0.005)))
      .slice(0, topK)
      .map(([skill, g]) => ({ skill, growthRate: growth(g) })),
    decliningSkills: [...trend]
      .filter(([, g]) => g <= -0.005)
      .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
      .slice(0, topK)
      .map(([skill, g]) => ({ skill, growthRate: growth(g) })),
    skillsByCategory: byCategory,
    unknownSkills: unknownSkills(data, topK),
  };
}

/** The raw skills of resumes, by lowercase form: resumes listing each, the smallest spelling, most first. */
function unknownSkills(data: { resumes: Array<{ facts: ResumeFacts }> }, topK: number) {
  const byKey = new Map<string, { name: string; resumes: number }>();
  for (const r of data.resumes) {
    for (const raw of r.facts.rawSkills) {
      const key = raw.toLowerCase();
      const entry = byKey.get(key);
      if (!entry) byKey.set(key, { name: raw, resumes: 1 });
      else {
        entry.resumes++;
        if (raw < entry.name) entry.name = raw;
      }
    }
  }
  return [...byKey]
    .sort((a, b) => b[1].resumes - a[1].resumes || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, topK)
    .map(([, v]) => v);
}

const inWindow = (t: number, from?: string, to?: string) =>
  (from === undefined || t >= Date.parse(from)) && (to === undefined || t <= Date.parse(to));
const top = (values: string[], limit: number) => {
  const m = new Map<string, number>();
  for (const v of values) tally(m, v);
  return Object.fromEntries(sorted(m).slice(0, limit));
};
const closed = (keys: string[], values: Array<string | null>) =>
  Object.fromEntries(keys.map((k) => [k, values.filter((v) => v === k).length]));

export function referenceJobPool(
  data: { resumes: R[]; jobs: J[] },
  q: { status: string; from?: string; to?: string; limitRoles: number },
  now: number,
): Omit<JobPoolReport, 'generatedAt'> {
  const jobs = data.jobs.filter(
    (j) => (q.status === 'all' || j.status === q.status) && inWindow(j.postedAt, q.from, q.to),
  );
  const required = new Map<string, number>();
  for (const j of jobs) for (const s of j.facts.requiredSkills) tally(required, s);
  const paid = jobs.filter((j) => j.salary).map((j) => j.salary!);
  let averageSalaryRange = { min: 0, max: 0, currency: '', period: '' };
  if (paid.length) {
    const currency = Object.keys(
      top(
        paid.map((p) => p.currency),
        1,
      ),
    )[0];
    const same = paid.filter((p) => p.currency === currency);
    const period = Object.keys(
      top(
        same.map((p) => p.period),
        1,
      ),
    )[0];
    const perYear: Record<string, number> = { year: 1, month: 12, week: 52, day: 260, hour: 2080 };
    const f = (p: string) => perYear[p] / perYear[period];
    averageSalaryRange = {
      min: Math.round(same.reduce((a, p) => a + p.min * f(p.period), 0) / same.length),
      max: Math.round(same.reduce((a, p) => a + p.max * f(p.period), 0) / same.length),
      currency,
      period,
    };
  }
  const resumes = data.resumes.length;
  const gaps = new Map<string, number>();
  const counts = new Map<string, JobPoolReport['topRequiredSkillCounts'][number]>();
  const soft = (skill: string) => skillInfo(skill)?.category === 'Soft Skills';
  const hardRequired = new Map([...required].filter(([skill]) => !soft(skill)));
  const softRequired = new Map([...required].filter(([skill]) => soft(skill)));
  for (const [skill, n] of hardRequired) {
    const having = data.resumes.filter((r) => r.facts.skills.includes(skill)).length;
    const resumeShare = resumes ? having / resumes : 0;
    counts.set(skill, { skill, jobs: n, jobShare: n / jobs.length, resumes: having, resumeShare });
    const gap = n / jobs.length - resumeShare;
    if (gap > 0) gaps.set(skill, gap);
  }
  const softCounts = sorted(softRequired)
    .slice(0, 10)
    .map(([skill, n]) => {
      const having = data.resumes.filter((r) => r.facts.skills.includes(skill)).length;
      return {
        skill,
        jobs: n,
        jobShare: n / jobs.length,
        resumes: having,
        resumeShare: resumes ? having / resumes : 0,
      };
    });
  return {
    roles: top(
      jobs.map((j) => j.facts.roleFamily ?? 'Other'),
      q.limitRoles,
    ),
    locations: top(
      jobs.flatMap((j) => (j.facts.remote ? ['Remote'] : j.facts.location ? [j.facts.location] : [])),
      25,
    ),
    seniorityLevels: closed(
      ['Junior', 'Mid', 'Senior'],
      jobs.map((j) => j.facts.seniority),
    ),
    employmentTypes: top(
      jobs.map((j) => j.employmentType),
      1e9,
    ),
    topRequiredSkills: sorted(hardRequired)
      .slice(0, 10)
      .map(([s]) => s),
    averageSalaryRange,
    postedWithin: {
      last7Days: jobs.filter((j) => j.postedAt > now - 7 * 86_400_000 && j.postedAt <= now).length,
      last30Days: jobs.filter((j) => j.postedAt > now - 30 * 86_400_000 && j.postedAt <= now).length,
    },
    skillsGapsInPool: sorted(gaps)
      .slice(0, 10)
      .map(([s]) => s),
    topRequiredSkillCounts: sorted(hardRequired)
      .slice(0, 10)
      .map(([s]) => counts.get(s)!),
    skillsGapsInPoolCounts: sorted(gaps)
      .slice(0, 10)
      .map(([s]) => counts.get(s)!),
    softSkillsRequiredCounts: softCounts,
  };
}

export function referenceTalentPool(
  data: { resumes: R[] },
  q: { from?: string; to?: string; limitRoles: number },
  now: number,
): Omit<TalentPoolReport, 'generatedAt'> {
  const rs = data.resumes.filter((r) => inWindow(r.facts.lastActivityAt, q.from, q.to));
  const days = (r: R) => (now - r.facts.lastActivityAt) / 86_400_000;
  return {
    roles: top(
      rs.map((r) => r.facts.roleFamily ?? 'Other'),
      q.limitRoles,
    ),
    locations: top(
      rs.flatMap((r) => (r.facts.location ? [r.facts.location] : [])),
      25,
    ),
    experienceLevels: closed(
      ['Junior', 'Mid', 'Senior'],
      rs.map((r) => r.facts.seniority),
    ),
    averageYearsExperience: rs.length
      ? Math.round((rs.reduce((a, r) => a + r.facts.yearsExperience, 0) / rs.length) * 10) / 10
      : 0,
    languages: top(
      rs.flatMap((r) => r.facts.languages),
      1e9,
    ),
    educationLevels: closed(
      ['HighSchool', 'Associate', 'Bachelor', 'Master', 'Doctorate'],
      rs.map((r) => r.facts.educationLevel),
    ),
    careerProgression: closed(
      ['Upward', 'Flat', 'Declining', 'Unclear'],
      rs.map((r) => r.facts.careerProgression),
    ),
    activityRecency: closed(
      ['0-30d', '31-90d', '90d+'],
      rs.map((r) => (days(r) <= 30 ? '0-30d' : days(r) <= 90 ? '31-90d' : '90d+')),
    ),
  };
}

export interface ReferenceCoverageQuery {
  topK: number;
  threshold: number;
  q?: string;
  label?: 'low' | 'medium' | 'high';
  sort?: 'leastCovered' | 'mostCovered' | 'newest' | 'title' | 'fewestMatches' | 'mostMatches';
  offset?: number;
}

export function referenceCoverage(
  data: { resumes: R[]; jobs: J[] },
  q: ReferenceCoverageQuery,
  onlyJobs?: Set<string>,
): Omit<CoverageReport, 'generatedAt'> {
  const open = data.jobs.filter((j) => j.status === 'open' && (!onlyJobs || onlyJobs.has(j.id)));
  const high = Math.max(0.7, q.threshold);
  const entries = open.map((job) => {
    // A soft skill weighs SOFT_SKILL_WEIGHT whether required or not.
    const isSoft = (skill: string) => skillInfo(skill)?.category === 'Soft Skills';
    const weights = new Map<string, number>();
    for (const s of job.facts.niceToHaveSkills)
      weights.set(s, isSoft(s) ? SOFT_SKILL_WEIGHT : NICE_TO_HAVE_WEIGHT);
    for (const s of job.facts.requiredSkills) weights.set(s, isSoft(s) ? SOFT_SKILL_WEIGHT : REQUIRED_WEIGHT);
    let total = 0;
    for (const w of weights.values()) total += w;
    // Only matches count: resumes scoring at least the match threshold (0.5).
    const matches: Array<{ r: R; score: number; sen: number; loc: number }> = [];
    for (const r of data.resumes) {
      let matched = 0;
      for (const s of r.facts.skills) matched += weights.get(s) ?? 0;
      const sen = seniorityFit(job.facts.seniority, r.facts.seniority);
      const loc = locationFit(
        { location: job.facts.location, country: job.facts.country, remote: job.facts.remote },
        { location: r.facts.location, country: r.facts.country },
      );
      const score = matchScore(matched, total, sen, loc);
      if (score >= 0.5) matches.push({ r, score, sen, loc });
    }
    matches.sort((a, b) => b.score - a.score || a.r.id.localeCompare(b.r.id));
    const best = matches.slice(0, 5);
    // Lacked by the best matches, most often first; with no match, the rarest in the pool first.
    const holders = (s: string) => data.resumes.filter((r) => r.facts.skills.includes(s)).length;
    const soft = (skill: string) => skillInfo(skill)?.category === 'Soft Skills';
    const lacking = (required: string[]) =>
      required
        .map(
          (s) =>
            [
              s,
              best.length === 0 ? -holders(s) : best.filter((b) => !b.r.facts.skills.includes(s)).length,
            ] as [string, number],
        )
        .filter(([, n]) => best.length === 0 || n > 0)
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, 5)
        .map(([s]) => s);
    const coverageScore = coverageOf(best.map((b) => b.score));
    return {
      postedAt: job.postedAt,
      entry: {
        jobId: job.id,
        title: job.title,
        company: job.company,
        location: job.facts.remote ? 'Remote' : job.facts.location,
        coverageScore,
        coverageLabel: coverageLabel(coverageScore, q.threshold, high),
        matchedResumes: matches.length,
        topMatches: best.map((b) => ({ resumeId: b.r.id, score: b.score })),
        missingSkillsTop: lacking(job.facts.requiredSkills.filter((s) => !soft(s))),
        missingSoftSkillsTop: lacking(job.facts.requiredSkills.filter(soft)),
        locationFit: {
          matchRate: best.length ? round4(best.filter((b) => b.loc === 1).length / best.length) : 0,
        },
        seniorityFit: {
          matchRate: best.length ? round4(best.filter((b) => b.sen === 1).length / best.length) : 0,
        },
      },
    };
  });
  type E = (typeof entries)[number];
  const newest = (a: E, b: E) => b.postedAt - a.postedAt || a.entry.jobId.localeCompare(b.entry.jobId);
  const orders: Record<NonNullable<ReferenceCoverageQuery['sort']>, (a: E, b: E) => number> = {
    leastCovered: (a, b) => a.entry.coverageScore - b.entry.coverageScore || newest(a, b),
    mostCovered: (a, b) => b.entry.coverageScore - a.entry.coverageScore || newest(a, b),
    newest,
    title: (a, b) => a.entry.title.localeCompare(b.entry.title, 'en') || newest(a, b),
    fewestMatches: (a, b) => a.entry.matchedResumes - b.entry.matchedResumes || newest(a, b),
    mostMatches: (a, b) => b.entry.matchedResumes - a.entry.matchedResumes || newest(a, b),
  };
  const mostMissed = (of: (e: E) => string[]) => {
    const missing = new Map<string, number>();
    for (const e of entries) for (const s of of(e)) tally(missing, s);
    return sorted(missing)
      .slice(0, 10)
      .map(([s]) => s);
  };
  const text = q.q?.toLowerCase();
  const listed = entries
    .filter(
      (e) =>
        (!q.label || e.entry.coverageLabel === q.label) &&
        (!text ||
          [e.entry.title, e.entry.company, e.entry.location].some((f) => f?.toLowerCase().includes(text))),
    )
    .sort(orders[q.sort ?? 'leastCovered']);
  const offset = q.offset ?? 0;
  return {
    parameters: { matchThreshold: 0.5, labelThresholds: { low: q.threshold, high } },
    summary: {
      totalJobs: entries.length,
      lowCoverageJobs: entries.filter((e) => e.entry.coverageLabel === 'low').length,
      topMissingSkills: mostMissed((e) => e.entry.missingSkillsTop),
      topMissingSoftSkills: mostMissed((e) => e.entry.missingSoftSkillsTop),
    },
    listedJobs: listed.length,
    jobs: listed.slice(offset, offset + q.topK).map((e) => e.entry),
  };
}
