import { parseResumeDate } from '../taxonomy';

/** How one date of a JSON Resume document was read. */
export interface DateReading {
  /** The stored form, YYYY-MM-DD (a missing month or day is 01); absent when there is no date. */
  date?: string;
  /** Why the value was changed or left out; absent when it was an official date or empty. */
  warning?: string;
}

/** The official JSON Resume forms: YYYY, YYYY-MM, YYYY-MM-DD. */
const OFFICIAL = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Reads a date as people write it in JSON Resume files. The official forms pass unchanged (as
 * YYYY-MM-DD) and cost one regex; anything else goes through the resume parser's date reader
 * (parseResumeDate: "Jan 2019", "2019-1", "03/2021", "Summer 2018"...) with a warning saying what it
 * was read as. "Present", "current" and the like mean an ongoing entry: no end date. Null, "" and
 * blanks are no date, without a warning. What cannot be read is left out, with a warning quoting it.
 */
export function readDate(value: string | number | null | undefined, isEnd: boolean): DateReading {
  if (value === null || value === undefined) return {};
  const text = String(value).trim();
  if (text === '') return {};
  const official = OFFICIAL.exec(text);
  if (official) {
    const [, year, month, day] = official;
    const monthNumber = month === undefined ? 1 : Number(month);
    const dayNumber = day === undefined ? 1 : Number(day);
    if (monthNumber >= 1 && monthNumber <= 12 && dayNumber >= 1 && dayNumber <= 31)
      return { date: `${year}-${month ?? '01'}-${day ?? '01'}` };
    // The official pattern allows month 00-19 and day 00-39: keep what is sure, the year.
    return { date: `${year}-01-01`, warning: `"${text}" has no valid month or day; kept the year ${year}` };
  }
  const parsed = parseResumeDate(text);
  if (parsed === 'present') {
    return isEnd
      ? { warning: `"${text}" read as ongoing (no end date)` }
      : { warning: `"${text}" is not a date; left out` };
  }
  if (parsed === undefined) return { warning: `"${text}" is not a date we can read; left out` };
  if (parsed.month) {
    return {
      date: `${parsed.year}-${pad(parsed.month)}-01`,
      warning: `"${text}" read as ${parsed.year}-${pad(parsed.month)}`,
    };
  }
  return { date: `${parsed.year}-01-01`, warning: `"${text}" read as ${parsed.year}` };
}
