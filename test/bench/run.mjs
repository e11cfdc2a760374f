// `npm run bench`: runs every benchmark suite on demo data and writes the figures to
// .bench/results.json. Medians and ratios from one run: these machines are noisy.
// Usage: npm run bench [-- --only backbone] [-- --resumes N]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backbone } from './backbone.mjs';
import { ROOT } from './lib.mjs';

const SUITES = { backbone };

const { values } = parseArgs({ options: { only: { type: 'string' }, resumes: { type: 'string' } } });
const selected = values.only ? values.only.split(',') : Object.keys(SUITES);
const options = values.resumes ? { resumes: Number(values.resumes) } : {};

const results = {
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  at: new Date().toISOString(),
};
for (const name of selected) {
  if (!SUITES[name]) throw new Error(`unknown suite ${name}; known: ${Object.keys(SUITES).join(', ')}`);
  results[name] = await SUITES[name](options);
}
fs.mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
fs.writeFileSync(path.join(ROOT, '.bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWrote .bench/results.json');
