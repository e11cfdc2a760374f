import type { PrimedTransport } from './api/primed-transport';
import { loadChartEngine } from './components/chart';
import { dashboardRequests } from './screens/dashboard';
import { resumePageRequest } from './screens/resumes/resumes-screen';

/**
 * What the app will ask for first on the screen it opens on, started at page load, in parallel:
 * the shell's setup status, the screen's data (the dashboard's three reports, the resume list's
 * first page) and, for the dashboard, the chart library's chunk. Without this the screen's
 * requests wait for the setup status and for React's first render (issue #12 item 9).
 */
export function startFirstRequests(transport: PrimedTransport, route: string[]): void {
  transport.prime('getSetupStatus', {});
  const [screen = 'dashboard', ...rest] = route;
  if (screen === 'dashboard') {
    void loadChartEngine();
    const requests = dashboardRequests();
    transport.prime('skillsReport', requests.skills);
    transport.prime('jobPoolReport', requests.jobPool);
    transport.prime('talentPoolReport', requests.talentPool);
  } else if (screen === 'resumes' && rest[1] !== 'review') {
    transport.prime('listResumes', resumePageRequest());
  }
}
