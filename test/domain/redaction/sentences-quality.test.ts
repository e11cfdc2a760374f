import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectRedaction } from '../../../main/domain/redaction';
import { holdOutNames } from '../../../main/domain/redaction/gazetteer';
import { resume } from './helpers';

/**
 * Redaction quality on the labelled PII sentences (test/fixtures/redaction/sentences.json, made by
 * generate-sentences.mjs from Microsoft presidio-research's templates and faker values in 14
 * locales). Each sentence is a resume's summary, redacted with the standard profile, in two cases:
 * - known: personalInfo.name is the sentence's person (the resume names the candidate);
 * - unrelated: personalInfo.name is someone else, so every name must be found unaided.
 * A third run, held-out, is the unrelated case with a fifth of the name gazetteer hidden (by a hash
 * of the word): the gazetteer is built from faker's lists too, and this says what capitalisation,
 * titles and cues do on names the lists do not hold.
 *
 * Measured per token (runs of letters and digits): a token is PII when a labelled span covers any
 * of it, and redacted when a redaction span does. Precision and recall over all tokens; recall per
 * kind over that kind's tokens.
 */

interface Labelled {
  start: number;
  end: number;
  kind: string;
  text: string;
}
interface Sentence {
  locale: string;
  source: string;
  text: string;
  subject: string;
  spans: Labelled[];
}

const fixtures = path.join(__dirname, '../../fixtures/redaction');
const load = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(fixtures, name), 'utf8')) as { items: Sentence[] }).items;
const items = load('sentences.json');
/** Other locales and seed, never looked at while tuning (see generate-sentences.mjs --holdout). */
const holdoutItems = load('sentences-holdout.json');
const TOKEN = /[\p{L}\p{N}]+/gu;

interface Score {
  tp: number;
  fp: number;
  fn: number;
  byKind: Map<string, { labelled: number; found: number }>;
  missed: string[];
  wrong: string[];
}

/** A deterministic fifth of the gazetteer's words (FNV-1a hash). */
const heldOut = (key: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0) % 5 === 0;
};

function score(useSubject: boolean, items: Sentence[]): Score {
  const s: Score = { tp: 0, fp: 0, fn: 0, byKind: new Map(), missed: [], wrong: [] };
  items.forEach((item, n) => {
    const name = useSubject ? item.subject : items[(n + 7) % items.length].subject;
    const doc = resume({ personalInfo: { name, summary: item.text } });
    const spans = inspectRedaction(doc, { profile: 'standard' }).spans.filter(
      (x) => x.path === 'personalInfo.summary',
    );
    for (const m of item.text.matchAll(TOKEN)) {
      const start = m.index;
      const end = start + m[0].length;
      const label = item.spans.find((l) => l.start < end && l.end > start);
      const redacted = spans.some((x) => x.start < end && x.end > start);
      if (label) {
        const k = s.byKind.get(label.kind) ?? { labelled: 0, found: 0 };
        k.labelled++;
        if (redacted) k.found++;
        s.byKind.set(label.kind, k);
        if (redacted) s.tp++;
        else {
          s.fn++;
          s.missed.push(`${label.kind} "${m[0]}" in ${JSON.stringify(item.text.slice(0, 90))}`);
        }
      } else if (redacted) {
        s.fp++;
        s.wrong.push(`"${m[0]}" in ${JSON.stringify(item.text.slice(0, 90))}`);
      }
    }
  });
  return s;
}

const precision = (s: Score) => s.tp / (s.tp + s.fp);
const recall = (s: Score) => s.tp / (s.tp + s.fn);
const kindRecall = (s: Score, kind: string) => {
  const k = s.byKind.get(kind);
  return k ? k.found / k.labelled : 1;
};

const known = score(true, items);
const unrelated = score(false, items);
holdOutNames(heldOut);
const held = score(false, items);
holdOutNames(null);
const holdoutKnown = score(true, holdoutItems);
const holdoutUnrelated = score(false, holdoutItems);

afterAll(() => holdOutNames(null));

function table(): string {
  const runs: Array<[string, Score]> = [
    ['known', known],
    ['unrelated', unrelated],
    ['names held', held],
    ['HO known', holdoutKnown],
    ['HO unrel.', holdoutUnrelated],
  ];
  const kinds = [...new Set([...known.byKind.keys(), ...holdoutKnown.byKind.keys()])].sort();
  const col = (x: number) => x.toFixed(3).padStart(11);
  const lines = [
    `Redaction quality, token level, standard profile: ${items.length} sentences in ${new Set(items.map((i) => i.locale)).size} locales (tuned on), and HO = ${holdoutItems.length} hold-out sentences in ${new Set(holdoutItems.map((i) => i.locale)).size} other locales (not tuned on)`,
    `${'kind'.padStart(10)} tokens/HO ${runs.map(([n]) => n.padStart(11)).join('')}`,
  ];
  for (const kind of kinds) {
    const count = `${known.byKind.get(kind)?.labelled ?? 0}/${holdoutKnown.byKind.get(kind)?.labelled ?? 0}`;
    lines.push(
      `${kind.padStart(10)} ${count.padStart(9)} ${runs.map(([, r]) => col(kindRecall(r, kind))).join('')}`,
    );
  }
  lines.push(`${'recall'.padStart(10)} ${''.padStart(9)} ${runs.map(([, r]) => col(recall(r))).join('')}`);
  lines.push(
    `${'precision'.padStart(10)} ${''.padStart(9)} ${runs.map(([, r]) => col(precision(r))).join('')}`,
  );
  // SENTENCES_KIND=address prints that kind's misses only; SENTENCES_HOLDOUT=1 prints the
  // hold-out's misses and false positives instead of the tuned set's (look, then fix by general
  // rules: the hold-out stays a measure only while no value of it is copied into the engine);
  // SENTENCES_LIMIT=n prints n of each instead of 30.
  const only = process.env.SENTENCES_KIND;
  const holdout = process.env.SENTENCES_HOLDOUT === '1';
  const limit = Number(process.env.SENTENCES_LIMIT ?? 30);
  // SENTENCES_HELD=1: the held-out-names run (a fifth of the gazetteer hidden).
  const heldRun = process.env.SENTENCES_HELD === '1';
  const run = holdout ? holdoutUnrelated : heldRun ? held : unrelated;
  const label = holdout ? 'hold-out, unrelated case' : heldRun ? 'names held out' : 'unrelated case';
  const missed = only ? run.missed.filter((m) => m.startsWith(`${only} `)) : run.missed;
  lines.push('', `missed, ${label} (first ${limit} of ${missed.length}):`, ...missed.slice(0, limit));
  lines.push(
    '',
    `false positives, ${label} (first ${limit} of ${run.wrong.length}):`,
    ...run.wrong.slice(0, limit),
  );
  return lines.join('\n');
}

describe('redaction quality on labelled PII sentences', () => {
  it('prints the quality table', () => {
    console.log(table());
    expect(items.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(items.map((i) => i.locale)).size).toBeGreaterThanOrEqual(10);
  });

  // Floors a little under what the engine reaches (see the table); the targets are
  // known-name recall 0.90 and precision 0.92, unrelated-name recall 0.85, names and addresses
  // 0.85, phones 0.97, e-mails and URLs 1.0.
  it('finds PII when the resume names the candidate', () => {
    expect(recall(known)).toBeGreaterThanOrEqual(0.94);
    expect(precision(known)).toBeGreaterThanOrEqual(0.93);
  });

  it('finds PII it was not told about', () => {
    expect(recall(unrelated)).toBeGreaterThanOrEqual(0.93);
    expect(precision(unrelated)).toBeGreaterThanOrEqual(0.93);
    expect(kindRecall(unrelated, 'name')).toBeGreaterThanOrEqual(0.95);
    expect(kindRecall(unrelated, 'address')).toBeGreaterThanOrEqual(0.9);
    expect(kindRecall(unrelated, 'phone')).toBeGreaterThanOrEqual(0.98);
    for (const kind of ['email', 'url', 'card', 'iban', 'ip']) expect(kindRecall(unrelated, kind)).toBe(1);
  });

  it('finds names the gazetteer does not hold, by capitals, titles and cues', () => {
    expect(kindRecall(held, 'name')).toBeGreaterThanOrEqual(0.86);
  });

  it('holds up on locales and values it was not tuned on', () => {
    // Street types come from libpostal's dictionaries and postcode forms from CLDR, not from
    // these locales' values; floors a little under the measured figures (see the table).
    expect(recall(holdoutUnrelated)).toBeGreaterThanOrEqual(0.92);
    expect(precision(holdoutUnrelated)).toBeGreaterThanOrEqual(0.94);
    expect(kindRecall(holdoutUnrelated, 'name')).toBeGreaterThanOrEqual(0.92);
    const addresses = ['address', 'postcode'].map(
      (k) => holdoutUnrelated.byKind.get(k) ?? { labelled: 0, found: 0 },
    );
    const found = addresses.reduce((n, k) => n + k.found, 0);
    const labelled = addresses.reduce((n, k) => n + k.labelled, 0);
    expect(found / labelled).toBeGreaterThanOrEqual(0.88);
  });
});
