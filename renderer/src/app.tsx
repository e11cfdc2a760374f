import { Suspense, useRef } from 'react';
import { useOperation } from './api/client';
import { Loading, ProblemMessage } from './components/status';
import {
  CandidatesScreen,
  CoverageScreen,
  DashboardScreen,
  JobMatchesScreen,
  JobsScreen,
  OnboardingScreen,
  preloadScreen,
  ResumeMatchesScreen,
  ResumesScreen,
  SettingsScreen,
  VerificationsScreen,
} from './lazy-screens';
import { href, useRoute } from './router';
import { SignInNeeded } from './screens/sign-in-needed';
import { useScreenFocus } from './use-screen-focus';

const SCREENS = [
  { path: 'dashboard', label: 'Dashboard' },
  { path: 'resumes', label: 'Resumes' },
  { path: 'jobs', label: 'Jobs' },
  { path: 'coverage', label: 'Coverage' },
  { path: 'candidates', label: 'Candidates' },
  { path: 'verifications', label: 'Verifications' },
  { path: 'settings', label: 'Settings' },
] as const;

function Screen({ route }: { route: string[] }) {
  const [screen = 'dashboard', ...rest] = route;
  switch (screen) {
    case 'resumes':
      return <ResumesScreen selectedId={rest[0]} view={rest[1]} />;
    case 'jobs':
      if (rest[0] === 'for' && rest[1]) return <ResumeMatchesScreen resumeId={rest[1]} />;
      return rest[0] ? <JobMatchesScreen jobId={rest[0]} /> : <JobsScreen />;
    case 'coverage':
      return <CoverageScreen />;
    case 'candidates':
      return <CandidatesScreen />;
    case 'verifications':
      return <VerificationsScreen resumeId={rest[0]} />;
    case 'settings':
      return <SettingsScreen />;
    default:
      return <DashboardScreen />;
  }
}

/** While a screen's chunk loads (lazy-screens.ts): the first time it opens, and only briefly. */
const screenLoading = <Loading what="Opening the screen" />;

/** Which screen a route shows: a job's page and a resume's best jobs are screens of their own. */
function screenKey(route: string[]): string {
  return route[0] === 'jobs' ? route.slice(0, 3).join('/') : (route[0] ?? 'dashboard');
}

/** The shell: first run goes to onboarding; otherwise a navigation rail and the current screen. */
export function App() {
  const setup = useOperation('getSetupStatus', {});
  const route = useRoute();
  const main = useRef<HTMLElement>(null);
  useScreenFocus(main, screenKey(route));
  // Browser mode before signing in (or after the session ended): how to sign in, not a bare 401.
  if (setup.problem?.status === 401) return <SignInNeeded />;
  if (setup.problem) {
    return (
      <main className="center">
        <h1>Talent Index</h1>
        <ProblemMessage problem={setup.problem} />
      </main>
    );
  }
  if (!setup.data) {
    return (
      <main className="center">
        <Loading what="Opening the index" />
      </main>
    );
  }
  if (!setup.data.initialized)
    return (
      <Suspense fallback={<main className="center">{screenLoading}</main>}>
        <OnboardingScreen onDone={setup.reload} />
      </Suspense>
    );
  const current = route[0] ?? 'dashboard';
  return (
    <div className="shell">
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link by convention; it focuses main by script because the URL fragment is the route */}
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        Skip to content
      </a>
      <nav className="rail" aria-label="Screens">
        <div className="brand">
          Talent Index
          <span className="org">{setup.data.organization?.name}</span>
        </div>
        <ul>
          {SCREENS.map((screen) => (
            <li key={screen.path}>
              <a
                href={href(screen.path)}
                aria-current={current === screen.path ? 'page' : undefined}
                // The screen's chunk starts loading as the pointer or focus reaches its link.
                onPointerEnter={() => preloadScreen([screen.path])}
                onFocus={() => preloadScreen([screen.path])}
              >
                {screen.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="content" id="main" ref={main} tabIndex={-1}>
        {/* A boundary per screen: one shared boundary would keep the previous screen in the page,
            hidden, while the next one's chunk loads, and its heading would take the focus. */}
        <Suspense key={screenKey(route)} fallback={screenLoading}>
          <Screen route={route} />
        </Suspense>
      </main>
    </div>
  );
}
