#!/usr/bin/env node
// Reduces the OpenAlex concept tree that github.com/ider-zh/openalex-omni-tree-demo publishes for its
// browser (public/data/concepts: tree-skeleton.json, the root concepts with their level-1 children, and
// concept-children/concept-<id>.json, the level-2 children of each level-1 concept) to the TSV that
// build-taxonomy.mjs reads: id, level, name, works_count and the ids of the concept's parents in the tree
// (`;`-joined; a level-2 concept filed under several level-1 concepts is one row). Every concept of
// levels 0 to 2 is kept; which ones are skills is decided by the build's rules (openAlexField in
// rules.mjs), not here.
//
//   node scripts/taxonomy/reduce-openalex-concepts.mjs <public/data/concepts> \
//     | gzip -9n > scripts/taxonomy/sources/openalex-concepts.tsv.gz
//
// See resources/taxonomy/SOURCES.md for the repository, commit and licences.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const idOf = (url) => url.replace('https://openalex.org/', '');
/** id → { level, name, works, parents } */
const concepts = new Map();
function add(node, parent) {
  const id = idOf(node.id);
  const seen = concepts.get(id) ?? {
    level: node.level,
    name: node.name,
    works: node.works_count,
    parents: [],
  };
  if (parent && !seen.parents.includes(parent)) seen.parents.push(parent);
  concepts.set(id, seen);
  return id;
}
const skeleton = JSON.parse(readFileSync(join(dir, 'tree-skeleton.json'), 'utf8'));
for (const root of skeleton.tree) {
  const rootId = add(root, null);
  for (const field of root.children ?? []) {
    const fieldId = add(field, rootId);
    let children = [];
    try {
      children = JSON.parse(
        readFileSync(join(dir, `concept-children/concept-${fieldId.slice(1)}.json`), 'utf8'),
      );
    } catch {
      // A few level-1 concepts have no children file in the repository.
    }
    for (const child of children) if (child.level === 2) add(child, fieldId);
  }
}
const clean = (s) => s.replace(/[\t\r\n]+/g, ' ').trim();
const rows = [['id', 'level', 'name', 'works_count', 'parents'].join('\t')];
for (const [id, c] of [...concepts].sort((a, b) => a[1].level - b[1].level || (a[0] < b[0] ? -1 : 1)))
  rows.push([id, c.level, clean(c.name), c.works, c.parents.sort().join(';')].join('\t'));
process.stdout.write(`${rows.join('\n')}\n`);
