import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inspectRedaction } from '../../../main/domain/redaction';
import { foldKey, nameWordClass } from '../../../main/domain/redaction/gazetteer';
import { resume } from './helpers';

/**
 * The name detector on given names that faker did not make: names-independent.json (40 common
 * given names per country for 26 countries, from Jörg Michael's dictionary of first names, made
 * by generate-independent-names.mjs). The gazetteer is built from faker, and so are the labelled
 * sentences; these names were never added to it nor tuned on. Each name is put into five
 * sentences fixed before the first measurement (a cue, a title, the start of a sentence, a
 * "thanks to", a label) as a resume summary whose candidate is someone else, and counts as found
 * when the redaction covers it. Also reported: how many of the names the gazetteer knows.
 */

const fixture = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../fixtures/redaction/names-independent.json'), 'utf8'),
) as { names: Record<string, string[]> };

const TEMPLATES = [
  (g: string) => `I reported to ${g} for two years.`,
  (g: string) => `Ms. ${g} reviewed the proposal.`,
  (g: string) => `${g} and I built the data pipeline.`,
  (g: string) => `Thanks to ${g} for the careful review.`,
  (g: string) => `Contact person: ${g}`,
];

interface Row {
  country: string;
  known: number;
  found: number;
  total: number;
  missed: string[];
}

function measure(country: string, names: string[]): Row {
  const row: Row = { country, known: 0, found: 0, total: 0, missed: [] };
  for (const name of names) {
    if (nameWordClass(foldKey(name)) !== 'none') row.known++;
    for (const template of TEMPLATES) {
      const text = template(name);
      const start = text.indexOf(name);
      const spans = inspectRedaction(resume({ personalInfo: { name: 'Jane Doe', summary: text } }), {
        profile: 'standard',
      }).spans.filter((s) => s.path === 'personalInfo.summary');
      row.total++;
      if (spans.some((s) => s.start <= start && s.end >= start + name.length)) row.found++;
      else row.missed.push(text);
    }
  }
  return row;
}

const rows = Object.entries(fixture.names).map(([country, names]) => measure(country, names));

describe('name recall on given names faker did not make (names-independent.json)', () => {
  it('prints recall per country', () => {
    const total = rows.reduce((n, r) => n + r.total, 0);
    const found = rows.reduce((n, r) => n + r.found, 0);
    const names = rows.reduce((n, r) => n + r.total / TEMPLATES.length, 0);
    const known = rows.reduce((n, r) => n + r.known, 0);
    const lines = [
      `Independent given names: ${names} names in ${rows.length} countries, ${TEMPLATES.length} sentences each`,
      'country  in gazetteer  recall',
      ...rows.map(
        (r) =>
          `${r.country.padStart(7)}  ${(r.known / (r.total / TEMPLATES.length)).toFixed(3).padStart(12)}  ${(r.found / r.total).toFixed(3).padStart(6)}`,
      ),
      `    all  ${(known / names).toFixed(3).padStart(12)}  ${(found / total).toFixed(3).padStart(6)}`,
    ];
    if (process.env.NAMES_MISSED === '1')
      lines.push('', ...rows.flatMap((r) => r.missed.map((m) => `${r.country} ${m}`)));
    console.log(lines.join('\n'));
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(total).toBeGreaterThan(1000);
    // Floors under the measurement (0.828 at first; 0.868 with the romanised Greek, Korean,
    // Chinese and Japanese names), so a change that loses names shows here.
    expect(found / total).toBeGreaterThanOrEqual(0.86);
    const recallOf = (country: string) => {
      const row = rows.find((r) => r.country === country);
      return row ? row.found / row.total : 0;
    };
    for (const [country, floor] of [
      ['gr', 0.84],
      ['cn', 0.92],
      ['jp', 0.98],
      ['kr', 0.76],
    ] as const)
      expect(recallOf(country), country).toBeGreaterThanOrEqual(floor);
  });
});
