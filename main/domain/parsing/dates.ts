import { parseResumeDate } from '../taxonomy';

// Date ranges as resumes write them: "Jan 2020 – Present", "January 2020 - Mar 2021",
// "03/2019 – 05/2021", "2019 – 2021", "2019-03 to 2021-05", "Sept. 2019 — Aug 2020", "Mar '19 – now",
// "Since 2018", "Summer 2018". Single dates too ("May 2018", "2018"). Each date is read by the
// taxonomy's parseResumeDate (month names in several languages); output dates are JSON Resume
// dates: YYYY or YYYY-MM.
//
// Seasons become months: Spring → March–May, Summer → June–August, Fall/Autumn →
// September–November, Winter → January–February of the year written (the academic winter term).
// "Summer 2018" alone is the range 2018-06 – 2018-08.

export interface DateRange {
  start?: string;
  end?: string;
  /** The end was "Present", "Current", "now"... */
  present: boolean;
  /** Where the dates were found in the line, and their text. */
  index: number;
  text: string;
  /** 0..1: month-level dates 0.95, years 0.85, seasons 0.7. */
  confidence: number;
  /** One date, not a range. */
  single: boolean;
}

const SEASON_MONTHS: Record<string, [number, number]> = {
  Spring: [3, 5],
  Summer: [6, 8],
  Fall: [9, 11],
  Winter: [1, 2],
};

const Y4 = '(?:19|20)\\d{2}';
const WORD = '[A-Za-zÀ-ÿ]{3,12}\\.?';
const DATE = [
  `\\d{1,2}\\.?\\s+${WORD}\\s+${Y4}`, // 15 March 2020
  `${WORD},?\\s+(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+)?(?:${Y4}|['’]\\d{2})`, // Jan 2020, March 15, 2020, Mar '19
  `Q[1-4]\\s+${Y4}`,
  `\\d{1,2}[./-]\\d{1,2}[./-]${Y4}`, // 03/15/2019
  `\\d{1,2}[./-]${Y4}`, // 03/2019
  `${Y4}[./-]\\d{1,2}(?:[./-]\\d{1,2})?(?!\\d)`, // 2019-03, 2019-03-15
  Y4,
].join('|');
const PRESENT =
  "present|current|currently|now|today|ongoing|to date|till date|till now|until now|date|heute|actualidad|actual|presente|aujourd['’]hui|atualmente|atual|jetzt|expected";
const SEP =
  '\\s*(?:[–—−~→]|-{1,2})\\s*|\\s+(?:to|until|till|through|thru|bis|hasta|à|au|a|al|até|ate|tot)\\s+';

const RANGE = new RegExp(`(?<![\\w/.])(${DATE})(?:${SEP})(${DATE}|${PRESENT})(?![\\w/])`, 'gi');
const SINCE = new RegExp(`\\b(?:since|from|seit|desde|depuis|dal)\\s+(${DATE})(?![\\w/])`, 'gi');
const SINGLE = new RegExp(`(?<![\\w/.-])(${DATE})(?![\\w/]|[.-]\\d)`, 'gi');
const PRESENT_ONLY = new RegExp(`^(?:${PRESENT})$`, 'i');

interface Point {
  value: string;
  confidence: number;
  season?: string;
  year: number;
}

function point(text: string, edge: 'start' | 'end'): Point | 'present' | undefined {
  const parsed = parseResumeDate(text);
  if (parsed === undefined) return undefined;
  if (parsed === 'present') return 'present';
  const pad = (m: number) => String(m).padStart(2, '0');
  if (parsed.month)
    return { value: `${parsed.year}-${pad(parsed.month)}`, confidence: 0.95, year: parsed.year };
  if (parsed.season) {
    const months = SEASON_MONTHS[parsed.season];
    if (months) {
      const month = edge === 'start' ? months[0] : months[1];
      return {
        value: `${parsed.year}-${pad(month)}`,
        confidence: 0.7,
        season: parsed.season,
        year: parsed.year,
      };
    }
  }
  return { value: String(parsed.year), confidence: 0.85, year: parsed.year };
}

/** Matches of a global regex, retried one character later when `read` rejects a match. */
function* candidates(regex: RegExp, line: string): Generator<RegExpExecArray> {
  regex.lastIndex = 0;
  for (let m = regex.exec(line); m; m = regex.exec(line)) {
    yield m;
    regex.lastIndex = m.index + 1;
  }
}

/** The first date range in a line (or, failing that, the first single date), or undefined. */
export function findDateRange(line: string): DateRange | undefined {
  for (const m of candidates(RANGE, line)) {
    const start = point(m[1], 'start');
    const end = PRESENT_ONLY.test(m[2]) ? 'present' : point(m[2], 'end');
    if (!start || start === 'present' || !end) continue;
    const present = end === 'present';
    return {
      start: start.value,
      end: present ? undefined : end.value,
      present,
      index: m.index,
      text: m[0],
      confidence: Math.min(start.confidence, present ? 0.95 : end.confidence),
      single: false,
    };
  }
  for (const m of candidates(SINCE, line)) {
    const start = point(m[1], 'start');
    if (!start || start === 'present') continue;
    return {
      start: start.value,
      present: true,
      index: m.index,
      text: m[0],
      confidence: start.confidence,
      single: false,
    };
  }
  for (const m of candidates(SINGLE, line)) {
    const start = point(m[1], 'start');
    if (!start || start === 'present') continue;
    const end = point(m[1], 'end') as Point;
    return {
      start: start.value,
      end: end.value,
      present: false,
      index: m.index,
      text: m[0],
      confidence: start.confidence,
      single: true,
    };
  }
  return undefined;
}

/** Text that looks like it meant to be a date (a season, month name or year) but was not read. */
export function looksLikeDate(text: string): boolean {
  return (
    /\b(spring|summer|fall|autumn|winter|present|current|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\b/i.test(
      text,
    ) || /\b(19|20)\d{2}\b/.test(text)
  );
}
