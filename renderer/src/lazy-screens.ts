import { type ComponentType, lazy } from 'react';
import { screenChunks as loaders } from './screen-chunks';

export { preloadScreen } from './screen-chunks';

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
