import type { OperationContext } from '../context';
import { parseRequest } from '../dispatch';
import { warmReport } from '.';
import type { ReportRequest } from './compute';

/**
 * Computes, in the background, the reports a recruiter opens first, with the parameters the app
 * asks them with (renderer/src/screens/dashboard.tsx and coverage.tsx): the dashboard's three and
 * Coverage. Called when a server or the desktop app starts, so the first dashboard after login
 * meets a warm cache instead of seconds of cold computation at 100,000 resumes (issue #12 item 9).
 * Each query is validated as the app's own request will be, so both share one cache key; a report
 * whose answer for the current data is already kept (the index keeps them across restarts) is not
 * computed again, so a restart leaves the cores to the first page load. Failures are left to the
 * app's request to report.
 */
export async function warmReports(ctx: OperationContext): Promise<void> {
  if (!ctx.organizationId) return;
  const warm = async (name: ReportRequest['name'], query: Record<string, unknown>) =>
    warmReport(ctx, { name, query: parseRequest(name, { query } as never).query } as ReportRequest);
  // The report worker computes one at a time, in this order: the dashboard's three first.
  await Promise.allSettled([
    warm('skillsReport', { scope: 'both', topK: 15 }),
    warm('jobPoolReport', { status: 'open', limitRoles: 15 }),
    warm('talentPoolReport', { limitRoles: 15 }),
    warm('coverageReport', { topK: 1000, threshold: 0.3 }),
  ]);
}
