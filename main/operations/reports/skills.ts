import type { SkillsReport } from '../../contract';
import { monthOf } from '../../domain/prepare-resume';
import { skillInfo } from '../../domain/taxonomy';
import {
  jobCounts,
  jobSkillsPostedBetween,
  jobSkillTotals,
  jobsPostedBetween,
  resumeMonths,
  resumeSkillMonths,
  resumeSkillTotals,
} from '../../store/reports/skills';
import { countResumes } from '../../store/resumes';
import { iso, type OperationContext } from '../context';

/** Months in each trend window: the last three (this month included) against the three before. */
export const TREND_WINDOW_MONTHS = 3;
/** A skill needs this many mentions across both windows before a growth rate is reported. */
export const TREND_MIN_MENTIONS = 10;

export interface SkillsQuery {
  scope: 'resumes' | 'jobs' | 'both';
  topK: number;
}

const byCountThenName = (a: [string, number], b: [string, number]) => b[1] - a[1] || a[0].localeCompare(b[0]);

const startOfMonth = (month: number) => Date.UTC(Math.floor(month / 12), month % 12, 1);

/** Documents per skill and in total, in the recent and previous windows, for the scope. */
function trendCounts(ctx: OperationContext, scope: SkillsQuery['scope']) {
  const current = monthOf(ctx.now());
  const recentFrom = current - TREND_WINDOW_MONTHS + 1;
  const previousFrom = recentFrom - TREND_WINDOW_MONTHS;
  const recent = new Map<string, number>();
  const previous = new Map<string, number>();
  const totals = { recent: 0, previous: 0 };
  const add = (month: number, skill: string | null, n: number) => {
    const isRecent = month >= recentFrom;
    if (skill === null) totals[isRecent ? 'recent' : 'previous'] += n;
    else {
      const map = isRecent ? recent : previous;
      map.set(skill, (map.get(skill) ?? 0) + n);
    }
  };
  if (scope !== 'jobs') {
    for (const r of resumeSkillMonths(ctx.db, ctx.organizationId, previousFrom, current))
      add(r.month, r.skill, r.n);
    for (const r of resumeMonths(ctx.db, ctx.organizationId, previousFrom, current)) add(r.month, null, r.n);
  }
  if (scope !== 'resumes') {
    const from = startOfMonth(previousFrom);
    const to = startOfMonth(current + 1);
    for (const j of jobSkillsPostedBetween(ctx.db, ctx.organizationId, from, to))
      add(monthOf(j.postedAt), j.skill, 1);
    for (const postedAt of jobsPostedBetween(ctx.db, ctx.organizationId, from, to))
      add(monthOf(postedAt), null, 1);
  }
  return { recent, previous, totals };
}

/** "+12%" / "-40%": growth of a skill's share of documents, rounded to a whole percent. */
export function formatGrowth(growth: number): string {
  const percent = Math.round(growth * 100);
  return `${percent >= 0 ? '+' : '-'}${Math.abs(percent)}%`;
}

/**
 * The skills report. Definitions:
 * - topSkills: documents of the scope (resumes, jobs, or both added) naming each skill.
 * - missingSkills: skills that open jobs require more often than resumes have them: the share of
 *   open jobs requiring the skill exceeds the share of resumes having it; the largest gaps first.
 *   Always jobs against resumes, whatever the scope. relatedRoles come from the taxonomy.
 * - emergingSkills / decliningSkills: the share of the scope's documents naming a skill in the
 *   last three months (resumes by activity month, jobs by posting month) against the three
 *   months before; growth = (recent share - previous share) / previous share. Skills with fewer
 *   than 10 mentions in the two windows, or none in the earlier one, have no rate.
 * - skillsByCategory: the scope's skills grouped by taxonomy category, most frequent first.
 * Every list holds at most topK entries (each category too); ties are broken by name.
 */
export function skillsReport(ctx: OperationContext, query: SkillsQuery): SkillsReport {
  const counts = new Map<string, number>();
  const resumeTotals = resumeSkillTotals(ctx.db, ctx.organizationId);
  const jobTotals = jobSkillTotals(ctx.db, ctx.organizationId);
  if (query.scope !== 'jobs')
    for (const r of resumeTotals) counts.set(r.skill, (counts.get(r.skill) ?? 0) + r.n);
  if (query.scope !== 'resumes')
    for (const j of jobTotals) counts.set(j.skill, (counts.get(j.skill) ?? 0) + j.jobs);
  const ranked = [...counts].filter(([, n]) => n > 0).sort(byCountThenName);

  const resumes = countResumes(ctx.db, ctx.organizationId);
  const openJobs = jobCounts(ctx.db, ctx.organizationId).open;
  const supply = new Map(resumeTotals.map((r) => [r.skill, r.n]));
  const gaps: Array<[string, number]> = [];
  if (openJobs > 0) {
    for (const j of jobTotals) {
      if (j.openRequired === 0) continue;
      const gap = j.openRequired / openJobs - (resumes > 0 ? (supply.get(j.skill) ?? 0) / resumes : 0);
      if (gap > 0) gaps.push([j.skill, gap]);
    }
  }
  gaps.sort(byCountThenName);

  const { recent, previous, totals } = trendCounts(ctx, query.scope);
  const trends: Array<[string, number]> = [];
  if (totals.recent > 0 && totals.previous > 0) {
    for (const [skill, before] of previous) {
      const now = recent.get(skill) ?? 0;
      if (now + before < TREND_MIN_MENTIONS) continue;
      const previousShare = before / totals.previous;
      trends.push([skill, (now / totals.recent - previousShare) / previousShare]);
    }
  }
  // A rate that rounds to 0% is no trend.
  const emerging = trends.filter(([, g]) => g >= 0.005).sort(byCountThenName);
  const declining = trends
    .filter(([, g]) => g <= -0.005)
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));

  const skillsByCategory: Record<string, string[]> = {};
  for (const [skill] of ranked) {
    const category = skillInfo(skill)?.category;
    if (!category) continue;
    skillsByCategory[category] ??= [];
    if (skillsByCategory[category].length < query.topK) skillsByCategory[category].push(skill);
  }

  return {
    generatedAt: iso(ctx.now()),
    topSkills: ranked.slice(0, query.topK).map(([skill, count]) => ({ skill, count })),
    missingSkills: gaps
      .slice(0, query.topK)
      .map(([skill]) => ({ skill, relatedRoles: skillInfo(skill)?.relatedRoles ?? [] })),
    emergingSkills: emerging
      .slice(0, query.topK)
      .map(([skill, g]) => ({ skill, growthRate: formatGrowth(g) })),
    decliningSkills: declining
      .slice(0, query.topK)
      .map(([skill, g]) => ({ skill, growthRate: formatGrowth(g) })),
    skillsByCategory,
  };
}
