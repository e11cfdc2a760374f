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

const file = path.join(__dirname, '../../fixtures/redaction/sentences.json');
const { items } = JSON.parse(fs.readFileSync(file, 'utf8')) as { items: Sentence[] };
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

function score(useSubject: boolean): Score {
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

const known = score(true);
const unrelated = score(false);
holdOutNames(heldOut);
const held = score(false);
holdOutNames(null);

afterAll(() => holdOutNames(null));

function table(): string {
  const kinds = [...new Set([...known.byKind.keys()])].sort();
  const col = (x: number) => x.toFixed(3).padStart(9);
  const lines = [
    `Redaction quality on ${items.length} labelled sentences (${new Set(items.map((i) => i.locale)).size} locales), token level, standard profile`,
    `${'kind'.padStart(10)}  tokens   known  unrelated  held-out`,
  ];
  for (const kind of kinds) {
    lines.push(
      `${kind.padStart(10)} ${String(known.byKind.get(kind)!.labelled).padStart(7)} ${col(kindRecall(known, kind))} ${col(kindRecall(unrelated, kind))}  ${col(kindRecall(held, kind))}`,
    );
  }
  lines.push(
    `${'recall'.padStart(10)} ${' '.repeat(7)} ${col(recall(known))} ${col(recall(unrelated))}  ${col(recall(held))}`,
  );
  lines.push(
    `${'precision'.padStart(10)} ${' '.repeat(7)} ${col(precision(known))} ${col(precision(unrelated))}  ${col(precision(held))}`,
  );
  lines.push(
    '',
    `missed, unrelated case (first 40 of ${unrelated.missed.length}):`,
    ...unrelated.missed.slice(0, 40),
  );
  lines.push(
    '',
    `false positives, unrelated case (first 40 of ${unrelated.wrong.length}):`,
    ...unrelated.wrong.slice(0, 40),
  );
  return lines.join('\n');
}

describe('redaction quality on labelled PII sentences', () => {
  it('prints the quality table', () => {
    console.log(table());
    expect(items.length).toBeGreaterThanOrEqual(1000);
  });
});
