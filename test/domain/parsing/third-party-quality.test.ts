import { describe, expect, it } from 'vitest';
import { jsonResumeSchema } from '../../../main/contract/schemas/resume';
import {
  addTally,
  emptyTally,
  loadThirdPartySource,
  parseThirdPartyFile,
  scoreThirdParty,
  type Tally,
  type ThirdPartyFile,
  type ThirdPartyRates,
  thirdPartyFiles,
  thirdPartyRates,
} from './third-party';

/**
 * Parsing quality on the third-party corpus (test/fixtures/parsing/third-party): fictional JSON
 * Resume documents printed by twelve published JSON Resume themes (PDF through Chromium, DOCX
 * through pandoc) and three LaTeX templates. Unlike the home-made corpus, nobody here chose these
 * layouts. Every file is parsed with parseResumeFile and compared with its source, counting only
 * what the file prints (manifest.json, read by pdftotext and pandoc):
 *
 * - name, e-mail, phone: share of files where the value is right (phones by their E.164 number).
 * - employers recall: printed source employers found among the parsed work entries; precision:
 *   parsed work entries whose employer is one of the source's (case and spacing do not count).
 * - count exact: share of files with as many parsed work entries as printed source entries.
 * - institutions: printed source institutions found among the parsed education entries.
 * - start dates: of the parsed entries matched to a source entry by employer, share whose start
 *   date agrees to the month (to the year where the source or the layout gives only a year).
 * - skills F1: over the skill names and keywords the file prints, canonical as corpus.ts does.
 *   The demo generator's sources (02-12) give each skill its group as its one keyword ({name:
 *   "IFRS", keywords: ["Accounting"]}); those groups ("Accounting", "Systems", "Professional
 *   skills") are category labels, not skills a recruiter searches for, so they count neither way:
 *   not missed when left out, not wrong when kept as the skill's keyword (third-party.ts,
 *   groupLabels). The sample's (01) group names ("Web Development") and keywords are scored.
 * - unwanted: stored strings with a C0/C1 control (other than tab and newline) or a private-use
 *   character (icon-font glyphs); the issue wants none.
 *
 * Rows per theme and format, per LaTeX template, per format and overall.
 * PARSING_QUALITY_DEBUG=1 prints every mismatch per file.
 */

/**
 * The targets (#10), for every row, not only overall: asserted for every row and column
 * except the ones listed in KNOWN_UNDER_TARGET, which are printed and still owed.
 */
const ENFORCE_TARGETS = true;
/**
 * Rows and columns still under their target, with the reason (issue #10 stays open for them): none
 * since class/pdf skills F1 went from 78.6 % to 88.6 % (a skills grid above a Languages section
 * reaching into its gutter, file 08; a grid run on to page 2 above Languages cells, file 03).
 */
const KNOWN_UNDER_TARGET: Record<string, ReadonlyArray<keyof ThirdPartyRates>> = {};
const TARGETS: ThirdPartyRates = {
  name: 0.98,
  email: 0.98,
  phone: 0.98,
  employerRecall: 0.9,
  employerPrecision: 0.9,
  countExact: 0.85,
  institutions: 0.9,
  startDates: 0.9,
  skillsF1: 0.85,
};

/**
 * Overall figures a little under those measured after the parser work of 2026-11-23 (in parentheses), so that a
 * regression fails the test while the parser work moves the figures up. Raise them as it does.
 */
const FLOORS: ThirdPartyRates = {
  name: 0.99, // 100 % (95.0 % before the layout work of issue #10)
  email: 0.99, // 100 %
  phone: 0.99, // 100 %
  employerRecall: 0.98, // 99.4 % (97.4 % before the entries work of 2026-11-24, 94.1 % before #10)
  employerPrecision: 0.98, // 99.2 % (95.0 %, 90.7 %)
  countExact: 0.98, // 99.4 % (93.5 %, 89.5 %)
  institutions: 0.98, // 99.2 % (97.3 %, 93.6 %)
  startDates: 0.99, // 100 % (99.5 %, 98.9 %)
  skillsF1: 0.96, // 97.8 % (97.2 % before the class/pdf and even/pdf grid fixes, 89.6 % before the third-party skills work of issue #10, 75.3 % before the skills work)
};
/** Stored strings with a control or private-use character, overall: none (193 before the fix). */
const MAX_UNWANTED = 0;

const COLUMNS: [keyof ThirdPartyRates, string][] = [
  ['name', 'name'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['employerRecall', 'empR'],
  ['employerPrecision', 'empP'],
  ['countExact', 'count='],
  ['institutions', 'inst'],
  ['startDates', 'start'],
  ['skillsF1', 'skillF1'],
];

const pct = (n: number) => `${(n * 100).toFixed(1)}%`.padStart(8);

function table(rows: [string, Tally][]): string {
  const head = `${'theme/format'.padEnd(22)}${'files'.padStart(6)}${COLUMNS.map(([, h]) => h.padStart(8)).join('')}${'unwanted'.padStart(9)}`;
  const line = '-'.repeat(head.length);
  const body = rows.map(([label, t]) => {
    const r = thirdPartyRates(t);
    // "-" where nothing was asked (no start date compared when no employer was found).
    const cell = (k: keyof ThirdPartyRates) =>
      k !== 'skillsF1' && t[k][1] === 0 ? '-'.padStart(8) : pct(r[k]);
    return `${label.padEnd(22)}${String(t.files).padStart(6)}${COLUMNS.map(([k]) => cell(k)).join('')}${String(t.unwanted).padStart(9)}`;
  });
  const targets = `${'target'.padEnd(22)}${''.padStart(6)}${COLUMNS.map(([k]) => pct(TARGETS[k])).join('')}${'0'.padStart(9)}`;
  return [head, line, ...body, line, targets].join('\n');
}

/** "even/pdf", "latex moderncv/pdf"... */
const rowOf = (f: ThirdPartyFile) => `${f.kind === 'latex' ? 'latex ' : ''}${f.theme}/${f.format}`;
const familyOf = (f: ThirdPartyFile) => (f.kind === 'latex' ? 'all latex pdf' : `all theme ${f.format}`);

describe('resume parsing quality on third-party layouts', () => {
  it('prints from sources that are valid JSON Resume documents', () => {
    const sources = new Set(thirdPartyFiles().map((f) => f.source));
    expect(sources.size).toBeGreaterThanOrEqual(12);
    for (const name of sources)
      expect(jsonResumeSchema.safeParse(loadThirdPartySource(name)).error, name).toBeUndefined();
  });

  it('reports every field per theme and format, and does not fall under the baseline', async () => {
    const debug = process.env.PARSING_QUALITY_DEBUG === '1';
    const files = thirdPartyFiles();
    const byRow = new Map<string, Tally>();
    const byFamily = new Map<string, Tally>();
    const overall = emptyTally();
    for (const file of files) {
      const parsed = await parseThirdPartyFile(file.file);
      const { tally, mismatches } = scoreThirdParty(loadThirdPartySource(file.source), parsed.resume, file);
      for (const [map, key] of [
        [byRow, rowOf(file)],
        [byFamily, familyOf(file)],
      ] as const) {
        const totals = map.get(key) ?? emptyTally();
        addTally(totals, tally);
        map.set(key, totals);
      }
      addTally(overall, tally);
      if (debug && mismatches.length) console.log(`\n${file.file}\n  ${mismatches.join('\n  ')}`);
    }
    const rows: [string, Tally][] = [
      ...[...byRow.entries()].sort(([a], [b]) => a.localeCompare(b)),
      ...[...byFamily.entries()].sort(([a], [b]) => a.localeCompare(b)),
      ['overall', overall],
    ];
    console.log(`\nThird-party corpus: ${files.length} files\n${table(rows)}\n`);

    expect(files.length).toBeGreaterThanOrEqual(300);
    const r = thirdPartyRates(overall);
    for (const [field] of COLUMNS)
      expect.soft(r[field], `overall ${field}`).toBeGreaterThanOrEqual(FLOORS[field]);
    expect
      .soft(overall.unwanted, 'stored strings with control or private-use characters')
      .toBeLessThanOrEqual(MAX_UNWANTED);
    if (ENFORCE_TARGETS)
      for (const [label, t] of rows) {
        const rates = thirdPartyRates(t);
        for (const [field] of COLUMNS) {
          if (KNOWN_UNDER_TARGET[label]?.includes(field)) continue;
          expect.soft(rates[field], `${label} ${field}`).toBeGreaterThanOrEqual(TARGETS[field]);
        }
        expect.soft(t.unwanted, `${label} unwanted characters`).toBe(0);
      }
  }, 900_000);
});
