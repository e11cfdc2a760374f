let engine: Promise<typeof import('./chart-engine')> | undefined;

/**
 * ECharts, loaded once (a chunk of its own). first-requests.ts calls it at start when the app
 * opens on the dashboard, so the chunk arrives and parses while the reports are fetched, not after.
 * Without React, so the app's tiny entry can start it before React has loaded (main.tsx).
 */
export function loadChartEngine(): Promise<typeof import('./chart-engine')> {
  engine ??= import('./chart-engine');
  return engine;
}
