import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './test/e2e/support/chromium.mjs';

/**
 * End-to-end tests of the recruiter's UI in browser mode (`talent serve --ui`), in Debian's
 * Chromium: Playwright never downloads a browser here. Each test file starts its own server over a
 * temporary index (see test/e2e/support/server.ts).
 */
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/artifacts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    viewport: { width: 1400, height: 900 },
    // The journeys read numbers as "1,394": the browser's locale is pinned, not the machine's.
    locale: 'en-US',
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
