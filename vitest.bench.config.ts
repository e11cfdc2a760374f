import { defineConfig } from 'vitest/config';

/** In-process benchmark suites (npm run bench): they run the TypeScript engines directly. */
export default defineConfig({
  test: {
    include: ['test/bench/**/*.bench.ts'],
    testTimeout: 1_800_000,
    hookTimeout: 1_800_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
