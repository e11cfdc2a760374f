#!/usr/bin/env node
// Reduces the English pages of tldr-pages (github.com/tldr-pages/tldr, pages/<platform>/<command>.md)
// to the TSV that build-taxonomy.mjs reads: one row per page of the common, Linux, macOS and Windows
// platforms: platform, the page's title (the command as written: "rsync", "docker compose"), the
// first line of its description ("Apache Ant: build and manage Java-based projects.") and the host of
// its "More information" link. Which commands are skills is decided by the build's rules (tldrTool in
// rules.mjs), not here. Rows are sorted, so the output is deterministic.
//
//   node scripts/taxonomy/reduce-tldr.mjs <tldr/pages> | gzip -9n > scripts/taxonomy/sources/tldr-commands.tsv.gz
//
// See resources/taxonomy/SOURCES.md for the repository, commit and licence.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const PLATFORMS = ['common', 'linux', 'osx', 'windows'];
const clean = (s) => s.replace(/[\t\r\n]+/g, ' ').trim();
const rows = [];
for (const platform of PLATFORMS) {
  for (const file of readdirSync(join(dir, platform)).sort()) {
    if (!file.endsWith('.md')) continue;
    const lines = readFileSync(join(dir, platform, file), 'utf8').split('\n');
    const title = lines.find((l) => l.startsWith('# '))?.slice(2);
    const quoted = lines.filter((l) => l.startsWith('> ')).map((l) => l.slice(2));
    const description = quoted.find((l) => !/^More information:/.test(l)) ?? '';
    const link = /<https?:\/\/([^/>]+)/.exec(quoted.find((l) => /^More information:/.test(l)) ?? '');
    if (!title) continue;
    rows.push([platform, clean(title), clean(description), link ? link[1].toLowerCase() : ''].join('\t'));
  }
}
rows.sort();
process.stdout.write(`platform\tcommand\tdescription\thost\n${rows.join('\n')}\n`);
