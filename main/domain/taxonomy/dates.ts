// Resume dates as people write them: "Jan 2020", "January 2020", "Sept. 2019", "03/2019", "2019-03",
// "2019-03-15", "2019", "Summer 2018", "Q3 2021", "Present", "Current", "now". Month names are also
// read in Spanish, French, German and Portuguese ("marzo 2020", "März 2020").

export type ResumeDate = { year: number; month?: number; season?: string } | 'present' | undefined;

const PRESENT = new Set([
  'present',
  'current',
  'currently',
  'now',
  'today',
  'ongoing',
  'to date',
  'till date',
  'till now',
  'until now',
  'to present',
  'date',
  'actual',
  'actualidad',
  'presente',
  'heute',
  'aujourdhui',
  'atual',
  'atualmente',
  'expected',
]);

const MONTHS = new Map<string, number>();
const MONTH_NAMES: [number, string][] = [
  [1, 'january jan enero ene janvier janv januar jänner janeiro'],
  [2, 'february feb febrero février fevrier fevr févr februar fevereiro fev'],
  [3, 'march mar marzo mars märz marz março marco'],
  [4, 'april apr abril avril avr'],
  [5, 'may mayo mai maio'],
  [6, 'june jun junio juin juni junho'],
  [7, 'july jul julio juillet juil juli julho'],
  [8, 'august aug agosto août aout ago'],
  [9, 'september sep sept septiembre setiembre septembre setembro set'],
  [10, 'october oct octubre octobre oktober outubro okt out'],
  [11, 'november nov noviembre novembre novembro'],
  [12, 'december dec diciembre dic décembre decembre déc dezember dezembro dez'],
];
for (const [month, names] of MONTH_NAMES) for (const name of names.split(' ')) MONTHS.set(name, month);

const SEASONS: Record<string, string> = {
  spring: 'Spring',
  summer: 'Summer',
  fall: 'Fall',
  autumn: 'Fall',
  winter: 'Winter',
};

function year(text: string): number | undefined {
  let y = Number(text);
  if (!Number.isInteger(y)) return undefined;
  if (text.length === 2) y += y < 50 ? 2000 : 1900;
  return y >= 1900 && y <= 2100 ? y : undefined;
}

function withMonth(y: number | undefined, month: number): ResumeDate {
  if (y === undefined || !(month >= 1 && month <= 12)) return undefined;
  return { year: y, month };
}

/**
 * Parses a date as written in a resume. Returns {year, month?} (month 1-12), {year, season} for
 * "Summer 2018", 'present' for "Present"/"Current"/"now", undefined when unreadable. All-numeric
 * day/month/year dates are read month-first unless the first number cannot be a month ("25/03/2019").
 */
export function parseResumeDate(text: string): ResumeDate {
  if (typeof text !== 'string') return undefined;
  const s = text
    .trim()
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/^[([]|[)\].,;:]+$/g, '')
    .replace(/\s+/g, ' ');
  if (!s) return undefined;
  if (PRESENT.has(s)) return 'present';
  // ISO: 2019-03, 2019-03-15, 2019-03-15T10:00:00Z, 2019/03, 2019.03
  const iso = /^(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?(?:t.*)?$/.exec(s);
  if (iso) return withMonth(year(iso[1]), Number(iso[2]));
  // 03/2019, 3-2019, 03.2019, 03/19
  const monthYear = /^(\d{1,2})[-/.](\d{4}|\d{2})$/.exec(s);
  if (monthYear) return withMonth(year(monthYear[2]), Number(monthYear[1]));
  // 03/15/2019 or 15/03/2019
  const full = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(s);
  if (full) {
    const a = Number(full[1]);
    const b = Number(full[2]);
    return withMonth(year(full[3]), a > 12 ? b : a);
  }
  // 2019
  if (/^\d{4}$/.test(s)) {
    const y = year(s);
    return y === undefined ? undefined : { year: y };
  }
  // Jan 2020, January 2020, Sept. 2019, Mar '19, 15 March 2020, March 15, 2020, 2020 March
  const words = s.split(/[\s.,/-]+/).filter(Boolean);
  let monthValue: number | undefined;
  let yearText: string | undefined;
  let season: string | undefined;
  let quarter: number | undefined;
  for (const w of words) {
    if (/^\d{4}$/.test(w)) {
      if (yearText) return undefined;
      yearText = w;
    } else if (
      /^\d{2}$/.test(w) &&
      !yearText &&
      monthValue !== undefined &&
      words.indexOf(w) === words.length - 1
    ) {
      yearText = w;
    } else if (/^\d{1,2}(st|nd|rd|th)?$/.test(w)) {
      // a day of the month: ignored
    } else if (/^q[1-4]$/.test(w)) {
      quarter = Number(w[1]);
    } else if (SEASONS[w]) {
      season = SEASONS[w];
    } else if (MONTHS.has(w)) {
      if (monthValue !== undefined) return undefined;
      monthValue = MONTHS.get(w);
    } else if (w.length >= 3 && w.length < 9) {
      const prefix = [...MONTHS.keys()].find((name) => name.length >= 3 && name.startsWith(w));
      if (prefix && monthValue === undefined) monthValue = MONTHS.get(prefix);
      else return undefined;
    } else if (w !== 'of' && w !== 'de' && w !== 'the') {
      return undefined;
    }
  }
  const y = yearText ? year(yearText) : undefined;
  if (y === undefined) return undefined;
  if (monthValue !== undefined) return withMonth(y, monthValue);
  if (season) return { year: y, season };
  if (quarter) return { year: y, month: (quarter - 1) * 3 + 1 };
  return { year: y };
}
