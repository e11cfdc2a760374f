import { defineConfig } from 'vitest/config';

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
