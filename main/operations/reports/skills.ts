import type { SkillsReport } from '../../contract';
import { isSpokenLanguage } from '../../domain/matching';
import { monthOf } from '../../domain/prepare-resume';
import { allCategories, isSoftSkill, skillInfo } from '../../domain/taxonomy';
import {
  jobCounts,
  jobSkillLists,
  jobSkillsInWindows,
  jobSkillTotals,
  jobsPostedBetween,
  resumeMonths,
  resumeSkillMonths,
  resumeSkillTotals,
  topRawSkills,
} from '../../store/reports/skills';
import { countResumes } from '../../store/resumes';
import { iso, type OperationContext } from '../context';
import { resumePool } from './resume-pool';

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
    for (const j of jobSkillsInWindows(ctx.db, ctx.organizationId, from, startOfMonth(recentFrom), to))
      add(j.recent ? recentFrom : previousFrom, j.skill, j.n);
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
 * - topSkills: documents of the scope (resumes, jobs, or both added) naming each skill; spoken
 *   languages are left out (a resume's working languages are among its skills so that jobs naming
 *   them can be matched, but English is not a top skill: the talent pool report counts languages).
 * - missingSkills: skills that open jobs require more often than resumes have them: the share of
 *   open jobs requiring the skill exceeds the share of resumes having it; the largest gaps first.
 *   Always jobs against resumes, whatever the scope. relatedRoles come from the taxonomy.
 * - emergingSkills / decliningSkills: the share of the scope's documents naming a skill in the
 *   last three months (resumes by activity month, jobs by posting month) against the three
 *   months before; growth = (recent share - previous share) / previous share. Skills with fewer
 *   than 10 mentions in the two windows, or none in the earlier one, have no rate.
 * - skillsByCategory: the scope's skills grouped by taxonomy category, most frequent first.
 * - missingSkills holds hard skills (spoken languages included) only; the soft skills among the
 *   gaps are in missingSoftSkills, so Communication does not crowd out what a job cannot be done
 *   without.
 * - categories: documents of the scope per category, with its five most named skills.
 * - unknownSkills: the skills resumes list that the taxonomy does not know (their raw skills), by
 *   resumes listing them; always resumes, whatever the scope: the taxonomy's gaps.
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
  const hardGaps = gaps.filter(([skill]) => !isSoftSkill(skill));
  const softGaps = gaps.filter(([skill]) => isSoftSkill(skill));

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
    topSkills: ranked
      .filter(([skill]) => !isSpokenLanguage(skill))
      .slice(0, query.topK)
      .map(([skill, count]) => ({ skill, count })),
    missingSkills: hardGaps
      .slice(0, query.topK)
      .map(([skill]) => ({ skill, relatedRoles: skillInfo(skill)?.relatedRoles ?? [] })),
    emergingSkills: emerging
      .slice(0, query.topK)
      .map(([skill, g]) => ({ skill, growthRate: formatGrowth(g) })),
    decliningSkills: declining
      .slice(0, query.topK)
      .map(([skill, g]) => ({ skill, growthRate: formatGrowth(g) })),
    skillsByCategory,
    missingSoftSkills: softGaps
      .slice(0, query.topK)
      .map(([skill]) => ({ skill, relatedRoles: skillInfo(skill)?.relatedRoles ?? [] })),
    categories: categoryCounts(ctx, query.scope, ranked),
    unknownSkills: topRawSkills(ctx.db, ctx.organizationId, query.topK),
  };
}

/** Skills listed per category in categories[].topSkills. */
export const CATEGORY_TOP_SKILLS = 5;

/**
 * Documents of the scope per taxonomy category (a document naming several skills of a category
 * counts once), with the category's most named skills: what the dashboard's category chart shows.
 * Resumes are read from the coverage engine's resume pool (their skill codes, kept in memory while
 * resumes are unchanged), jobs from their skill rows.
 */
function categoryCounts(
  ctx: OperationContext,
  scope: SkillsQuery['scope'],
  ranked: Array<[string, number]>,
): SkillsReport['categories'] {
  const categories = allCategories();
  const indexOf = new Map(categories.map((c, i) => [c, i]));
  const categoryOf = (skill: string) => {
    const category = skillInfo(skill)?.category;
    return category === undefined ? -1 : (indexOf.get(category) ?? -1);
  };
  const documents = new Array<number>(categories.length).fill(0);
  // seen[c] is the last document that counted for category c.
  const seen = new Array<number>(categories.length).fill(-1);
  let document = 0;
  if (scope !== 'jobs') {
    const pool = resumePool(ctx);
    const codeCategory = new Int16Array(pool.skillCodes.size).fill(-1);
    for (const [skill, code] of pool.skillCodes) codeCategory[code] = categoryOf(skill);
    for (let p = 0; p < pool.size; p++, document++) {
      for (let k = pool.skillStart[p]; k < pool.skillStart[p + 1]; k++) {
        const c = codeCategory[pool.resumeSkills[k]];
        if (c >= 0 && seen[c] !== document) {
          seen[c] = document;
          documents[c]++;
        }
      }
    }
  }
  if (scope !== 'resumes') {
    for (const skills of jobSkillLists(ctx.db, ctx.organizationId)) {
      for (const skill of skills) {
        const c = categoryOf(skill);
        if (c >= 0 && seen[c] !== document) {
          seen[c] = document;
          documents[c]++;
        }
      }
      document++;
    }
  }
  const top = categories.map((): Array<{ skill: string; count: number }> => []);
  for (const [skill, count] of ranked) {
    const c = categoryOf(skill);
    if (c >= 0 && top[c].length < CATEGORY_TOP_SKILLS) top[c].push({ skill, count });
  }
  return categories
    .map((category, c) => ({ category, documents: documents[c], topSkills: top[c] }))
    .filter((entry) => entry.documents > 0)
    .sort((a, b) => b.documents - a.documents || a.category.localeCompare(b.category));
}
