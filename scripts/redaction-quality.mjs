// Prints the redaction quality tables: precision and recall per PII kind on the labelled resume
// corpus, and token precision and recall on the labelled PII sentences (known and unrelated name,
// held-out names, hold-out locales), and name recall per country on given names faker did not make
// (test/fixtures/redaction/names-independent.json).
//
//   node scripts/redaction-quality.mjs
//
// The engine is TypeScript and plain node cannot import it, so the measurement lives in a Vitest
// test (test/domain/redaction/quality.test.ts) that also asserts the quality targets; this script
// runs that one test file verbosely. Regenerate the corpus first with
// `node test/fixtures/redaction/generate-corpus.mjs` after changing the generator.

import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    'test/domain/redaction/quality.test.ts',
    'test/domain/redaction/sentences-quality.test.ts',
    'test/domain/redaction/independent-names-quality.test.ts',
    '--reporter=verbose',
  ],
  {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  },
);
process.exit(result.status ?? 1);
