import { UnreadableFileError } from './errors';
import { toLines, toSections } from './lines';
import { type ParsedResume, UNKNOWN_NAME } from './parse';

// A file that does not read as a resume is refused rather than filed as "Unknown candidate" (which
// would then rank in searches and matches like any real candidate). Three shapes are refused:
//
// - a table: most lines cut into the same number (three or more) of comma, semicolon or tab
//   separated cells, as a CSV file or a spreadsheet saved as text is;
// - an invoice, a receipt or a quote: the word in its first lines and amounts ("Total", "Amount
//   due", "VAT") in it, and no Experience or Education section;
// - anything else with neither a person's name, nor a single resume section heading, nor an e-mail
//   address or phone number (a resume whose layout hides its name and headings from the parser, such
//   as headings in a left column, still gives its contact details).
//
// A resume with a name and no headings, or headings and no name, is still read (with warnings):
// being unsure of a resume is the parser's everyday business, refusing one is not.

/** The number of cells of a line in a delimited table, by its most frequent delimiter. */
function cellCount(line: string): number {
  let best = 1;
  for (const delimiter of [',', ';', '\t']) {
    // Quoted cells may hold the delimiter ("Smith, Jane").
    const unquoted = line.replace(/"(?:[^"]|"")*"/g, '""');
    best = Math.max(best, unquoted.split(delimiter).length);
  }
  return best;
}

/** True when the text is rows and columns: most lines have the same number (≥ 3) of cells. */
export function looksTabular(text: string): boolean {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 200);
  if (lines.length < 2) return false;
  const counts = new Map<number, number>();
  for (const line of lines) {
    const n = cellCount(line);
    counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  const [cells, rows] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  return cells >= 3 && rows >= Math.max(2, lines.length * 0.8);
}

const INVOICE_TITLE = /\b(invoice|receipt|quotation|bill to|rechnung|factura|facture)\b/i;
const AMOUNTS = /\b(total|subtotal|amount due|balance due|vat|tax|due date|qty|quantity|unit price)\b/i;

/** Throws UnreadableFileError('not-a-resume') when the parsed text does not read as a resume. */
export function refuseNonResume(parsed: ParsedResume): void {
  const text = parsed.text;
  if (looksTabular(text))
    throw new UnreadableFileError('not-a-resume', 'it is a table of rows and columns, such as a CSV file');
  const sections = new Set(
    toSections(toLines(text))
      .map((s) => s.key)
      .filter((k) => k !== 'header' && k !== 'contact'),
  );
  const resumeSections = sections.has('work') || sections.has('education');
  const head = text.split(/\n/).slice(0, 15).join('\n');
  if (!resumeSections && INVOICE_TITLE.test(head) && AMOUNTS.test(text))
    throw new UnreadableFileError('not-a-resume', 'it reads as an invoice or receipt');
  const basics = parsed.resume.basics;
  if (basics.name === UNKNOWN_NAME && sections.size === 0 && !basics.email && !basics.phone)
    throw new UnreadableFileError(
      'not-a-resume',
      'no name, no e-mail address or phone number, and no resume section such as Experience, Education or Skills was found',
    );
}
