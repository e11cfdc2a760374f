/**
 * Each screen is a chunk of its own, loaded when first shown: the app's entry then holds the shell
 * alone, and opening on the dashboard or the resume list parses neither the other screens nor the
 * zod schemas their forms validate with (issue #12 item 9). first-requests.ts starts the opening
 * screen's chunk at page load, alongside the setup request, so it is not waited for after it.
 * Without React (lazy-screens.ts makes the screens of these), so the app's tiny entry can start them.
 */
export const screenChunks = {
  dashboard: chunk(() => import('./screens/dashboard')),
  resumes: chunk(() => import('./screens/resumes/resumes-screen')),
  jobs: chunk(() => import('./screens/jobs')),
  jobMatches: chunk(() => import('./screens/jobs-matches')),
  coverage: chunk(() => import('./screens/coverage')),
  candidates: chunk(() => import('./screens/candidates')),
  verifications: chunk(() => import('./screens/verifications')),
  settings: chunk(() => import('./screens/settings/settings-screen')),
  onboarding: chunk(() => import('./screens/onboarding')),
};

/** A screen's chunk: loads it (once), and once it has loaded, holds the module to render at once. */
export interface Chunk<M> {
  (): Promise<M>;
  /** The module, once loaded: lazy-screens.ts renders it directly, without suspending. */
  module?: M;
}

/**
 * The loaded module is kept so that a screen whose chunk has arrived (first-requests.ts starts it
 * at page load) renders without suspending: a Suspense boundary that once showed its fallback
 * reveals its content no sooner than 300 ms after (React's FALLBACK_THROTTLE_MS), which a trace
 * showed as an idle wait of 200–300 ms on both first screens (issue #12 item 9). A failed load is
 * not kept, so the next call tries again.
 */
function chunk<M>(load: () => Promise<M>): Chunk<M> {
  let loading: Promise<M> | undefined;
  const loader: Chunk<M> = () => {
    loading ??= load().then(
      (module) => {
        loader.module = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return loader;
}

/** Which chunk a route's screen is in (the route as route.ts reads it). */
function loaderFor(route: string[]): () => Promise<unknown> {
  const [screen = 'dashboard', first] = route;
  if (screen === 'jobs' && first) return screenChunks.jobMatches;
  return screenChunks[screen as keyof typeof screenChunks] ?? screenChunks.dashboard;
}

/**
 * Starts loading the route's screen chunk now; rendering it later then finds it loaded or on its way.
 * Settles when it has loaded or failed (a failed load is retried, and reported, on render).
 */
export function preloadScreen(route: string[]): Promise<void> {
  return loaderFor(route)().then(
    () => undefined,
    () => undefined,
  );
}
