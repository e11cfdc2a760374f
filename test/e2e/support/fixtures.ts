import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { makeIndex, removeIndex, startUiServer, type UiServer } from './server';

const SCREENS_DIR = path.resolve('test-results/screens');

interface Guarded {
  /** Console errors, page errors and requests that tried to leave 127.0.0.1 during the test. */
  problems: string[];
  /** Saves a full-page screenshot under test-results/screens/NAME.png. */
  snap: (name: string) => Promise<void>;
}

/**
 * `talent serve --ui` over a fresh demo index, for one worker. A spec that adds data overrides it
 * with its own (test.extend), so that Playwright runs it in another worker over another index and
 * the counts other specs check stay exact.
 */
export function demoServerFixture(demo: {
  resumes: number;
  jobs: number;
}): [
  (args: object, use: (server: UiServer) => Promise<void>) => Promise<void>,
  { scope: 'worker'; timeout: number },
] {
  return [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
    async ({}, use: (server: UiServer) => Promise<void>) => {
      const dataDir = makeIndex({ demo });
      const server = await startUiServer(dataDir);
      await use(server);
      await server.stop();
      removeIndex(dataDir);
    },
    { scope: 'worker', timeout: 120_000 },
  ];
}

/**
 * Every test: a page logged in through the one-time link, a guard that fails the test on any
 * console error or any request leaving 127.0.0.1, and a screenshot helper.
 */
export const test = base.extend<Guarded & { app: Page }, { demoServer: UiServer; session: string }>({
  demoServer: demoServerFixture({ resumes: 300, jobs: 40 }),
  // The login link works once: the worker opens the session once and every test reuses its secret
  // (the page keeps it in localStorage, per origin; see renderer/src/api/browser-session.ts).
  session: [
    async ({ browser, demoServer }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(demoServer.loginUrl);
      await page.waitForFunction(() => localStorage.getItem('talent.session'));
      const secret = await page.evaluate(() => localStorage.getItem('talent.session') ?? '');
      await context.close();
      await use(secret);
    },
    { scope: 'worker' },
  ],
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.context().route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:') {
        return route.continue();
      }
      problems.push(`request left 127.0.0.1: ${url.href}`);
      return route.abort('blockedbyclient');
    });
    await use(problems);
    expect(problems, 'no console errors and no request off 127.0.0.1').toEqual([]);
  },
  snap: async ({ page }, use) => {
    fs.mkdirSync(SCREENS_DIR, { recursive: true });
    await use(async (name) => {
      await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: false });
    });
  },
  app: async ({ page, demoServer, session, problems }, use) => {
    void problems;
    await page.addInitScript((secret) => localStorage.setItem('talent.session', secret), session);
    await page.goto(demoServer.baseUrl);
    await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
    await use(page);
  },
});

export { expect };
