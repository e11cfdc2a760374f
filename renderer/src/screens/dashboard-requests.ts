export type Scope = 'both' | 'resumes' | 'jobs';
export type JobStatus = 'open' | 'closed' | 'all';

/**
 * The reports the dashboard asks for; first-requests.ts starts the unfiltered ones' as the page
 * loads. A module of its own so that doing so needs neither the dashboard's code nor its chunk.
 */
export function dashboardRequests(
  scope: Scope = 'both',
  status: JobStatus = 'open',
  window: { from?: string; to?: string } = {},
) {
  return {
    skills: { query: { scope, topK: 15 } },
    jobPool: { query: { status, ...window, limitRoles: 15 } },
    talentPool: { query: { ...window, limitRoles: 15 } },
  };
}
