import { type ComponentType, lazy } from 'react';

/**
 * Each screen is a chunk of its own, loaded when first shown: the app's entry then holds the shell
 * alone, and opening on the dashboard or the resume list parses neither the other screens nor the
 * zod schemas their forms validate with (issue #12 item 9). first-requests.ts starts the opening
 * screen's chunk at page load, alongside the setup request, so it is not waited for after it.
 */
const loaders = {
  dashboard: () => import('./screens/dashboard'),
  resumes: () => import('./screens/resumes/resumes-screen'),
  jobs: () => import('./screens/jobs'),
  jobMatches: () => import('./screens/jobs-matches'),
  coverage: () => import('./screens/coverage'),
  candidates: () => import('./screens/candidates'),
  verifications: () => import('./screens/verifications'),
  settings: () => import('./screens/settings/settings-screen'),
  onboarding: () => import('./screens/onboarding'),
};

/** Which chunk a route's screen is in (the route as router.ts reads it). */
function loaderFor(route: string[]): () => Promise<unknown> {
  const [screen = 'dashboard', first] = route;
  if (screen === 'jobs' && first) return loaders.jobMatches;
  return loaders[screen as keyof typeof loaders] ?? loaders.dashboard;
}

/** Starts loading the route's screen chunk now; rendering it later then finds it loaded or on its way. */
export function preloadScreen(route: string[]): void {
  void loaderFor(route)().catch(() => undefined); // a failed load is retried, and reported, on render
}

function screen<M, P>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await load()) }));
}

export const DashboardScreen = screen(loaders.dashboard, (m) => m.DashboardScreen);
export const ResumesScreen = screen(loaders.resumes, (m) => m.ResumesScreen);
export const JobsScreen = screen(loaders.jobs, (m) => m.JobsScreen);
export const JobMatchesScreen = screen(loaders.jobMatches, (m) => m.JobMatchesScreen);
export const ResumeMatchesScreen = screen(loaders.jobMatches, (m) => m.ResumeMatchesScreen);
export const CoverageScreen = screen(loaders.coverage, (m) => m.CoverageScreen);
export const CandidatesScreen = screen(loaders.candidates, (m) => m.CandidatesScreen);
export const VerificationsScreen = screen(loaders.verifications, (m) => m.VerificationsScreen);
export const SettingsScreen = screen(loaders.settings, (m) => m.SettingsScreen);
export const OnboardingScreen = screen(loaders.onboarding, (m) => m.OnboardingScreen);
