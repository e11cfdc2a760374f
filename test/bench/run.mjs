// `npm run bench`: every benchmark suite on demo data, figures in .bench/*.json. Medians and ratios
// from one run: these machines are noisy.
//   npm run bench                        all suites
//   npm run bench -- --only analytics    one or more (comma separated): backbone, analytics, matches, redaction, intake, webhooks, offmain, search, verifications, taxonomy
//   npm run bench -- --resumes 20000     a smaller backbone (and offmain) run
// The in-process suites (analytics, redaction) run under vitest, which executes the TypeScript
// engines directly; sizes come from BENCH_* environment variables (see each *.bench.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backbone } from './backbone.mjs';
import { intake } from './intake.mjs';
import { ROOT } from './lib.mjs';
import { offmain } from './offmain.mjs';
import { taxonomy } from './taxonomy.mjs';

const inProcess = (file) => () => {
  const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.bench.config.ts', file], {
    cwd: ROOT,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) throw new Error(`${file} failed`);
};

const SUITES = {
  backbone: (options) => backbone(options),
  analytics: inProcess('test/bench/analytics.bench.ts'),
  matches: inProcess('test/bench/matches.bench.ts'),
  redaction: inProcess('test/bench/redaction.bench.ts'),
  intake: () => intake(),
  webhooks: inProcess('test/bench/webhooks.bench.ts'),
  offmain: (options) => offmain(options),
  search: inProcess('test/bench/search.bench.ts'),
  verifications: inProcess('test/bench/verification-queue.bench.ts'),
  taxonomy: () => taxonomy(),
};

const { values } = parseArgs({ options: { only: { type: 'string' }, resumes: { type: 'string' } } });
const selected = values.only ? values.only.split(',') : Object.keys(SUITES);
const options = values.resumes ? { resumes: Number(values.resumes) } : {};

fs.mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
for (const name of selected) {
  if (!SUITES[name]) throw new Error(`unknown suite ${name}; known: ${Object.keys(SUITES).join(', ')}`);
  const results = await SUITES[name](options);
  if (results)
    fs.writeFileSync(path.join(ROOT, `.bench/${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
}
console.log(`\nFigures in .bench/ (${selected.join(', ')})`);
