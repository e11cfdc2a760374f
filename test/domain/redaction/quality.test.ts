import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResumeDocument } from '../../../main/contract';
import { inspectRedaction, REDACTED } from '../../../main/domain/redaction';

/**
 * Redaction quality on the labelled corpus (test/fixtures/redaction/corpus.json, made by
 * generate-corpus.mjs), standard profile.
 *
 * Recall, per label kind: a labelled span counts as found when its text no longer appears in the
 * redacted value at its path; a structured label counts as found when the value at its path is
 * exactly [REDACTED].
 *
 * Precision, at span level. The engine's redaction units are what inspectRedaction reports: one
 * unit per whole-value replacement and one per merged free-text span (several detectors hitting
 * the same characters make one unit). A unit is correct when it touches labelled PII: a whole
 * value when its path carries a label, a span when it overlaps (shares at least one character
 * with) an occurrence of a labelled text in the original value at the same path. Precision =
 * correct units / all units; per kind, by the kind the engine gave the unit. Overlap rather than
 * exact boundaries is the measure because a span that removes "J. Doe" for a label "Doe" has done
 * its job; over-long spans are still visible in the "false positives" list below, which prints
 * every unit that touches no label.
 */

interface Label {
  path: string;
  kind: string;
  text: string;
}
interface Item {
  resume: ResumeDocument & { id: string };
  labels: Label[];
}

const corpusFile = path.join(__dirname, '../../fixtures/redaction/corpus.json');
const corpus = JSON.parse(fs.readFileSync(corpusFile, 'utf8')) as { items: Item[] };

/** Reads the value at a redaction path such as work[wrk_1].highlights[hl_2]. */
function valueAt(doc: unknown, fieldPath: string): string | undefined {
  let node: unknown = doc;
  const segments = fieldPath.split('.');
  segments.forEach((segment, i) => {
    const m = /^([A-Za-z]+)(?:\[([^\]]*)\])?$/.exec(segment);
    if (!m || typeof node !== 'object' || node === null) {
      node = undefined;
      return;
    }
    node = (node as Record<string, unknown>)[m[1]];
    if (m[2] === undefined) return;
    if (!Array.isArray(node)) {
      node = undefined;
      return;
    }
    const key = m[2];
    const entry = node.find(
      (e) => typeof e === 'object' && e !== null && (e as { __id?: string }).__id === key,
    );
    // A highlight path names the highlight's value; plain string lists are indexed.
    if (entry === undefined) node = node[Number(key)];
    else node = i === segments.length - 1 ? (entry as { value?: unknown }).value : entry;
  });
  return typeof node === 'string' ? node : undefined;
}

function occurrences(haystack: string, needle: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  if (!needle) return out;
  for (let i = haystack.indexOf(needle); i >= 0; i = haystack.indexOf(needle, i + 1))
    out.push([i, i + needle.length]);
  return out;
}

interface Tally {
  labelled: number;
  found: number;
  units: number;
  correct: number;
}

function measure() {
  const byKind = new Map<string, Tally>();
  const tally = (kind: string) => {
    let t = byKind.get(kind);
    if (!t) {
      t = { labelled: 0, found: 0, units: 0, correct: 0 };
      byKind.set(kind, t);
    }
    return t;
  };
  const misses: string[] = [];
  const falsePositives: string[] = [];
  for (const item of corpus.items) {
    const outcome = inspectRedaction(item.resume, { profile: 'standard' });
    const labelsByPath = new Map<string, Label[]>();
    for (const label of item.labels) {
      const list = labelsByPath.get(label.path) ?? [];
      list.push(label);
      labelsByPath.set(label.path, list);
      const t = tally(label.kind);
      t.labelled++;
      const after = valueAt(outcome.redactedResume, label.path);
      const found =
        label.kind === 'structured' ? after === REDACTED : after !== undefined && !after.includes(label.text);
      if (found) t.found++;
      else if (misses.length < 40)
        misses.push(`${label.kind}: ${JSON.stringify(label.text)} in ${JSON.stringify(after)}`);
    }
    for (const unit of outcome.spans) {
      const t = tally(unit.kind);
      t.units++;
      const labels = labelsByPath.get(unit.path) ?? [];
      let correct: boolean;
      if (unit.kind === 'structured') correct = labels.length > 0;
      else {
        const original = valueAt(item.resume, unit.path) ?? '';
        correct = labels.some((label) =>
          occurrences(original, label.text).some(([s, e]) => unit.start < e && s < unit.end),
        );
      }
      if (correct) t.correct++;
      else if (falsePositives.length < 40) {
        falsePositives.push(`${unit.kind}: ${JSON.stringify(unit.text)} at ${unit.path}`);
      }
    }
  }
  return { byKind, misses, falsePositives };
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
const fmt = (n: number) => n.toFixed(3);

describe('redaction quality on the labelled corpus (standard profile)', () => {
  const { byKind, misses, falsePositives } = measure();
  const kinds = [...byKind.keys()].sort((a, b) =>
    a === 'structured' ? -1 : b === 'structured' ? 1 : a.localeCompare(b),
  );
  const sum = (pick: (t: Tally) => number, filter: (kind: string) => boolean) =>
    kinds.filter(filter).reduce((acc, k) => acc + pick(byKind.get(k)!), 0);
  const freeLabelled = sum(
    (t) => t.labelled,
    (k) => k !== 'structured',
  );
  const freeFound = sum(
    (t) => t.found,
    (k) => k !== 'structured',
  );
  const allUnits = sum(
    (t) => t.units,
    () => true,
  );
  const allCorrect = sum(
    (t) => t.correct,
    () => true,
  );
  const structured = byKind.get('structured') ?? { labelled: 0, found: 0, units: 0, correct: 0 };

  it('prints the quality table', () => {
    const rows = kinds.map((kind) => {
      const t = byKind.get(kind)!;
      return [
        kind,
        t.labelled,
        t.found,
        fmt(ratio(t.found, t.labelled)),
        t.units,
        t.correct,
        fmt(ratio(t.correct, t.units)),
      ];
    });
    rows.push(['free text', freeLabelled, freeFound, fmt(ratio(freeFound, freeLabelled)), '', '', '']);
    rows.push([
      'all',
      sum(
        (t) => t.labelled,
        () => true,
      ),
      sum(
        (t) => t.found,
        () => true,
      ),
      '',
      allUnits,
      allCorrect,
      fmt(ratio(allCorrect, allUnits)),
    ]);
    const header = ['kind', 'labelled', 'found', 'recall', 'redacted', 'correct', 'precision'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
    const line = (cells: Array<string | number>) =>
      cells.map((c, i) => String(c).padStart(widths[i])).join('  ');
    const table = [
      `Redaction quality, ${corpus.items.length} resumes, standard profile`,
      line(header),
      line(widths.map((w) => '-'.repeat(w))),
      ...rows.map(line),
      '',
      `missed (first ${misses.length}):`,
      ...misses.map((m) => `  ${m}`),
      `false positives (first ${falsePositives.length}):`,
      ...falsePositives.map((m) => `  ${m}`),
    ].join('\n');
    console.log(table);
    expect(corpus.items.length).toBeGreaterThanOrEqual(300);
  });

  it('recall on structured fields ≥ 0.99', () => {
    expect(ratio(structured.found, structured.labelled)).toBeGreaterThanOrEqual(0.99);
  });

  it('recall on free-text PII ≥ 0.95', () => {
    expect(ratio(freeFound, freeLabelled)).toBeGreaterThanOrEqual(0.95);
  });

  it('precision ≥ 0.95', () => {
    expect(ratio(allCorrect, allUnits)).toBeGreaterThanOrEqual(0.95);
  });
});
