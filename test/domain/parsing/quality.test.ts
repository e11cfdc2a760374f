import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  corpusFiles,
  emptyTotals,
  loadSource,
  parseFile,
  type Rates,
  rates,
  type Totals,
} from './corpus';

/**
 * Parsing quality on the rendered corpus (test/fixtures/parsing/corpus, made by render-corpus.mjs):
 * every PDF (three layouts), DOCX (two styles), plain-text and Markdown rendering is parsed and
 * compared with the JSON Resume document it was rendered from.
 *
 * - name, e-mail, phone: share of files where the value is right (case-insensitive; phones by
 *   their E.164 number).
 * - work: an entry is right when company, position and start date (month, or year when the source
 *   gives a year) all agree; correct entries / max(source entries, parsed entries), so spurious
 *   entries count against it.
 * - education: institution, area, study type (letters only: "B.Sc." = "BSc") and end year all agree;
 *   same ratio.
 * - skills: F1 over the set of canonical skill names (group keywords where a group is given).
 *
 * PARSING_QUALITY_DEBUG=1 prints every mismatch.
 */

const TARGETS: Rates = { name: 0.95, email: 0.99, phone: 0.99, work: 0.9, education: 0.9, skillsF1: 0.85 };

const pct = (n: number) => `${(n * 100).toFixed(1)}%`.padStart(7);

function table(rows: [string, Totals][]): string {
  const head = `${'format'.padEnd(16)}${'files'.padStart(6)} ${['name', 'email', 'phone', 'work', 'educ.', 'skillsF1'].map((h) => h.padStart(8)).join('')}`;
  const lines = rows.map(([label, t]) => {
    const r = rates(t);
    return `${label.padEnd(16)}${String(t.files).padStart(6)} ${[r.name, r.email, r.phone, r.work, r.education, r.skillsF1].map((v) => ` ${pct(v)}`).join('')}`;
  });
  const targets = `${'target'.padEnd(16)}${''.padStart(6)} ${Object.values(TARGETS)
    .map((v) => ` ${pct(v)}`)
    .join('')}`;
  return [head, '-'.repeat(head.length), ...lines, '-'.repeat(head.length), targets].join('\n');
}

describe('resume parsing quality', () => {
  it('meets the field-level targets on the rendered corpus', async () => {
    const byFormat = new Map<string, Totals>();
    const byFamily = new Map<string, Totals>();
    const overall = emptyTotals();
    const debug = process.env.PARSING_QUALITY_DEBUG === '1';
    const sources = new Map<string, ReturnType<typeof loadSource>>();
    let pdfMs = 0;
    let pdfCount = 0;
    for (const file of corpusFiles()) {
      const source = sources.get(file.source) ?? loadSource(file.source);
      sources.set(file.source, source);
      const started = performance.now();
      const parsed = await parseFile(file.file);
      if (file.family === 'pdf') {
        pdfMs += performance.now() - started;
        pdfCount++;
      }
      const score = compare(source, parsed.resume);
      for (const [map, key] of [
        [byFormat, file.format],
        [byFamily, file.family],
      ] as const) {
        const totals = map.get(key) ?? emptyTotals();
        add(totals, score);
        map.set(key, totals);
      }
      add(overall, score);
      if (debug && score.mismatches.length)
        console.log(`\n${file.file} (${file.format})\n  ${score.mismatches.join('\n  ')}`);
    }
    const rows: [string, Totals][] = [
      ...[...byFormat.entries()].sort(([a], [b]) => a.localeCompare(b)),
      ...[...byFamily.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [`all ${k}`, v] as [string, Totals]),
      ['overall', overall],
    ];
    // Speed: a second, warm pass over the PDFs (the first pass included loading pdfjs).
    const pdfs = corpusFiles().filter((f) => f.family === 'pdf');
    const warmStart = performance.now();
    for (const file of pdfs) await parseFile(file.file);
    const warmMs = performance.now() - warmStart;
    const perSecond = (count: number, ms: number) => ((count * 1000) / ms).toFixed(1);
    console.log(
      `\n${table(rows)}\n\nPDF parsing (detect, extract, parse): first pass ${perSecond(pdfCount, pdfMs)}/s including the pdfjs load, ` +
        `warm ${perSecond(pdfs.length, warmMs)}/s (${pdfs.length} files in ${warmMs.toFixed(0)} ms)\n`,
    );
    const r = rates(overall);
    for (const [field, target] of Object.entries(TARGETS) as [keyof Rates, number][]) {
      expect.soft(r[field], `overall ${field}`).toBeGreaterThanOrEqual(target);
    }
    // The whole corpus in one test: minutes, not seconds, on a busy two-core machine.
  }, 300_000);
});
