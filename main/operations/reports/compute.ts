import type { OperationInput, OperationOutput, Operations } from '../../contract';
import { dataGeneration } from '../../store/reports/skills';
import type { OperationContext } from '../context';
import { cached } from './cache';
import { computeCoverage, coverageReport } from './coverage';
import { jobPoolReport, talentPoolReport } from './pools';
import { skillsReport } from './skills';

export type ReportName = 'skillsReport' | 'jobPoolReport' | 'talentPoolReport' | 'coverageReport';

/** One report asked for: which, and its (validated) query. Plain data, so it crosses to a worker. */
export type ReportRequest = {
  [K in ReportName]: { name: K; query: OperationInput<Operations[K]>['query'] };
}[ReportName];

export type ReportOutput<K extends ReportName = ReportName> = OperationOutput<Operations[K]>;

/** A report and the organization's data generation it was computed from. */
export interface ComputedReport<T = ReportOutput> {
  generation: number;
  value: T;
}

/** The key a report's answer is cached under: the report and every query parameter. */
export function reportKey(request: ReportRequest): string {
  return `${request.name}:${JSON.stringify(request.query)}`;
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
  }
}

/**
 * Computes a report inside one read transaction, with the data generation read in it: the answer
 * is exactly that generation's, whatever other connections (the serving thread, the CLI) write
 * meanwhile. Runs on the serving thread (tests, CLI) and in the report worker alike.
 */
export function computeReportAt(ctx: OperationContext, request: ReportRequest): ComputedReport {
  return ctx.db.transaction(() => ({
    generation: dataGeneration(ctx.db, ctx.organizationId) ?? 0,
    value: computeReport(ctx, request),
  }))();
}
