// Refreshes the committed sources of the name gazetteer's romanised East Asian names
// (scripts/redaction/sources/), which scripts/build-name-gazetteer.mjs reads offline:
//
//   node scripts/redaction/import-name-sources.mjs <pinyin-pro package dir> <japanese-personal-name-dataset checkout or git dir> <SCOWL word list>
//
// - han-pinyin.tsv: the Mandarin reading of every Chinese given name and surname of faker's zh_CN
//   and zh_TW locales (Han characters, MIT), read by pinyin-pro (npm, MIT; surnames in its
//   surname mode, which reads 单 as Shan and 曾 as Zeng). Columns: kind, name, syllables.
// - japanese-names.tsv: the given names and surnames of github.com/shuheilocale/
//   japanese-personal-name-dataset (MIT), hiragana and romaji columns only (the kanji spellings
//   and population estimates are left out). Columns: kind, hiragana, romaji.
// - romanised-english.txt: the romanised names (romanised-names.mjs) that are common English words
//   in lower case in a SCOWL word list (Debian's wamerican, /usr/share/dict/american-english;
//   SCOWL's licence permits use and redistribution with its notice): "sun", "gain", "zero".
//   Rerun after changing romanise.mjs.
// Run once per source update; the files record the versions they came from.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allLocales } from '@faker-js/faker';
import { flat } from '../redaction-words.mjs';

const [PINYIN, JAPANESE, WORDS] = process.argv.slice(2);
if (!PINYIN || !JAPANESE || !WORDS) {
  console.error(
    'usage: node scripts/redaction/import-name-sources.mjs <pinyin-pro dir> <japanese-personal-name-dataset dir> <word list>',
  );
  process.exit(2);
}
const OUT = join(dirname(fileURLToPath(import.meta.url)), 'sources');

// ---- Chinese: faker's Han names with their pinyin ----
const require = createRequire(import.meta.url);
const pinyinPro = require(join(PINYIN, 'dist', 'index.js'));
const pinyinVersion = JSON.parse(readFileSync(join(PINYIN, 'package.json'), 'utf8')).version;
const HAN = /^\p{Script=Han}+$/u;
const rows = new Set();
for (const code of ['zh_CN', 'zh_TW']) {
  const person = allLocales[code].person;
  for (const [kind, names] of [
    ['given', flat(person.first_name)],
    ['surname', flat(person.last_name)],
  ])
    for (const name of names) {
      if (!HAN.test(name)) continue;
      const syllables = pinyinPro.pinyin(name, {
        toneType: 'none',
        type: 'array',
        v: false,
        ...(kind === 'surname' ? { mode: 'surname' } : {}),
      });
      rows.add(`${kind}\t${name}\t${syllables.join(' ')}`);
    }
}
writeFileSync(
  join(OUT, 'han-pinyin.tsv'),
  `# faker ${JSON.parse(readFileSync(require.resolve('@faker-js/faker/package.json'), 'utf8')).version} zh_CN and zh_TW person names (MIT), read by pinyin-pro ${pinyinVersion} (MIT)\n${[...rows].sort().join('\n')}\n`,
);

// ---- Japanese: hiragana and romaji of the name dataset ----
const isGitDir =
  existsSync(join(JAPANESE, 'HEAD')) && !existsSync(join(JAPANESE, 'japanese_personal_name_dataset'));
const git = (...args) =>
  execFileSync('git', [isGitDir ? `--git-dir=${JAPANESE}` : `-C${JAPANESE}`, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
const commit = git('rev-parse', 'HEAD').trim();
const read = (file) => {
  const path = `japanese_personal_name_dataset/dataset/${file}`;
  return isGitDir ? git('show', `HEAD:${path}`) : readFileSync(join(JAPANESE, path), 'utf8');
};
const japanese = new Set();
for (const file of ['first_name_man_org.csv', 'first_name_woman_org.csv']) {
  for (const line of read(file).split('\n')) {
    const [kana, romaji] = line.split(',');
    if (kana && /^[a-z]+$/.test(romaji ?? '')) japanese.add(`given\t${kana}\t${romaji}`);
  }
}
for (const line of read('last_name_org.csv').split('\n')) {
  const cells = line.split(',');
  if (cells.length >= 4 && /^[a-z]+$/.test(cells[3])) japanese.add(`surname\t${cells[2]}\t${cells[3]}`);
}
writeFileSync(
  join(OUT, 'japanese-names.tsv'),
  `# github.com/shuheilocale/japanese-personal-name-dataset (MIT) commit ${commit}: first_name_man_org.csv, first_name_woman_org.csv, last_name_org.csv; hiragana and romaji only\n${[...japanese].sort().join('\n')}\n`,
);
console.log(`${rows.size} Chinese names, ${japanese.size} Japanese names`);

// ---- English words among the romanised names ----
const { romanisedNames } = await import('./romanised-names.mjs');
const words = new Set(
  readFileSync(WORDS, 'utf8')
    .split('\n')
    .filter((w) => /^[a-z]+$/.test(w)),
);
const { given, surnames } = romanisedNames();
const collisions = [...new Set([...given, ...surnames])].filter((w) => words.has(w)).sort();
writeFileSync(
  join(OUT, 'romanised-english.txt'),
  `# romanised names that are lower-case words of ${WORDS} (SCOWL word list)\n${collisions.join('\n')}\n`,
);
console.log(`${collisions.length} romanised names are English words`);
