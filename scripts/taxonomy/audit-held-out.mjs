#!/usr/bin/env node
// One-off audit of an earlier held-out fixture (issue #14): applies the variant rule of rules.mjs
// (notAVariant) to every item, both halves, without running the recogniser, and prints per reason
// how many items keep their expectation, change it to the label's own skill, or are left out.
//
//   git show <commit>:test/fixtures/taxonomy/held-out-labels.json > /tmp/old-held.json
//   git show <commit>:resources/taxonomy/generated/skills.json > /tmp/old-skills.json
//   node scripts/taxonomy/audit-held-out.mjs /tmp/old-held.json /tmp/old-skills.json
//
// For each item (label L, expected E): its ESCO concept is the one of which L is an alternative label
// (the one whose old hash choice picked L when several). Then, in order:
// - notAVariant(L, preferred) gives a reason: L names a different thing; its expectation becomes the
//   skill whose name or alias is L in that taxonomy, else it is left out (null);
// - E is not the concept itself (the preferred label is not among E's names and aliases, and E is
//   not a generated entry named by a spelling of it): 'expected is another concept', same treatment;
// - otherwise the item is a genuine variant and keeps E.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { compactKey, notASkill, notAVariant } from './rules.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const [heldPath, skillsPath] = process.argv.slice(2);
const held = JSON.parse(readFileSync(heldPath, 'utf8'));
const generated = JSON.parse(readFileSync(skillsPath, 'utf8'));
const gz = (name) => gunzipSync(readFileSync(join(root, 'scripts/taxonomy/sources', name))).toString('utf8');
const occupations = new Set(gz('onet-occupation-titles.txt.gz').split('\n').filter(Boolean));
const esco = parse(gz('esco-skills-en.csv.gz'), { columns: true, bom: true, relax_quotes: true });
const handDir = join(root, 'resources/taxonomy/skills');
const hand = readdirSync(handDir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => JSON.parse(readFileSync(join(handDir, f), 'utf8')));

// The taxonomy's names and aliases: compact key → skill name; and skill name → its keys.
const skillOfKey = new Map();
const keysOf = new Map();
const add = (name, form) => {
  const key = compactKey(form);
  if (!skillOfKey.has(key)) skillOfKey.set(key, name);
  if (!keysOf.has(name)) keysOf.set(name, new Set());
  keysOf.get(name).add(key);
};
for (const s of hand) for (const f of [s.name, ...s.aliases]) add(s.name, f);
for (const e of generated.extends) for (const f of [...e.text, ...e.list]) add(e.name, f);
const generatedNames = new Set();
for (const s of generated.skills) {
  generatedNames.add(s.name);
  for (const f of [s.name, ...s.text, ...s.list]) add(s.name, f);
}

const hashOf = (s) => createHash('sha1').update(s).digest().readUInt32BE(0);
const half = (s) => ((createHash('sha1').update(s).digest()[0] & 1) === 0 ? 'dev' : 'eval');
function conceptOf(label) {
  const rows = esco.filter((r) => r.altLabels.split('\n').some((a) => a.trim() === label));
  const picked = rows.find((r) => {
    const p = r.preferredLabel.trim();
    const usable = r.altLabels
      .split('\n')
      .map((a) => a.trim())
      .filter((a) => a && a !== p && !notASkill(a, occupations) && compactKey(a) !== compactKey(p));
    return usable.length > 0 && usable[hashOf(p) % usable.length] === label;
  });
  return (picked ?? rows[0])?.preferredLabel.trim();
}

const counts = {};
const items = [];
for (const { label, expected } of held) {
  const preferred = conceptOf(label) ?? '';
  const names = [preferred, preferred.replace(/\s*\(computer programming\)$/, '')].map(compactKey);
  const own =
    names.some((k) => keysOf.get(expected)?.has(k)) ||
    (generatedNames.has(expected) && !notAVariant(expected, preferred));
  const why = notAVariant(label, preferred) ?? (own ? null : 'expected is another concept');
  const now = why ? (skillOfKey.get(compactKey(label)) ?? null) : expected;
  const outcome = !why ? 'kept' : now ? 'own skill' : 'left out';
  const key = `${why ?? 'genuine variant'} → ${outcome}`;
  counts[key] ??= { dev: 0, eval: 0 };
  counts[key][half(label)]++;
  items.push({ label, preferred, expected, why, now });
}
if (process.argv.includes('--items')) for (const i of items) console.log(JSON.stringify(i));
console.log(JSON.stringify(counts, null, 1));
