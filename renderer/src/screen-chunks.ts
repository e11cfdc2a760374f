/**
 * Each screen is a chunk of its own, loaded when first shown: the app's entry then holds the shell
 * alone, and opening on the dashboard or the resume list parses neither the other screens nor the
 * zod schemas their forms validate with (issue #12 item 9). first-requests.ts starts the opening
 * screen's chunk at page load, alongside the setup request, so it is not waited for after it.
 * Without React (lazy-screens.ts makes the screens of these), so the app's tiny entry can start them.
 */
export const screenChunks = {
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

/** Which chunk a route's screen is in (the route as route.ts reads it). */
function loaderFor(route: string[]): () => Promise<unknown> {
  const [screen = 'dashboard', first] = route;
  if (screen === 'jobs' && first) return screenChunks.jobMatches;
  return screenChunks[screen as keyof typeof screenChunks] ?? screenChunks.dashboard;
}

/** Starts loading the route's screen chunk now; rendering it later then finds it loaded or on its way. */
export function preloadScreen(route: string[]): void {
  void loaderFor(route)().catch(() => undefined); // a failed load is retried, and reported, on render
}
