import { ProblemError } from '../../contract';
import type { OperationContext } from '../context';
import type { Handlers } from '../handler';
import { cachedMatchPage, cachedReport, keepAcrossRestarts } from './cache';
import { computeReportAt, type ReportOutput, type ReportRequest, reportKey } from './compute';

/** from after to is a client mistake, reported on from. */
function checkWindow(query: { from?: string; to?: string }): void {
  if (query.from !== undefined && query.to !== undefined && Date.parse(query.from) > Date.parse(query.to)) {
    throw new ProblemError(400, 'from must not be after to.', {
      errors: [{ in: 'query', pointer: '/from', parameter: 'from', detail: 'after to' }],
    });
  }
}

/**
 * A report (or a match page) from its cache, or computed: by the report worker where the app
 * provides one (the desktop app, talent serve), so the serving thread stays free; inline otherwise
 * (CLI, tests, an in-memory index).
 */
export function report<R extends ReportRequest>(
  ctx: OperationContext,
  request: R,
): Promise<ReportOutput<R['name']>> {
  const compute = ctx.services?.computeReport;
  const cache =
    request.name === 'jobMatches' || request.name === 'resumeMatches' ? cachedMatchPage : cachedReport;
  return cache(ctx.db, ctx.organizationId, reportKey(request), ctx.now(), () =>
    compute ? compute(ctx, request) : Promise.resolve(computeReportAt(ctx, request)),
  ) as Promise<ReportOutput<R['name']>>;
}

/**
 * Computes a report unless an answer of the current data generation is kept (whatever its age):
 * what warming at start does, so a restart over unchanged data computes nothing.
 */
export async function warmReport(ctx: OperationContext, request: ReportRequest): Promise<void> {
  const key = reportKey(request);
  keepAcrossRestarts(key);
  if (cachedReport.has(ctx.db, ctx.organizationId, key)) return;
  await report(ctx, request);
}

export const reportHandlers: Handlers<
  'skillsReport' | 'jobPoolReport' | 'talentPoolReport' | 'coverageReport'
> = {
  skillsReport(ctx, { query }) {
    return report(ctx, { name: 'skillsReport', query });
  },
  jobPoolReport(ctx, { query }) {
    checkWindow(query);
    return report(ctx, { name: 'jobPoolReport', query });
  },
  talentPoolReport(ctx, { query }) {
    checkWindow(query);
    return report(ctx, { name: 'talentPoolReport', query });
  },
  coverageReport(ctx, { query }) {
    return report(ctx, { name: 'coverageReport', query });
  },
};
