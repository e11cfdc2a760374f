import { type ComponentType, createElement, lazy } from 'react';
import { type Chunk, screenChunks as loaders } from './screen-chunks';

export { preloadScreen } from './screen-chunks';

/**
 * A screen from its chunk: rendered directly when the chunk has loaded already (usually, for the
 * screen the app opens on), else lazily, under the screen's Suspense boundary (app.tsx). Showing
 * that boundary's fallback for even a moment costs 300 ms: React reveals the content no sooner.
 */
function screen<M, P extends object>(load: Chunk<M>, pick: (module: M) => ComponentType<P>) {
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
  function Screen(props: P) {
    return createElement(load.module ? pick(load.module) : Lazy, props);
  }
  return Screen;
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
