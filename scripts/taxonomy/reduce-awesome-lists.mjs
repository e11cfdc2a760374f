#!/usr/bin/env node
// Reduces the README of "awesome" lists (curated lists of libraries and tools, one
// "* [Name](url) - Description." bullet per entry) to the TSV that build-taxonomy.mjs reads:
// list, section (the "##" heading, then " > " and the "###" heading when there is one), name, the host
// of the link and the description's first sentence. Every bullet whose text starts with a link is
// kept; which ones are skills is decided by the build's rules (awesomeEntry in rules.mjs), not here.
//
//   node scripts/taxonomy/reduce-awesome-lists.mjs cpp=README.md dotnet=README.md ... \
//     | gzip -9n > scripts/taxonomy/sources/awesome-lists.tsv.gz
//
// See resources/taxonomy/SOURCES.md for the repositories, commits and licences.
import { readFileSync } from 'node:fs';

const clean = (s) => s.replace(/[\t\r\n]+/g, ' ').trim();
const rows = [['list', 'section', 'name', 'host', 'description'].join('\t')];
for (const arg of process.argv.slice(2)) {
  const [list, file] = arg.split('=');
  let h2 = '';
  let h3 = '';
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const heading = /^(#{2,3})\s+(.*)$/.exec(line);
    if (heading) {
      const title = clean(heading[2].replace(/[*_]/g, ''));
      if (heading[1] === '##') [h2, h3] = [title, ''];
      else h3 = title;
      continue;
    }
    const entry = /^\s*[-*]\s+\[([^\]]+)\]\(([^)\s]+)\)\s*(?::\w+:\s*)*(?:[-–—:]\s*)?(.*)$/.exec(line);
    if (!entry || !h2) continue;
    let host = '';
    try {
      host = new URL(entry[2]).host;
    } catch {
      continue; // a link inside the page (the table of contents), not an entry
    }
    const description = clean(entry[3])
      .split(/(?<=\.)\s/)[0]
      .slice(0, 200);
    rows.push([list, h3 ? `${h2} > ${h3}` : h2, clean(entry[1]), host, description].join('\t'));
  }
}
process.stdout.write(`${rows.join('\n')}\n`);
