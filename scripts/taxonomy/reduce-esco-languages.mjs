#!/usr/bin/env node
// Reduces ESCO's skills files in American English, Spanish and French (skills_en-us.csv, skills_es.csv,
// skills_fr.csv of the ESCO CSV download, joined by conceptUri) to the TSV build-taxonomy.mjs reads: one
// row per concept that has a short label (four words or fewer) in Spanish or French: its English labels,
// then its short Spanish and French labels, each list '|'-joined, the preferred label first ('' when
// it is longer). Longer labels are competences written
// as sentences, which no skills list writes. Which labels become forms of which skill is decided by the
// build, not here. Rows are sorted, so the output is deterministic.
//
//   node scripts/taxonomy/reduce-esco-languages.mjs <dir with the three CSVs> \
//     | gzip -9n > scripts/taxonomy/sources/esco-skills-es-fr.tsv.gz
//
// See resources/taxonomy/SOURCES.md for the repository, commit and licence.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';

const dir = process.argv[2];
const read = (file) =>
  new Map(
    parse(readFileSync(join(dir, file)), { columns: true, bom: true, relax_quotes: true }).map((row) => [
      row.conceptUri,
      [row.preferredLabel, ...row.altLabels.split('\n')]
        .map((l) => l.replace(/[\t|]+/g, ' ').trim())
        .filter(Boolean),
    ]),
  );
// The preferred label first, or '' when it is long, so the build can tell it from the alternatives.
const short = (labels) => {
  const fits = (l) => l.split(/\s+/).length <= 4;
  const [preferred = '', ...alts] = labels;
  return [fits(preferred) ? preferred : '', ...new Set(alts.filter((l) => fits(l) && l !== preferred))];
};
const english = read('skills_en-us.csv');
const spanish = read('skills_es.csv');
const french = read('skills_fr.csv');
const rows = [];
for (const [uri, en] of english) {
  const es = short(spanish.get(uri) ?? []);
  const fr = short(french.get(uri) ?? []);
  if (es.join('') === '' && fr.join('') === '') continue;
  rows.push([en.join('|'), es.join('|'), fr.join('|')].join('\t'));
}
rows.sort();
process.stdout.write(`english\tspanish\tfrench\n${rows.join('\n')}\n`);
