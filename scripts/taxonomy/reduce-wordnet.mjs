#!/usr/bin/env node
// Reduces the synsets of Open English WordNet (github.com/globalwordnet/english-wordnet, src/yaml) to
// the TSV that build-taxonomy.mjs reads: one row per noun or adjective synset (files noun.*.yaml and
// adj.*.yaml) that has at least two members written as one lower-case word of four letters or more:
// the file's name without ".yaml" ("noun.act", "adj.pert") and those members, space-joined in WordNet's
// order, each with the rank of this sense among the word's senses of that part of speech in the entries
// files (1 = the word's first, most frequent sense: "fiscal/1 financial/2"). Rows are sorted, so the
// output is deterministic. Which synonyms the taxonomy uses is decided by the build (build-taxonomy.mjs,
// WordNet synonyms), not here.
//
//   node scripts/taxonomy/reduce-wordnet.mjs <src/yaml> | gzip -9n > scripts/taxonomy/sources/wordnet-synonyms.tsv.gz
//
// See resources/taxonomy/SOURCES.md for the repository, commit and licence.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const WORD = /^[a-z]{4,}$/;
const files = readdirSync(dir).sort();

/** `synset word` → rank of that sense among the word's senses of its part of speech. */
const rank = new Map();
for (const file of files) {
  if (!/^entries-.*\.yaml$/.test(file)) continue;
  let lemma = '';
  let count = 0;
  for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
    const top = /^'?(.*?)'?:$/.exec(line);
    if (top && !line.startsWith(' ')) {
      lemma = top[1];
      continue;
    }
    if (/^ {2}[a-z]:$/.test(line)) count = 0; // a part of speech of the lemma
    const synset = /^ +(?:- )?synset: (\S+)$/.exec(line);
    if (synset && WORD.test(lemma)) rank.set(`${synset[1]} ${lemma}`, ++count);
  }
}

const rows = new Set();
for (const file of files) {
  if (!/^(noun|adj)\..*\.yaml$/.test(file)) continue;
  const lexfile = file.replace(/\.yaml$/, '');
  let id = '';
  let key = '';
  let members = [];
  const flush = () => {
    const kept = [...new Set(members.filter((m) => WORD.test(m)))];
    if (kept.length >= 2)
      rows.add(`${lexfile}\t${kept.map((m) => `${m}/${rank.get(`${id} ${m}`) ?? 0}`).join(' ')}`);
    members = [];
  };
  for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
    const field = /^ {2}([A-Za-z_]+):/.exec(line);
    if (/^\S/.test(line)) {
      flush(); // a synset id starts the next synset
      id = line.replace(/:$/, '');
    } else if (field) key = field[1];
    else if (key === 'members' && line.startsWith('  - ')) members.push(line.slice(4).trim());
  }
  flush();
}
process.stdout.write(
  [...rows]
    .sort()
    .map((r) => `${r}\n`)
    .join(''),
);
