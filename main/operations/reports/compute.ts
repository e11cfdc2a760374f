import type { OperationInput, OperationOutput, Operations } from '../../contract';
import { dataGeneration } from '../../store/reports/skills';
import type { OperationContext } from '../context';
import { cached } from './cache';
import { computeCoverage, coverageReport } from './coverage';
import { type JobMatchesInput, jobMatchesPage, type ResumeMatchesInput, resumeMatchesPage } from './matches';
import { jobPoolReport, talentPoolReport } from './pools';
import { skillsReport } from './skills';

type AnalyticsReportName = 'skillsReport' | 'jobPoolReport' | 'talentPoolReport' | 'coverageReport';

/** What the report worker computes: the analytics reports and the pages of the two match lists. */
export type ReportName = AnalyticsReportName | 'jobMatches' | 'resumeMatches';

/**
 * One report asked for: which, and its (validated) query; a match page also its path's id. Plain
 * data, so it crosses to a worker.
 */
export type ReportRequest =
  | {
      [K in AnalyticsReportName]: { name: K; query: OperationInput<Operations[K]>['query'] };
    }[AnalyticsReportName]
  | ({ name: 'jobMatches' } & JobMatchesInput)
  | ({ name: 'resumeMatches' } & ResumeMatchesInput);

export type ReportOutput<K extends ReportName = ReportName> = OperationOutput<Operations[K]>;

/** A report and the organization's data generation it was computed from. */
export interface ComputedReport<T = ReportOutput> {
  generation: number;
  value: T;
}

/** The key a report's answer is cached under: the report, its path's id and every query parameter. */
export function reportKey(request: ReportRequest): string {
  const id = 'params' in request ? request.params.id : '';
  return `${request.name}:${id}:${JSON.stringify(request.query)}`;
}

/**
 * Computes one report on ctx's connection. Coverage scores every open job once per data
 * generation ('coverage:jobs') and labels that list for each topK and threshold asked.
 */
function computeReport(ctx: OperationContext, request: ReportRequest): ReportOutput {
  switch (request.name) {
    case 'skillsReport':
      return skillsReport(ctx, request.query);
    case 'jobPoolReport':
      return jobPoolReport(ctx, request.query);
    case 'talentPoolReport':
      return talentPoolReport(ctx, request.query);
    case 'coverageReport':
      return coverageReport(
        ctx,
        cached(ctx.db, ctx.organizationId, 'coverage:jobs', ctx.now(), () => computeCoverage(ctx)),
        request.query,
      );
    case 'jobMatches':
      return jobMatchesPage(ctx, request);
    case 'resumeMatches':
      return resumeMatchesPage(ctx, request);
  }
}

/**
 * Computes a report inside one read transaction, with the data generation read in it: the answer
 * is exactly that generation's, whatever other connections (the serving thread, the CLI) write
 * meanwhile. Runs on the serving thread (tests, CLI) and in the report worker alike.
 */
export function computeReportAt<R extends ReportRequest>(
  ctx: OperationContext,
  request: R,
): ComputedReport<ReportOutput<R['name']>> {
  return ctx.db.transaction(() => ({
    generation: dataGeneration(ctx.db, ctx.organizationId) ?? 0,
    value: computeReport(ctx, request) as ReportOutput<R['name']>,
  }))();
}
