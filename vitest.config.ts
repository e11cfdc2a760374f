import { defineConfig } from 'vitest/config';

// Tests expect English number formats ("20,000"); Node takes its Intl default locale from the
// environment when a test fork starts, so pin it here rather than depend on the machine's LANG.
process.env.LC_ALL = 'en_US.UTF-8';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // better-sqlite3 is a native addon: forks isolate it more predictably than worker threads.
    pool: 'forks',
    reporters: ['default', './test/helpers/summary-reporter.ts'],
  },
});
