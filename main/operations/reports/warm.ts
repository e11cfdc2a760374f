import type { OperationContext } from '../context';
import { invoke } from '../dispatch';

/**
 * Computes, in the background, the reports a recruiter opens first, with the parameters the app
 * asks them with (renderer/src/screens/dashboard.tsx and coverage.tsx): the dashboard's three and
 * Coverage. Called when a server starts, so the first dashboard after login meets a warm cache
 * instead of seconds of cold computation at 100,000 resumes (issue #12 item 9). Each goes through
 * invoke, so it is validated and cached exactly as the app's own request will be; failures are
 * left to that request to report.
 */
export async function warmReports(ctx: OperationContext): Promise<void> {
  if (!ctx.organizationId) return;
  await Promise.allSettled([
    invoke(ctx, 'skillsReport', { query: { scope: 'both', topK: 15 } }),
    invoke(ctx, 'jobPoolReport', { query: { status: 'open', limitRoles: 15 } }),
    invoke(ctx, 'talentPoolReport', { query: { limitRoles: 15 } }),
    invoke(ctx, 'coverageReport', { query: { topK: 1000, threshold: 0.3 } }),
  ]);
}
