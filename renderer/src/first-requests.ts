import type { PrimedTransport } from './api/primed-transport';
import { loadChartEngine } from './components/chart-engine-loader';
import { preloadScreen } from './screen-chunks';
import { dashboardRequests } from './screens/dashboard-requests';
import { resumePageRequest } from './screens/resumes/resume-page-request';

/**
 * What the app will ask for first on the screen it opens on, started at page load: the screen's
 * chunk, the number formats, the shell's setup status, the screen's data (the dashboard's three
 * reports, in parallel, or the resume list's first page), and for the dashboard the chart library's
 * chunk. Without this the screen's requests wait for the setup status, then for React to render
 * the shell and the screen, and the chunks for the screen's first render (issue #12 item 9).
 * signedIn: browser mode with a stored session (browser-session.ts). Settles once the screen's chunk
 * has loaded (or failed).
 */
export function startFirstRequests(
  transport: PrimedTransport,
  route: string[],
  signedIn = false,
): Promise<void> {
  const [screen = 'dashboard', ...rest] = route;
  const screenChunk = preloadScreen(route);
  // The number formats every screen writes with: the page's first Intl.NumberFormat costs some 40 ms
  // of main-thread time (ICU's number data). Imported here, the tiny chunk runs as soon as it
  // arrives, while the larger chunks and the data are still on their way, instead of just before
  // the first render, after all of them.
  void import('./format').catch(() => undefined); // a failed load is retried, and reported, on render
  if (screen === 'dashboard') void loadChartEngine();
  // The screen's data once the setup status says there is an organization to ask about: before
  // onboarding (or signing in) its requests would only fail, each a console error in the page.
  // A stored browser session says so already (sessions belong to an organization): the data is
  // then asked for beside the setup status, not a round trip after it. The desktop app's setup
  // status answers over IPC in a moment, so there it is still waited for.
  const setup = transport.prime('getSetupStatus', {});
  (signedIn ? Promise.resolve({ initialized: true }) : setup)
    .then((status) => {
      if (!status.initialized) return;
      if (screen === 'dashboard') {
        const requests = dashboardRequests();
        void transport.prime('skillsReport', requests.skills);
        void transport.prime('jobPoolReport', requests.jobPool);
        void transport.prime('talentPoolReport', requests.talentPool);
      } else if (screen === 'resumes' && rest[1] !== 'review') {
        void transport.prime('listResumes', resumePageRequest());
      }
    })
    .catch(() => undefined);
  return screenChunk;
}
