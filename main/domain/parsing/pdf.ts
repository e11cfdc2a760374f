import { findDateRange, looksLikeDate } from './dates';
import { UnreadableFileError } from './errors';
import { dropPageFurniture } from './pdf-furniture';
import { stripUnstorable } from './sanitize';
import { headingOf, isLetterSpaced } from './vocabulary';
import { continuesAddress, joinWrapped } from './wrap-glue';

// PDF → text in reading order. pdfjs gives positioned text runs; this file rebuilds lines and
// columns from their geometry:
//
// - Columns: per page, a vertical gutter is a band of x positions that no text run crosses below
//   some height (a header band above the columns, such as the name across the page, may cross it).
//   A band qualifies when at least 60% of the page's runs lie below that height, both sides hold
//   three or more lines, the sides overlap vertically, and the right side is not just right-aligned
//   fields paired with left-side lines ("Acme Corp ........ Jan 2020 – Present" is one column). The
//   header is read first, then the left column, then the right, each recursively.
// - Lines: runs whose baselines agree within a third of the font size; words are joined with a
//   space when the gap is wider than 15% of the font size, and with a tab when wider than 2.5 times
//   it (a right-aligned field such as a date).
// - A wrapped bullet (the next line starts where the bullet's text started, i.e. a hanging indent) is
//   joined into one line; a vertical gap of more than 1.7 line heights becomes a blank line.
// - On the first page, the largest text near the top (normally the name) is read first.

/** A positioned text run, y measured downwards from the top of the page (baseline). */
export interface PdfRun {
  str: string;
  x: number;
  y: number;
  w: number;
  size: number;
  /** Font name (a bold heading and regular text differ); optional. */
  font?: string;
}

interface Line {
  runs: PdfRun[];
  y: number;
  size: number;
  x: number;
  /** Where the text after a leading bullet glyph starts (hanging indent), else x. */
  textX: number;
  bullet: boolean;
  text: string;
  /** Right edge of the whole line, and of its first field when a wide gap splits it. */
  right: number;
  firstRight: number;
  /** Start of the second field (a right-aligned date), when there is one. */
  fieldStart?: number;
  /** Estimated width of the first word, for the "would it have fitted" wrap test. */
  firstWord: number;
  fontFirst?: string;
  /** Font of the end of the first field, and of the end of the line. */
  fontLast?: string;
  fontEnd?: string;
  /** Baseline of the last printed line, when this line was set on two (a margin label's wrap). */
  bottom?: number;
  /** Right edge of the grid cell the line stands in, when it is not the column's (splitItemGrid). */
  cellRight?: number;
}

const BULLET_GLYPH = /^[•●▪■◦○◆►▸‣⁃∙·*–-]$/;
const SYMBOL_BULLET = /^[{}~>]$/;
// Caps against crafted files (issue #13): a text matrix scaled by 1e8 once sized arrays from its
// coordinates. Runs are clipped to the page box, so no array is wider than the page.
const MAX_PAGES = 40;
/** Text runs read from one page; a resume page holds a few hundred. */
const MAX_RUNS_PER_PAGE = 5000;
/** Characters of text kept from one run, and from the whole file. */
const MAX_RUN_CHARS = 2000;
const MAX_TEXT_CHARS = 1_000_000;
/** The widest region (in points) the column search sizes its arrays for: far beyond any page. */
const MAX_REGION_WIDTH = 5000;

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** A gap this many font sizes wide separates fields (a right-aligned date) rather than words. */
const FIELD_GAP = 1.0;

/**
 * A run of letter-spaced text, which pdfjs gives with a space between the letters ("W O R K"); the
 * word gaps are separate runs. Its letters close up; other runs come back as they are.
 */
function closeLetterSpacing(str: string): string {
  return isLetterSpaced(str) ? str.replace(/(\S) (?=\S)/g, '$1') : str;
}

/**
 * Spacing accents that TeX's older fonts draw as glyphs of their own over a base letter ("L", "´",
 * "ea" for "Léa"), and the combining marks they stand for.
 */
const SPACING_ACCENTS: Record<string, string> = {
  '´': '\u0301',
  '`': '\u0300',
  '¨': '\u0308',
  ˆ: '\u0302',
  '^': '\u0302',
  '˜': '\u0303',
  '~': '\u0303',
  ˇ: '\u030c',
  '˘': '\u0306',
  '˙': '\u0307',
  '˚': '\u030a',
  '˝': '\u030b',
  '¯': '\u0304',
  '¸': '\u0327',
};

/**
 * The combining mark for a run that ends in a spacing accent drawn over the start of the next run
 * ("L´" + "ea Michel", "Universit`" + "a di…"; the runs touch or overlap), else undefined.
 */
function accentOver(run: PdfRun, next: PdfRun | undefined): string | undefined {
  const mark = SPACING_ACCENTS[run.str.trimEnd().slice(-1)];
  if (!mark || !next || !/^\p{L}/u.test(next.str)) return undefined;
  return next.x - (run.x + run.w) < 0.15 * run.size && next.x > run.x ? mark : undefined;
}

function joinRuns(runs: PdfRun[]): string {
  let text = '';
  let prev: PdfRun | undefined;
  let accent: string | undefined;
  for (const [i, original] of runs.entries()) {
    let str = closeLetterSpacing(original.str);
    if (accent) {
      // The accent goes on the first letter of the run it stands over: "ea" → "éa".
      str = str.replace(/^(\p{L})/u, `$1${accent}`).normalize('NFC');
      accent = undefined;
    }
    const mark = accentOver(original, runs[i + 1]);
    if (mark) {
      accent = mark;
      str = str.trimEnd().slice(0, -1);
      if (!str) continue;
    }
    const run = { ...original, str };
    if (prev) {
      const gap = run.x - (prev.x + prev.w);
      const size = Math.max(prev.size, run.size);
      if (gap > FIELD_GAP * size) text = `${text.replace(/\s+$/, '')}\t`;
      else if (gap > 0.15 * size && !/\s$/.test(text) && !/^\s/.test(run.str)) text += ' ';
    }
    text += prev ? run.str : run.str.replace(/^\s+/, '');
    prev = run;
  }
  // TeX sets an accented i as a dotless i under the accent ("ı" + U+0301): composed, that is "í".
  const spaced = text.replace(/[ \u00a0]+/g, ' ').trim();
  return /[\u0300-\u036f]/.test(spaced)
    ? spaced.replace(/ı(?=[\u0300-\u036f])/g, 'i').normalize('NFC')
    : spaced;
}

/**
 * Relative width of text in a proportional font (Helvetica's widths, in em): a word's share of its
 * run's measured width estimates the word's width in whatever font the run uses.
 */
function textWeight(text: string): number {
  let total = 0;
  for (const c of text) {
    if (c === ' ') total += 0.278;
    else if ("iljtfrI.,;:!|'’()[]/".includes(c)) total += 0.3;
    else if ('mwMW@—'.includes(c)) total += 0.9;
    else if (/[A-Z]/.test(c)) total += 0.69;
    else total += 0.556;
  }
  return total;
}

function toLine(group: PdfRun[]): Line {
  group.sort((a, b) => a.x - b.x);
  const first = group[0];
  const last = group[group.length - 1];
  // A lone symbol in a font of its own before the text is a bullet whose font has no Unicode map
  // (moderncv's bullets come out as "{").
  const symbol = SYMBOL_BULLET.test(first.str.trim()) && group.length > 1 && group[1].font !== first.font;
  const bullet = (BULLET_GLYPH.test(first.str.trim()) || symbol) && group.length > 1;
  const textRun = bullet ? group[1] : first;
  let firstRight = last.x + last.w;
  let fieldStart: number | undefined;
  for (let i = 1; i < group.length; i++) {
    const prev = group[i - 1];
    if (
      group[i].x - (prev.x + prev.w) > FIELD_GAP * Math.max(prev.size, group[i].size) &&
      !(bullet && i === 1)
    ) {
      firstRight = prev.x + prev.w;
      fieldStart = group[i].x;
      break;
    }
  }
  const word = /^\S+/.exec(textRun.str.trim())?.[0] ?? '';
  const runWeight = textWeight(textRun.str);
  const firstWord =
    runWeight > 0 ? (textRun.w * textWeight(word)) / runWeight : word.length * textRun.size * 0.5;
  return {
    runs: group,
    y: median(group.map((r) => r.y)),
    size: Math.max(...group.map((r) => r.size)),
    x: first.x,
    textX: textRun.x,
    bullet,
    text: symbol ? `• ${joinRuns(group.slice(1))}` : joinRuns(group),
    right: last.x + last.w,
    firstRight,
    fieldStart,
    firstWord,
    fontFirst: textRun.font,
    fontLast: (fieldStart === undefined
      ? last
      : ([...group].reverse().find((r) => r.x < (fieldStart ?? 0)) ?? last)
    ).font,
    fontEnd: last.font,
  };
}

function buildLines(runs: PdfRun[]): Line[] {
  const sorted = [...runs].sort((a, b) => a.y - b.y || a.x - b.x);
  const groups: PdfRun[][] = [];
  let current: PdfRun[] = [];
  let y = Number.NEGATIVE_INFINITY;
  let size = 0;
  for (const run of sorted) {
    if (current.length > 0 && Math.abs(run.y - y) <= 0.35 * Math.max(size, run.size)) {
      current.push(run);
      continue;
    }
    if (current.length) groups.push(current);
    current = [run];
    y = run.y;
    size = run.size;
  }
  if (current.length) groups.push(current);
  return groups.map(toLine);
}

/**
 * How `line` continues `prev` after an automatic line wrap, or undefined: same font and size, normal
 * leading, and its first word would not have fitted at the end of the field it continues. 'first':
 * it starts where prev's text started (prev's first field wrapped, before a right-aligned date);
 * 'last': it starts where prev's second field started (a label column such as dates on the left).
 */
function wrapOf(prev: Line, line: Line, columnRight: number): 'first' | 'last' | undefined {
  if (line.bullet || Math.abs(prev.size - line.size) > 0.5 || line.text.includes('\t')) return undefined;
  // CSS's line-height 1.5 puts baselines 1.51 font sizes apart (kendall): still normal leading.
  if (line.y - prev.y > 1.55 * line.size) return undefined;
  // "Methods: Figma, Sketch" after a full line is a new labelled line, not a wrap.
  if (/^[\p{Lu}][\p{L} &/]{1,30}:\s/u.test(line.text)) return undefined;
  let start: number;
  let end: number;
  let limit: number;
  let kind: 'first' | 'last';
  if (Math.abs(line.x - prev.textX) <= 2) {
    if (prev.fontLast !== line.fontFirst) return undefined;
    kind = 'first';
    start = prev.textX;
    end = prev.fieldStart === undefined ? prev.right : prev.firstRight;
    limit =
      prev.fieldStart === undefined
        ? (prev.cellRight ?? columnRight)
        : prev.fieldStart - FIELD_GAP * prev.size;
  } else if (prev.fieldStart !== undefined && Math.abs(line.x - prev.fieldStart) <= 2) {
    if (prev.fontEnd !== line.fontFirst) return undefined;
    kind = 'last';
    start = prev.fieldStart;
    end = prev.right;
    limit = columnRight;
  } else return undefined;
  if (end - start < 0.5 * (limit - start)) return undefined;
  // The margin is only estimated (the widest line) and so is the word's width: a word that would
  // have fitted by less than half a font size (a whole one before a right-aligned field) still
  // counts as not fitting.
  // A line that is only a date range is a line of its own unless the one above ends mid-range.
  if (
    /^[\p{L}.' ]{0,12}\d{2,4}\s*[-–—]|^(?:\d{1,2}\/)?\d{4}\s*[-–—]/u.test(line.text) &&
    !/[-–—,]\s*$|\bto$|\b[A-Za-zÀ-ÿ]{3,9}\.?$/i.test(prev.text)
  )
    return undefined;
  // Before a right-aligned field the free space is unknown, so the allowance is larger there.
  const allowance = (prev.fieldStart !== undefined && kind === 'first' ? 1 : 0.5) * prev.size;
  return end + 0.28 * prev.size + line.firstWord > limit - allowance ? kind : undefined;
}

/**
 * A large title (the name in a narrow sidebar) set on two lines: same size and font, well above the
 * body size, normal leading, the same left edge, a few words each.
 */
function titleWrap(prev: Line, line: Line, typical: number): 'first' | undefined {
  if (prev.size < 1.5 * typical || Math.abs(prev.size - line.size) > 0.5 || prev.fontEnd !== line.fontFirst)
    return undefined;
  if (line.y - prev.y > 1.5 * line.size || Math.abs(line.x - prev.x) > 2) return undefined;
  const short = (text: string) => /^[\p{L}.'’-]+(?: [\p{L}.'’-]+){0,2}$/u.test(text);
  return short(prev.text) && short(line.text) ? 'first' : undefined;
}

/**
 * A right-aligned line wrapped (a skill name in jsonresume-theme-actual's right-aligned sidebar:
 * "Product" over "Strategy", both ending at the column's right edge): same font and size, normal
 * leading, the same right edge but not the same start, the line above starting inside the column,
 * and the first word of the line below too wide to have stood before it.
 */
function rightAlignedWrap(prev: Line, line: Line, columnLeft: number): 'first' | undefined {
  if (line.bullet || prev.fieldStart !== undefined || line.fieldStart !== undefined) return undefined;
  if (Math.abs(prev.size - line.size) > 0.5 || prev.fontEnd !== line.fontFirst) return undefined;
  if (line.y - prev.y > 1.3 * line.size || Math.abs(prev.right - line.right) > 1) return undefined;
  // Lines starting at one place are left-aligned (wrapOf's), or a column of their own.
  if (prev.x - columnLeft <= 2 || Math.abs(prev.x - line.x) <= 2) return undefined;
  return prev.x - 0.28 * prev.size - line.firstWord < columnLeft ? 'first' : undefined;
}

/**
 * The rest of an e-mail address or URL broken at the column edge ("…@gmail.co" + "m"), under the
 * start of the line's text at normal leading: joined even where the margin estimate says it fitted.
 * Also a single address-like token that fills the column to its edge, continued by one more token
 * ("RICHARDHENDRICKS.EXAMP" + "LE.COM"): browsers break such a token anywhere.
 */
function addressWrap(prev: Line, line: Line, columnRight: number): 'first' | undefined {
  if (Math.abs(line.x - prev.textX) > 2 || Math.abs(prev.size - line.size) > 0.5) return undefined;
  if (line.y - prev.y > 1.5 * line.size || prev.fieldStart !== undefined) return undefined;
  if (continuesAddress(prev.text, line.text)) return 'first';
  const token = /^\S*[@./]\S*$/;
  const filled = prev.right >= columnRight - 0.6 * prev.size;
  return filled && token.test(prev.text) && /^\S+$/.test(line.text) ? 'first' : undefined;
}

/** The wrapped first cell of a two-field line under a two-field line with the same field starts. */
function cellWrap(prev: Line, line: Line): { first: string; rest: Line } | undefined {
  if (prev.fieldStart === undefined || line.fieldStart === undefined) return undefined;
  if (Math.abs(line.x - prev.textX) > 2 || Math.abs(line.fieldStart - prev.fieldStart) > 2) return undefined;
  if (line.y - prev.y > 1.5 * line.size || Math.abs(prev.size - line.size) > 0.5) return undefined;
  const limit = prev.fieldStart - FIELD_GAP * prev.size;
  if (prev.firstRight + 0.28 * prev.size + line.firstWord <= limit - 0.5 * prev.size) return undefined;
  const split = line.fieldStart - 0.5;
  const first = joinRuns(line.runs.filter((r) => r.x < split));
  const rest = line.runs.filter((r) => r.x >= split);
  if (!first || rest.length === 0) return undefined;
  return { first, rest: toLine(rest) };
}

/**
 * Lines set flush right (a right-aligned sidebar): nearly all end at one edge and they start in many
 * places. Their starts say nothing about indents.
 */
function isRightAligned(lines: Line[]): boolean {
  if (lines.length < 3) return false;
  const right = Math.max(...lines.map((l) => l.right));
  const flush = lines.filter((l) => right - l.right <= 1).length;
  const starts = new Map<number, number>();
  for (const l of lines) starts.set(Math.round(l.x), (starts.get(Math.round(l.x)) ?? 0) + 1);
  return flush >= 0.8 * lines.length && Math.max(...starts.values()) < 0.5 * lines.length;
}

/**
 * Whether a line starts an item of a list whose markers are no text: browsers draw the discs of
 * HTML lists as shapes, so the items show only as lines indented from the column's left edge, at
 * one indent shared by several lines. The left edge is the leftmost x where a fair share (a fifth)
 * of the body lines start: where list items outnumber the rest, the most common x is theirs. The
 * indent is measured from the nearest edge to the left, and a line starting where an entry's
 * larger titles start is that entry's text, not an item (kendall sets its entries' titles and
 * text 18 points in from the headings and summary, and the items of their "Highlights" 41 points
 * further). (A line that wraps such an item is joined before this is asked.)
 */
function markerlessListItems(lines: Line[], typical: number): (line: Line) => boolean {
  if (isRightAligned(lines)) return () => false;
  const counts = new Map<number, number>();
  const titleStarts: number[] = [];
  let body = 0;
  for (const l of lines) {
    if (l.bullet) continue;
    if (l.size > 1.15 * typical) titleStarts.push(l.x);
    else {
      counts.set(Math.round(l.x), (counts.get(Math.round(l.x)) ?? 0) + 1);
      body++;
    }
  }
  const near = (x: number) => (counts.get(x) ?? 0) + (counts.get(x - 1) ?? 0) + (counts.get(x + 1) ?? 0);
  // Edges where two or more body lines start, left to right.
  const edges = [...counts.keys()].filter((x) => near(x) >= 2).sort((a, b) => a - b);
  const base = edges.find((x) => near(x) >= Math.max(2, 0.2 * body));
  // Without a clear left edge (right-aligned or centred text) nothing is indented.
  if (base === undefined) return () => false;
  return (line) => {
    if (line.bullet || line.size > 1.15 * typical) return false;
    if (titleStarts.some((t) => Math.abs(t - line.x) <= 1.5)) return false;
    const x = Math.round(line.x);
    const parent = edges.filter((e) => e >= base && e <= x - 0.8 * typical).pop();
    if (parent === undefined || x - parent > 5 * typical) return false;
    // Several lines at this indent (within a point), and text that starts like an item.
    return near(x) >= 2 && /^[\p{Lu}\p{N}"“(]/u.test(line.text);
  };
}

const OPEN_RANGE = /^\S.{0,15}\d{2,4}\s*[-–—]$/;
const RANGE_END = /^(?:\S.{0,15}\d{2,4}|present|now|current|today)$/i;

/**
 * Date ranges set on two lines in a left margin (moderncv: "Dec 2013 –" beside the entry's title,
 * "Dec 2014" beside its next line): the end of the range joins its start, and the content beside
 * it is a line of its own again. Without this the range's end opened the next line ("Dec 2014 Pied
 * Piper is…") and read as another entry.
 */
function joinMarginRanges(lines: Line[]): Line[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const [a, b] = [out[i], out[i + 1]];
    if (a.runs.length < 2 || b.y - a.y > 1.6 * Math.max(a.size, b.size)) continue;
    const [start, content] = a.runs;
    const [end, next] = b.runs;
    if (!OPEN_RANGE.test(start.str.trim()) || !RANGE_END.test(end.str.trim())) continue;
    // Both range parts in the margin; content beside the end starts where the entry's does.
    if (end.x + end.w > content.x || (next && Math.abs(next.x - content.x) > 2)) continue;
    out[i] = { ...a, text: `${start.str.trim()} ${end.str.trim()}\t${joinRuns(a.runs.slice(1))}` };
    if (next) out[i + 1] = toLine(b.runs.slice(1));
    else out.splice(i + 1, 1);
  }
  return out;
}

/** Where a line's first run stops short of the next by more than a word space: [end, next start]. */
function labelGap(line: Line): [number, number] | undefined {
  for (let i = 1; i < line.runs.length; i++) {
    const [a, b] = [line.runs[i - 1], line.runs[i]];
    const gap = b.x - (a.x + a.w);
    if (gap >= 0.5 * line.size) return gap <= FIELD_GAP * line.size ? [a.x + a.w, b.x] : undefined;
  }
  return undefined;
}

interface LabelMargin {
  /** Where the right-aligned labels end, and where their content starts. */
  edge: number;
  content: number;
  starts: number[];
}

const near = (a: number, b: number) => Math.abs(a - b) <= 1;
/** Right-aligned labels end within this of each other: a closing dash's glyph box reaches further. */
const EDGE_SLACK = 1.5;

/**
 * Margins of right-aligned labels in a region: three or more lines whose labels, starting at
 * different places, end at one edge, a little more than a word space before content that starts at
 * one place.
 */
function labelMargins(lines: Line[]): LabelMargin[] {
  const margins: LabelMargin[] = [];
  for (const line of lines) {
    const gap = line.bullet ? undefined : labelGap(line);
    if (!gap) continue;
    const margin = margins.find((m) => Math.abs(m.edge - gap[0]) <= EDGE_SLACK && near(m.content, gap[1]));
    if (margin) margin.starts.push(line.x);
    else margins.push({ edge: gap[0], content: gap[1], starts: [line.x] });
  }
  return margins.filter((m) => m.starts.length >= 2 && Math.max(...m.starts) - Math.min(...m.starts) > 2);
}

/**
 * The index of the first content run of a line beside a label in one of the margins: the run
 * starts where the margin's content does, and the runs before it start inside the margin and end
 * at its edge or a little past it (a label too long for the margin), a visible space before it.
 */
function contentStart(line: Line, margins: LabelMargin[]): { at: number; edge: number } | undefined {
  if (line.bullet || line.text.includes('\t')) return undefined;
  for (let i = 1; i < line.runs.length; i++) {
    const [a, b] = [line.runs[i - 1], line.runs[i]];
    const end = a.x + a.w;
    const beside = margins.filter((m) => near(b.x, m.content));
    if (!beside.length) continue;
    const margin = beside.find(
      (m) => end >= m.edge - EDGE_SLACK && b.x - end >= 0.15 * line.size && line.runs[0].x < m.edge,
    );
    return margin ? { at: i, edge: Math.min(end, margin.edge) } : undefined;
  }
  return undefined;
}

/**
 * Labels right-aligned in a narrow left margin, each beside its content and closer to it than a
 * field gap (moderncv's \cvitem: "General" over "Ledger", both ending where the margin ends, beside
 * "Accounting"). Without this the label and its content read as one phrase ("General
 * Accounting") and the label's second line as a line of its own ("Ledger"). In such a margin the
 * label and its content become two fields, and a line holding only a label's next line joins that
 * label.
 */
function splitMarginLabels(lines: Line[]): Line[] {
  const margins = labelMargins(lines);
  if (!margins.length) return lines;
  const out: Line[] = [];
  // The label being read: where it ends, to know its next line by the same right edge.
  let labelled: { at: number; label: string; content: string; edge: number } | undefined;
  for (const line of lines) {
    const prev = out[out.length - 1];
    const split = contentStart(line, margins);
    if (split) {
      const label = joinRuns(line.runs.slice(0, split.at));
      const content = joinRuns(line.runs.slice(split.at));
      labelled = { at: out.length, label, content, edge: split.edge };
      out.push({ ...line, text: `${label}\t${content}` });
      continue;
    }
    const leading = prev ? line.y - (prev.bottom ?? prev.y) : Number.POSITIVE_INFINITY;
    if (
      labelled &&
      labelled.at === out.length - 1 &&
      near(line.right, labelled.edge) &&
      line.x < labelled.edge &&
      leading <= 1.6 * line.size
    ) {
      labelled.label = `${labelled.label} ${line.text}`;
      out[labelled.at] = { ...prev, bottom: line.y, text: `${labelled.label}\t${labelled.content}` };
      continue;
    }
    labelled = undefined;
    out.push(line);
  }
  return out;
}

/** A list marker written in the text of a line, before the item ("· Moved 30 services…"). */
const ITEM_MARKER = /^[•●▪■◦‣⁃∙·*–-]\s/;

/** A line cut at the wide gaps between its fields, one line per field. */
function fieldsOf(line: Line): Line[] {
  const fields: PdfRun[][] = [[]];
  line.runs.forEach((r, i) => {
    const prev = line.runs[i - 1];
    if (prev && r.x - (prev.x + prev.w) > FIELD_GAP * Math.max(prev.size, r.size)) fields.push([]);
    fields[fields.length - 1].push(r);
  });
  return fields.map(toLine);
}

/**
 * List items set side by side in a grid ("· Reduced cost by 25%   · Cut deployment time by 46% by
 * rebuilding", each wrapping onto the row below: jsonresume-theme-actual's highlights): read cell by
 * cell, each column of the grid top to bottom, so that an item and its wrapped end meet again. A
 * grid starts at a row whose every field starts with a written list marker and goes on while the
 * rows below, at normal leading, start their fields where the grid's cells start. Each cell
 * remembers its right edge (the next cell's start), the margin its wraps are measured against; so
 * does a lone item at a cell's left edge elsewhere in the region (an entry with one highlight).
 */
function splitItemGrid(lines: Line[]): Line[] {
  const out: Line[] = [];
  const cellRights: { x: number; right: number }[] = [];
  for (let i = 0; i < lines.length; ) {
    const first = lines[i].fieldStart === undefined ? [] : fieldsOf(lines[i]);
    if (first.length < 2 || !first.every((f) => ITEM_MARKER.test(f.text))) {
      out.push(lines[i++]);
      continue;
    }
    const starts = first.map((f) => f.x);
    const cells = first.map((f) => [f]);
    let j = i + 1;
    for (; j < lines.length; j++) {
      if (lines[j].y - lines[j - 1].y > 1.6 * lines[j].size) break;
      const row = fieldsOf(lines[j]);
      const at = row.map((f) => starts.findIndex((x) => Math.abs(x - f.x) <= 2));
      if (at.some((k) => k < 0)) break;
      for (const [k, f] of row.entries()) cells[at[k]].push(f);
    }
    cells.forEach((cell, k) => {
      const right = k + 1 < starts.length ? starts[k + 1] - FIELD_GAP * cell[0].size : undefined;
      if (right !== undefined) cellRights.push({ x: starts[k], right });
      out.push(...cell.map((c) => (right === undefined ? c : { ...c, cellRight: right })));
    });
    i = j;
  }
  if (cellRights.length === 0) return out;
  return out.map((line) => {
    if (line.cellRight !== undefined || line.fieldStart !== undefined || !ITEM_MARKER.test(line.text))
      return line;
    const cell = cellRights.find((c) => Math.abs(c.x - line.x) <= 2);
    return cell ? { ...line, cellRight: cell.right } : line;
  });
}

/** What the layout could not settle, counted while pages are read. */
export interface LayoutNotes {
  /** Lines holding two columns of running text side by side, read across (sideBySideProse). */
  unorderedLines: number;
}

/**
 * Lines that hold two pieces of running text side by side, split at one x ("Led the migration of
 * all services⇥Taught coding to children at the"): two columns whose gutter the column search could
 * not find (crossed by a line, or too narrow), so their lines were read across, one from each
 * column. Counted when three or more lines with three words or more on both sides split within 4
 * points of the same x; a title beside its dates or place, or a grid of list items, is no such line.
 */
function sideBySideProse(lines: Line[]): number {
  const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}{2,}/u.test(w)).length;
  const splits: number[] = [];
  for (const l of lines) {
    if (l.fieldStart === undefined) continue;
    const tab = l.text.indexOf('\t');
    const [a, b] = [l.text.slice(0, tab), l.text.slice(tab + 1)];
    if (words(a) >= 3 && words(b) >= 3 && !findDateRange(b) && !ITEM_MARKER.test(b))
      splits.push(l.fieldStart);
  }
  if (splits.length < 3) return 0;
  const at = median(splits);
  const near = splits.filter((x) => Math.abs(x - at) <= 4).length;
  return near >= 3 ? near : 0;
}

/** Lines of one region (a column or a whole page) as text: wrapped lines joined, gaps as blank lines. */
function linesToText(regionLines: Line[], notes?: LayoutNotes): string[] {
  const lines = splitItemGrid(splitMarginLabels(joinMarginRanges(regionLines)));
  if (notes) notes.unorderedLines += sideBySideProse(lines);
  const out: string[] = [];
  // The right margin: the widest line of body-sized text (a large name may overhang the column).
  const typical = median(lines.map((l) => l.size));
  const body = lines.filter((l) => l.size <= 1.2 * typical);
  const columnRight = Math.max(...body.map((l) => l.right));
  const columnLeft = Math.min(...lines.map((l) => l.x));
  const listItem = markerlessListItems(lines, typical);
  let prev: Line | undefined;
  for (const line of lines) {
    if (!line.text) continue;
    if (prev) {
      const gap = line.y - (prev.bottom ?? prev.y);
      const size = Math.max(prev.size, line.size);
      const cell = cellWrap(prev, line);
      if (cell) {
        // A table-like row whose first cell wrapped ("June 2022 to February" / "2026"): the first
        // cell joins the row above, the rest of the line stays a line of its own.
        const last = out[out.length - 1];
        const tab = last.indexOf('\t');
        out[out.length - 1] = `${last.slice(0, tab)} ${cell.first}${last.slice(tab)}`;
        out.push(cell.rest.text);
        prev = cell.rest;
        continue;
      }
      const hanging = prev.bullet && !line.bullet && Math.abs(line.x - prev.textX) < 2 && gap <= 1.6 * size;
      const address = hanging ? undefined : addressWrap(prev, line, columnRight);
      const wrap =
        hanging && !line.text.includes('\t')
          ? 'first'
          : (address ??
            wrapOf(prev, line, columnRight) ??
            titleWrap(prev, line, typical) ??
            rightAlignedWrap(prev, line, columnLeft));
      const last = out[out.length - 1];
      const tab = last.indexOf('\t');
      // A wrapped left field goes before the right-aligned one ("Acme Corp\tJan 2020" + "Inc.").
      const left = wrap === 'first' && prev.fieldStart !== undefined && tab >= 0 ? last.slice(0, tab) : last;
      const joined = address ? `${left}${line.text}` : wrap ? joinWrapped(left, line.text) : undefined;
      if (wrap && joined !== undefined) {
        out[out.length - 1] = `${joined}${last.slice(left.length)}`;
        prev = {
          ...prev,
          y: line.y,
          // Where the last line joined starts: a right-aligned wrap measures from there.
          x: wrap === 'first' ? line.x : prev.x,
          right: wrap === 'first' && prev.fieldStart !== undefined ? prev.right : line.right,
          firstRight: wrap === 'first' ? line.right : prev.firstRight,
          fontLast: wrap === 'first' ? line.fontLast : prev.fontLast,
          fontEnd: wrap === 'first' && prev.fieldStart !== undefined ? prev.fontEnd : line.fontEnd,
        };
        continue;
      }
      if (gap > 1.7 * size) out.push('');
    }
    out.push(listItem(line) ? `• ${line.text}` : line.text);
    prev = line;
  }
  return out;
}

interface Split {
  header: PdfRun[];
  left: PdfRun[];
  right: PdfRun[];
  /** Runs below a side-by-side top band (name beside a contact block), read after it. */
  footer?: PdfRun[];
  /** The free band between the sides, from x to x (findGutter's). */
  gutter?: [number, number];
}

/**
 * Where a region's runs lie horizontally, as a starting x and a width in whole points; undefined
 * for regions too small (few runs, or under 100 points wide) to hold columns.
 */
function regionExtent(runs: PdfRun[]): { x0: number; width: number } | undefined {
  if (runs.length < 8) return undefined;
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  for (const r of runs) {
    minX = Math.min(minX, r.x);
    maxX = Math.max(maxX, r.x + r.w);
  }
  const x0 = Math.floor(minX);
  const width = Math.ceil(maxX) - x0 + 1;
  return width < 100 || !(width <= MAX_REGION_WIDTH) ? undefined : { x0, width };
}

/**
 * The narrowest gutter between columns, in points. (A Deedy resume's long school name ends 6.6
 * points from the next column, but moderncv's date margin is 8 points from its content: a
 * narrower gutter reads those dates as a column of their own.)
 */
const MIN_GUTTER = 10;
/**
 * A gutter between NARROW_GUTTER and MIN_GUTTER points wide separates columns only when the left
 * side reads as a column of its own, its lines starting at one edge and ending ragged (Deedy's
 * education column, 5.3 to 5.8 points from the experience beside it: 3 whole points once both
 * sides are rounded outwards), and the right side's lines start at its left edge or indented from
 * it, none further left (flushLeft). moderncv's margin labels are set flush right against their
 * entries, and stay with them; the wide word spaces of a justified line (Deedy's "INSTITUTO
 * TECNOLÓGICO DE") leave the last word ahead of the right side's edge, and are no gutter.
 */
const NARROW_GUTTER = 3;

/** True when most lines start at one left edge and their right ends spread (ragged-right text). */
function raggedRight(runs: PdfRun[]): boolean {
  const lines = buildLines(runs);
  if (lines.length < 3) return false;
  const starts = lines.map((l) => l.x).sort((a, b) => a - b);
  const ends = lines.map((l) => l.right).sort((a, b) => a - b);
  const at = (values: number[], q: number) => values[Math.floor((values.length - 1) * q)];
  const size = median(lines.map((l) => l.size));
  return at(starts, 0.6) - starts[0] < 2 && at(ends, 0.9) - at(ends, 0.1) > 3 * size;
}

/**
 * True when every line starts at one left edge, save bullets and their wrapped lines: a column of
 * text of its own. Not words pushed across a gap from the side beside it (a justified line's last
 * word, ahead of the edge), nor right-aligned dates beside a grid's last column (stackoverflow's
 * skills and the dates of the entries below them).
 */
function flushLeft(runs: PdfRun[]): boolean {
  // A bullet may be a run of its own or the first character of its line's run.
  const lines = buildLines(runs).map((l) => ({ ...l, bullet: l.bullet || BULLET_GLYPH.test(l.text[0]) }));
  const edge = Math.min(...lines.filter((l) => !l.bullet).map((l) => l.x));
  const hanging = lines.filter((l) => l.bullet).map((l) => l.textX);
  return lines.every(
    (l) => Math.abs(l.x - edge) <= 1 || l.bullet || hanging.some((x) => Math.abs(l.x - x) <= 1),
  );
}

/** lowest[x - x0]: the bottom of the lowest run covering x (NEGATIVE_INFINITY when none does). */
function lowestCover(runs: PdfRun[], x0: number, width: number): Float64Array {
  const lowest = new Float64Array(width).fill(Number.NEGATIVE_INFINITY);
  for (const r of runs) {
    const bottom = r.y + 0.3 * r.size;
    const from = Math.max(0, Math.floor(r.x - x0));
    const to = Math.min(width - 1, Math.ceil(r.x + r.w - x0));
    for (let i = from; i <= to; i++) if (bottom > lowest[i]) lowest[i] = bottom;
  }
  return lowest;
}

/**
 * Whether any of `others` reaches (by more than a point) into a band of x positions where
 * findGutter could find a gutter in `runs`: free of runs below the lowest header it may take.
 * Cheap, and false where findGutter(runs) could not return a gutter those runs reach into.
 */
function reachesIntoGutter(runs: PdfRun[], others: PdfRun[]): boolean {
  const extent = regionExtent(runs);
  if (!extent) return false;
  const { x0, width } = extent;
  const lowest = lowestCover(runs, x0, width);
  const tops = runs.map((r) => r.y - r.size).sort((a, b) => a - b);
  // findGutter keeps at least `need` runs below its header: its cut is under this top.
  const need = Math.ceil(Math.max(8, runs.length * 0.6));
  if (need > tops.length) return false;
  const cut = tops[tops.length - need];
  const lo = Math.floor(width * 0.1);
  const hi = Math.ceil(width * 0.9);
  let start = -1;
  for (let i = lo; i <= hi; i++) {
    if (i < hi && lowest[i] < cut) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0 && i - start >= NARROW_GUTTER) {
      const [from, to] = [x0 + start, x0 + i];
      if (others.some((r) => r.x < to - 1 && r.x + r.w > from + 1)) return true;
    }
    start = -1;
  }
  return false;
}

/** The best vertical gutter of a region, or undefined when the region is one column. */
function findGutter(runs: PdfRun[]): Split | undefined {
  const extent = regionExtent(runs);
  if (!extent) return undefined;
  const { x0, width } = extent;
  const lowest = lowestCover(runs, x0, width);
  const tops = runs.map((r) => r.y - r.size).sort((a, b) => a - b);
  const below = (cut: number) => {
    // Runs whose top is below the cut.
    let lo = 0;
    let hi = tops.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tops[mid] > cut) hi = mid;
      else lo = mid + 1;
    }
    return tops.length - lo;
  };
  const need = Math.max(8, runs.length * 0.6);
  const lo = Math.floor(width * 0.1);
  const hi = Math.ceil(width * 0.9);
  // Try header heights from none upwards: the first height that leaves a valid gutter wins.
  // At most 200 header heights are tried (pages with thousands of runs stay fast).
  const cuts = [...new Set(Array.from(lowest.subarray(lo, hi)))].sort((a, b) => a - b).slice(0, 200);
  // The first gutter found under the smallest header wins, unless it is narrow and a few more runs
  // in the header (a large name overhanging the gutter) open a wider one.
  let best: (Split & { gap: number }) | undefined;
  for (const cut of cuts) {
    if (below(cut) < need) break;
    if (best && (best.gap >= 20 || runs.length - below(cut) > best.header.length + 3)) break;
    let start = -1;
    for (let i = lo; i <= hi; i++) {
      if (i < hi && lowest[i] <= cut) {
        if (start < 0) start = i;
        continue;
      }
      if (start >= 0 && i - start >= NARROW_GUTTER) {
        const gap = i - start;
        const split = !best || gap > best.gap ? splitAt(runs, x0 + start, cut) : undefined;
        if (split && (gap >= MIN_GUTTER || (raggedRight(split.left) && flushLeft(split.right))))
          best = { ...split, gap, gutter: [x0 + start, x0 + i] };
      }
      start = -1;
    }
  }
  return best;
}

function splitAt(runs: PdfRun[], gutter: number, cut: number): Split | undefined {
  const header: PdfRun[] = [];
  const left: PdfRun[] = [];
  const right: PdfRun[] = [];
  for (const r of runs) {
    if (r.y - r.size <= cut) header.push(r);
    else if (r.x + r.w / 2 < gutter) left.push(r);
    else right.push(r);
  }
  return isColumnPair(left, right) ? { header, left, right } : undefined;
}

function distinctLines(runs: PdfRun[]): number[] {
  const ys = [...new Set(runs.map((r) => Math.round(r.y)))].sort((a, b) => a - b);
  return ys.filter((y, i) => i === 0 || y - ys[i - 1] > 2);
}

function isColumnPair(left: PdfRun[], right: PdfRun[], minLines = 3): boolean {
  const leftLines = distinctLines(left);
  const rightLines = distinctLines(right);
  if (leftLines.length < minLines || rightLines.length < minLines) return false;
  const top = Math.max(leftLines[0], rightLines[0]);
  const bottom = Math.min(leftLines[leftLines.length - 1], rightLines[rightLines.length - 1]);
  const shorter = Math.min(
    leftLines[leftLines.length - 1] - leftLines[0],
    rightLines[rightLines.length - 1] - rightLines[0],
  );
  if (bottom - top < 0.4 * shorter) return false;
  // Right-aligned fields beside left-side lines (dates, locations) are one column, not two.
  // Section headings set in the middle of the page ("Work" centred above the entries) or at its
  // right edge say nothing about the fields beside the left side's lines, so they are left out of
  // the count: known heading words, and lines in a font 1.4 times the left side's body text or more
  // (jsonresume-theme-flat's right-aligned "Profiles", a word no heading list has).
  const body = median(left.map((r) => r.size));
  const lines = buildLines(right).filter((l) => !headingOf(l.text) && l.size < 1.4 * body);
  if (lines.length === 0) return false;
  const paired = lines.filter((l) => leftLines.some((ly) => Math.abs(ly - Math.round(l.y)) <= 2)).length;
  const ends = lines.map((l) => l.right).sort((a, b) => a - b);
  const rightAligned = ends[Math.floor(ends.length * 0.9)] - ends[Math.floor(ends.length * 0.1)] < 4;
  // Bullets indented under a column's titles (a short column beside a sidebar) leave it left-aligned.
  const unbulleted = lines.filter((l) => !l.bullet);
  const starts = (unbulleted.length >= 2 ? unbulleted : lines).map((l) => l.x).sort((a, b) => a - b);
  const leftAligned = starts[Math.floor(starts.length * 0.6)] - starts[0] < 4;
  if (paired >= 0.6 * lines.length && (rightAligned || !leftAligned)) return false;
  return !isLabelMargin(left, rightLines);
}

/**
 * Section labels in a left margin, each beside the first line of its section ("Work" beside
 * "Director of Software Test"): read with the lines they stand beside, not as a column.
 */
function isLabelMargin(left: PdfRun[], rightLines: number[]): boolean {
  const labels = buildLines(left);
  const beside = labels.filter((l) => rightLines.some((y) => Math.abs(y - l.y) <= 2));
  const headings = labels.filter((l) => headingOf(l.text));
  return beside.length >= 0.8 * labels.length && headings.length >= 0.6 * labels.length;
}

/** Baseline of the last line of the first block of runs: lines follow without a paragraph gap. */
function blockBottom(runs: PdfRun[]): number {
  const lines = buildLines(runs);
  let bottom = lines[0]?.y ?? 0;
  for (let i = 1; i < lines.length; i++) {
    if (lines[i].y - lines[i - 1].y > 1.7 * Math.max(lines[i].size, lines[i - 1].size)) break;
    bottom = lines[i].y;
  }
  return bottom;
}

/**
 * Blocks side by side at the top of a region, above everything that crosses between them: the
 * name and label on the left, a contact block on the right, over a single-column body.
 */
function findTopBand(runs: PdfRun[]): Split | undefined {
  const extent = regionExtent(runs);
  if (!extent) return undefined;
  const { x0, width } = extent;
  // highest[x]: the top of the highest run covering x.
  const highest = new Float64Array(width).fill(Number.POSITIVE_INFINITY);
  for (const r of runs) {
    const top = r.y - r.size;
    const from = Math.max(0, Math.floor(r.x - x0));
    const to = Math.min(width - 1, Math.ceil(r.x + r.w - x0));
    for (let i = from; i <= to; i++) if (top < highest[i]) highest[i] = top;
  }
  const lo = Math.floor(width * 0.1);
  const hi = Math.ceil(width * 0.9);
  const cuts = [...new Set(Array.from(highest.subarray(lo, hi)))]
    .filter(Number.isFinite)
    .sort((a, b) => b - a)
    .slice(0, 200);
  for (const cut of cuts) {
    const band = runs.filter((r) => r.y - r.size < cut);
    if (band.length < 4 || band.length > runs.length / 2) continue;
    let start = -1;
    for (let i = lo; i <= hi; i++) {
      if (i < hi && highest[i] >= cut) {
        if (start < 0) start = i;
        continue;
      }
      if (start >= 0 && i - start >= 10) {
        const gutter = x0 + start;
        // The band is the two top blocks (lines without a paragraph gap); what is below joins the body.
        const leftAll = band.filter((r) => r.x + r.w / 2 < gutter);
        const rightAll = band.filter((r) => r.x + r.w / 2 >= gutter);
        if (leftAll.length && rightAll.length) {
          let end = Math.max(blockBottom(leftAll), blockBottom(rightAll)) + 1;
          // A row with same-size text on both sides ("Acme Corp ...... Berlin") is the body's.
          for (const r of rightAll)
            if (leftAll.some((l) => Math.abs(l.y - r.y) <= 2 && Math.abs(l.size - r.size) <= 0.5))
              end = Math.min(end, r.y - 0.5 * r.size);
          const inside = (r: PdfRun) => r.y - 0.35 * r.size <= end;
          const left = leftAll.filter(inside);
          const right = rightAll.filter(inside);
          if (
            distinctLines(left).length >= 2 &&
            distinctLines(right).length >= 2 &&
            isColumnPair(left, right, 2)
          ) {
            const inBand = new Set([...left, ...right]);
            return { header: [], left, right, footer: runs.filter((r) => !inBand.has(r)) };
          }
        }
      }
      start = -1;
    }
  }
  return undefined;
}

/** Lines in blocks: consecutive lines of one size without a paragraph gap between them. */
function blocksOf(lines: Line[]): Line[][] {
  const blocks: Line[][] = [];
  for (const line of lines) {
    const block = blocks[blocks.length - 1];
    const prev = block?.[block.length - 1];
    if (
      prev &&
      line.y - prev.y <= 1.7 * Math.max(prev.size, line.size) &&
      Math.abs(prev.size - line.size) <= 0.5
    )
      block.push(line);
    else blocks.push([line]);
  }
  return blocks;
}

const isLabel = (text: string) =>
  headingOf(text) !== undefined || findDateRange(text) !== undefined || looksLikeDate(text);

/**
 * A narrow left column of labels: section headings and date ranges standing in a margin, each at
 * the top of what it labels, a few short lines apart ("WORK EXPERIENCE" / "2013-12-01 to
 * 2014-12-01" beside "CEO/President at Pied Piper" and its description). A sidebar holds lists
 * under its headings; this column holds almost nothing but the labels.
 */
function isLabelColumn(left: Line[], right: Line[]): boolean {
  if (left.length < 3 || right.length < left.length) return false;
  const leftWidth = Math.max(...left.map((l) => l.right)) - Math.min(...left.map((l) => l.x));
  const rightWidth = Math.max(...right.map((l) => l.right)) - Math.min(...right.map((l) => l.x));
  if (leftWidth > 0.5 * rightWidth || left.some((l) => l.text.length > 45 || l.bullet)) return false;
  const blocks = blocksOf(left);
  if (blocks.length < 3 || blocks.some((b) => b.length > 3)) return false;
  return (
    blocks.filter((b) => isLabel(b[0].text) || isLabel(b.map((l) => l.text).join(' '))).length >=
    0.7 * blocks.length
  );
}

/**
 * A label column read with what it labels. A block of labels goes before the content line nearest
 * its first line (a date range stands beside an entry's second line, so it follows the entry's
 * title); a heading, often centred on its section, goes further up to where that section's content
 * begins (the last gap wider than 2.5 lines).
 */
function interleaveLabels(left: Line[], right: Line[]): Line[] {
  const out: Line[] = [];
  let i = 0;
  for (const block of blocksOf(left)) {
    const y = block[0].y;
    let j = i;
    while (j + 1 < right.length && Math.abs(right[j + 1].y - y) < Math.abs(right[j].y - y)) j++;
    if (headingOf(block.map((l) => l.text).join(' ')) || headingOf(block[0].text))
      while (j > i && j < right.length && right[j].y - right[j - 1].y <= 2.5 * right[j].size) j--;
    out.push(...right.slice(i, j), ...block);
    i = j;
  }
  return [...out, ...right.slice(i)];
}

/**
 * A grid of right-aligned cells in a right-aligned sidebar (jsonresume-theme-actual's skills: two
 * columns of name and group, the first ending a few points before the second's longest names):
 * too narrow a gutter for findGutter, so its rows were read across ("Roadmapping⇥Public"). Found
 * as the inner right edge where most runs stopping short of the region's right edge end, three or
 * more of different widths, beside which only cells ending at the region's right edge stand: the
 * band of rows from the first to the last of those runs is read column by column, the rest above
 * and below it as header and footer.
 */
function findAlignedGrid(runs: PdfRun[]): Split | undefined {
  const end = (r: PdfRun) => r.x + r.w;
  const right = Math.max(...runs.map(end));
  // The inner edge: where most runs that stop short of the right edge end.
  const inner = runs.filter((r) => end(r) < right - 2);
  const counts = new Map<number, number>();
  for (const r of inner) counts.set(Math.round(end(r)), (counts.get(Math.round(end(r))) ?? 0) + 1);
  let edge = 0;
  let most = 0;
  for (const [x, n] of counts) if (n > most) [edge, most] = [x, n];
  const left = inner.filter((r) => Math.abs(end(r) - edge) <= 1);
  if (left.length < 3) return undefined;
  const starts = left.map((r) => r.x);
  if (Math.max(...starts) - Math.min(...starts) <= 2) return undefined;
  const top = Math.min(...left.map((r) => r.y - r.size));
  let bottom = Math.max(...left.map((r) => r.y));
  const isCell = (r: PdfRun) => r.x >= edge + 1 && end(r) >= right - 2;
  // The outer column may run on below the inner one (an odd number of cells, a wrapped name), at
  // most as far apart as the inner column's lines are.
  const ys = left.map((r) => r.y).sort((a, b) => a - b);
  const pitch = Math.max(...ys.map((y, i) => (i ? y - ys[i - 1] : 0)));
  for (const r of runs.filter((r) => r.y - r.size >= bottom).sort((a, b) => a.y - b.y)) {
    if (!isCell(r) || r.y - bottom > pitch + 1) break;
    bottom = r.y;
  }
  const inBand = (r: PdfRun) => r.y > top && r.y - r.size < bottom;
  const beside = runs.filter((r) => inBand(r) && !left.includes(r));
  // Beside the inner column, only cells ending at the right edge, none reaching into it.
  if (beside.length < 2 || !beside.every(isCell)) return undefined;
  return {
    header: runs.filter((r) => !inBand(r) && r.y <= top),
    left,
    right: beside,
    footer: runs.filter((r) => !inBand(r) && r.y > top),
  };
}

/**
 * Columns that end above a section spanning the page again (a two-column skills grid above
 * "Languages", jsonresume-theme-class, -even and -spartan): from a section heading at the left
 * edge down, the runs of both sides are read after both sides, as a footer. The heading stands
 * below the right side's last line, or is a heading in a larger font with nothing beside it, the
 * next section's cells standing side by side under it as the grid's did (a grid run on to a second
 * page, above the Languages cells "Polish⇥English"). Without this the section below ended the left
 * side, and the right side's skills were read under its heading. (A main column running on below a
 * sidebar, or a sidebar below a main column, is left whole.)
 */
function sectionBelowColumns(split: Split): Split {
  if (!split.left.length || !split.right.length) return split;
  const end = Math.max(...split.right.map((r) => r.y));
  // The sides are a grid, their rows side by side: most right lines have a left line beside them
  // (a sidebar beside a main column has its own baselines).
  const leftLines = distinctLines(split.left);
  const rightLines = distinctLines(split.right);
  const paired = rightLines.filter((y) => leftLines.some((ly) => Math.abs(ly - y) <= 1)).length;
  if (paired < 0.5 * rightLines.length) return split;
  // At the left edge, where the section headings above the columns start, not inside the column;
  // the left column's last cells (a grid's odd cell) may stand between.
  const leftEdge = Math.min(...split.left.map((r) => r.x));
  const body = median(split.left.map((r) => r.size));
  // A heading in the middle ends columns that stand above it on both sides (not the grid's own),
  // and stands alone on its line, or in a margin of labels beside the next section's first cell
  // (jsonresume-theme-even's "Languages⇥Spanish⇥English").
  const inMargin = (h: PdfRun) =>
    split.left.some((r) => Math.abs(r.y - h.y) <= 0.35 * h.size && r.x > h.x + h.w + 0.5 * h.size);
  const standsAlone = (h: PdfRun) =>
    (inMargin(h) || (h.size >= 1.2 * body && !split.right.some((r) => Math.abs(r.y - h.y) <= h.size))) &&
    split.right.some((r) => r.y < h.y - h.size) &&
    split.left.some((r) => r.y < h.y - h.size);
  const heading = split.left
    .filter(
      (r) => r.x <= leftEdge + 2 && headingOf(r.str.trim()) && (r.y - 0.5 * r.size > end || standsAlone(r)),
    )
    .sort((a, b) => a.y - b.y)[0];
  if (!heading) return split;
  const below = (r: PdfRun) => r.y >= heading.y - 0.35 * heading.size;
  return {
    header: split.header,
    left: split.left.filter((r) => !below(r)),
    right: split.right.filter((r) => !below(r)),
    footer: [...split.left, ...split.right].filter(below),
  };
}

/**
 * Columns above a section that spans the region again and reaches into their gutter (a Languages
 * section whose second cell, "Professional working proficiency", runs under a two-column skills
 * grid: jsonresume-theme-class): findGutter, which looks for a gap through the whole region below
 * a header, cannot see that gutter, so the columns were read row by row or split at a gap that only
 * the rows near the bottom leave. The section starts at the lowest heading at the region's left
 * edge; when the runs above it have a gutter that the section's runs reach into, and that
 * `whole` (findGutter's answer for the whole region) is not the same gutter, the columns above are
 * read as findGutter splits them and the section after both, as a footer.
 */
function findGutterAboveSection(runs: PdfRun[], whole: Split | undefined): Split | undefined {
  const leftEdge = Math.min(...runs.map((r) => r.x));
  // From the bottom up, the first line at the left edge that is a heading (lines are built only
  // for runs at that edge: building all of them here cost a third of the layout's time).
  const starts = runs.filter((r) => r.x <= leftEdge + 2).sort((a, b) => b.y - a.y);
  let heading: Line | undefined;
  for (const start of starts) {
    const line = buildLines(runs.filter((r) => Math.abs(r.y - start.y) <= 0.35 * start.size))[0];
    if (line && line.x <= leftEdge + 2 && headingOf(line.text)) {
      heading = line;
      break;
    }
  }
  if (!heading) return undefined;
  const top = heading.y - 0.35 * heading.size;
  const above = runs.filter((r) => r.y < top);
  const footer = runs.filter((r) => r.y >= top);
  if (!reachesIntoGutter(above, footer)) return undefined;
  const split = findGutter(above);
  if (!split?.gutter) return undefined;
  const [from, to] = split.gutter;
  if (whole?.gutter && whole.gutter[0] < to && whole.gutter[1] > from) return undefined;
  return footer.some((r) => r.x < to - 1 && r.x + r.w > from + 1) ? { ...split, footer } : undefined;
}

function readRegion(runs: PdfRun[], depth: number, notes?: LayoutNotes): string[] {
  const whole = depth < 3 ? findGutter(runs) : undefined;
  const split =
    depth < 3
      ? (findGutterAboveSection(runs, whole) ?? whole ?? findTopBand(runs) ?? findAlignedGrid(runs))
      : undefined;
  if (!split) return linesToText(buildLines(runs), notes);
  const out: string[] = [];
  if (split.header.length) out.push(...linesToText(buildLines(split.header), notes), '');
  if (!split.footer) {
    const left = buildLines(split.left);
    const right = buildLines(split.right);
    if (isLabelColumn(left, right)) return [...out, ...linesToText(interleaveLabels(left, right), notes)];
  }
  const { left, right, footer } = split.footer ? split : sectionBelowColumns(split);
  out.push(...readRegion(left, depth + 1, notes), '');
  out.push(...readRegion(right, depth + 1, notes));
  if (footer?.length) out.push('', ...readRegion(footer, depth + 1, notes));
  return out;
}

/**
 * The second line of a large name set on two lines: the same size and font under the first, at its
 * left edge and normal leading, one or two words each ("Richard" / "Hendriks"); else undefined.
 */
function nameSecondLine(runs: PdfRun[], first: Line): string | undefined {
  const start = first.runs[0];
  const next = runs.filter(
    (r) =>
      Math.abs(r.size - start.size) <= 0.5 &&
      r.font === start.font &&
      r.y - first.y > 0.5 * start.size &&
      r.y - first.y <= 1.5 * start.size,
  );
  const line = next.length ? buildLines(next)[0] : undefined;
  if (!line || Math.abs(line.x - first.x) > 2) return undefined;
  const short = (text: string) => /^[\p{L}.'’-]+(?: [\p{L}.'’-]+)?$/u.test(text);
  const [a, b] = [first.text.split('\t')[0], line.text.split('\t')[0]];
  return short(a) && short(b) ? b : undefined;
}

/**
 * The text of one page from its positioned runs, in reading order. Exported for tests; `first`
 * moves the largest text near the top of the page (the name) to the front.
 */
export function layoutPage(runs: PdfRun[], pageHeight: number, first = false, notes?: LayoutNotes): string {
  const visible = runs.filter((r) => r.str.trim() !== '' && r.size > 0);
  if (visible.length === 0) return '';
  let lines = readRegion(visible, 0, notes);
  if (first) {
    const sizes = visible.map((r) => r.size);
    const typical = median(sizes);
    const biggest = visible.reduce((a, b) => (b.size > a.size ? b : a));
    if (biggest.size >= 1.3 * typical && biggest.y < pageHeight * 0.3) {
      const line = buildLines(visible.filter((r) => Math.abs(r.y - biggest.y) <= 0.35 * biggest.size))[0];
      const text = line ? line.text.split('\t')[0] : '';
      const second = line && nameSecondLine(visible, line);
      const index = lines.findIndex((l) => l === text || l.startsWith(`${text}\t`));
      if (second && index >= 0) {
        // A name set on two lines beside a contact block ("Richard" / "Hendriks", each row
        // beside a contact detail): both parts leave their rows and go first as one name.
        const rest = (l: string, part: string) => (l === part ? undefined : l.slice(part.length + 1));
        const nextIndex = lines.findIndex(
          (l, i) => i > index && (l === second || l.startsWith(`${second}\t`)),
        );
        if (nextIndex > index)
          lines = [
            `${text} ${second}`,
            ...lines.flatMap((l, i) =>
              i === index ? (rest(l, text) ?? []) : i === nextIndex ? (rest(l, second) ?? []) : [l],
            ),
          ];
      } else if (index > 0 && text.length <= 60) {
        lines = [
          text,
          ...lines.slice(0, index),
          lines[index].slice(text.length).replace(/^\t/, ''),
          ...lines.slice(index + 1),
        ];
      }
    }
  }
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

// --- pdfjs ----------------------------------------------------------------------------------------

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;
/**
 * pdfjs is loaded on first use, so importing the parser costs nothing until a PDF arrives. Its
 * "fake worker" (pdfjs's worker code run in this thread) is handed over as globalThis.pdfjsWorker
 * rather than left to pdfjs's own import of "./pdf.worker.mjs" by a path computed at run time:
 * the bundler then sees it and bundles it, and no path inside node_modules needs to exist.
 */
const loadPdfJs = (): Promise<PdfJs> => {
  pdfjs ??= (async () => {
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return pdfjs;
};

interface RawItem {
  str?: string;
  fontName?: string;
  transform?: number[];
  width?: number;
  height?: number;
}

/**
 * Horizontal text runs of a page, y measured down from the page's top. Runs outside the page box,
 * with coordinates that are not finite or with a font larger than the page are dropped (nobody
 * can see them), the rest are clipped to the box, and at most MAX_RUNS_PER_PAGE are kept.
 */
function toRuns(items: RawItem[], view: number[]): PdfRun[] {
  const [vx0, vy0, vx1, vy1] = view;
  const left = Math.min(vx0, vx1);
  const right = Math.max(vx0, vx1);
  const top = Math.max(vy0, vy1);
  const height = top - Math.min(vy0, vy1);
  const runs: PdfRun[] = [];
  for (const item of items) {
    if (runs.length >= MAX_RUNS_PER_PAGE) break;
    if (typeof item.str !== 'string' || !item.transform) continue;
    // Icon-font glyphs (private use) and unmapped glyphs ("\u0000") are no text: a run of only
    // those is dropped, inside a run they separate words.
    const str = stripUnstorable(item.str.slice(0, MAX_RUN_CHARS), ' ');
    if (!str.trim()) continue;
    const [a, b, c, d, e, f] = item.transform;
    // Horizontal text only; rotated runs (watermarks, vertical labels) are skipped.
    if (Math.abs(b) > 0.1 * Math.abs(a) + 0.01 || Math.abs(c) > 0.1 * Math.abs(d) + 0.01) continue;
    const size = Math.abs(d) || item.height || 0;
    const y = top - f;
    const w = item.width ?? 0;
    if (![size, y, e, w].every(Number.isFinite) || size > height || y < 0 || y > height + size) continue;
    const x = Math.max(e, left);
    const end = Math.min(e + w, right);
    if (end < x) continue;
    runs.push({ str, x, y, w: end - x, size, font: item.fontName });
  }
  return runs;
}

/** Text of a PDF file, page by page in reading order. */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  return (await readPdf(bytes)).text;
}

/** Text of a PDF file, page by page in reading order, and what its layout left unsettled. */
export async function readPdf(bytes: Uint8Array): Promise<{ text: string; notes: LayoutNotes }> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new UnreadableFileError('encrypted');
    throw new UnreadableFileError('corrupt', (error as Error).message);
  }
  try {
    const pages: { runs: PdfRun[]; height: number }[] = [];
    const count = Math.min(doc.numPages, MAX_PAGES);
    for (let n = 1; n <= count; n++) {
      const page = await doc.getPage(n);
      const [, y0, , y1] = page.view;
      const content = await page.getTextContent();
      pages.push({ runs: toRuns(content.items as RawItem[], page.view), height: Math.abs(y1 - y0) });
      page.cleanup();
    }
    const texts: string[] = [];
    const notes: LayoutNotes = { unorderedLines: 0 };
    let length = 0;
    for (const [n, runs] of dropPageFurniture(pages).entries()) {
      if (length >= MAX_TEXT_CHARS) break;
      const text = layoutPage(runs, pages[n].height, n === 0, notes);
      texts.push(text);
      length += text.length;
    }
    return { text: texts.join('\n\n').slice(0, MAX_TEXT_CHARS), notes };
  } catch (error) {
    if (error instanceof UnreadableFileError) throw error;
    throw new UnreadableFileError('corrupt', (error as Error).message);
  } finally {
    await task.destroy().catch(() => undefined);
  }
}
