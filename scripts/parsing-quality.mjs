// Prints the resume parsing quality table (field-level accuracy per format and overall on the
// rendered corpus, and how many PDFs were parsed per second).
//
//   node scripts/parsing-quality.mjs
//
// The parser is TypeScript and plain node cannot import it, so the measurement lives in a Vitest
// test (test/domain/parsing/quality.test.ts) that also asserts the quality targets; this script
// runs that one test file verbosely. Regenerate the corpus first with
// `node test/fixtures/parsing/render-corpus.mjs` after changing the generator. Extra arguments are
// passed to vitest; PARSING_QUALITY_DEBUG=1 prints every mismatch, PARSING_CORPUS_DIR=<dir>
// measures another rendering of the generator (see render-corpus.mjs).

import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(
  'npx',
  ['vitest', 'run', 'test/domain/parsing/quality.test.ts', '--reporter=verbose', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  },
);
process.exit(result.status ?? 1);
