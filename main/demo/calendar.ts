// Calendar arithmetic on whole UTC days. The generator works in day numbers
// (days since 1970-01-01) and formats only at the end; converting with Howard
// Hinnant's civil-date algorithms is much cheaper than building Date objects
// and calling toISOString() for every one of the ~10 dates in a resume.

export const DAY_MS = 86_400_000;

/** "00" … "99", so formatting never pads strings at run time. */
const PAD2: readonly string[] = Array.from({ length: 100 }, (_, i) => (i < 10 ? `0${i}` : String(i)));

/** Day number of a proleptic Gregorian date (month 1-12). */
export function dayFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const shiftedMonth = month > 2 ? month - 3 : month + 9;
  const dayOfYear = Math.floor((153 * shiftedMonth + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** [year, month 1-12, day 1-31] of a day number. */
export function civilFromDay(dayNumber: number): [year: number, month: number, day: number] {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return [year, month, day];
}

/**
 * Formatted days from 1970 to 2149, filled on first use: a resume has about
 * ten dates and they repeat a lot (every month start, every 30 June), so a
 * lookup beats redoing the civil-date arithmetic.
 */
const CACHE_DAYS = 65_536;
const DAY_CACHE: (string | undefined)[] = new Array(CACHE_DAYS);
/** Month start of each cached day; 0 (1970-01-01, itself a month start) means "not yet known". */
const MONTH_START_CACHE = new Int32Array(CACHE_DAYS);

/** YYYY-MM-DD of a day number (years 1000-9999). */
export function formatDay(dayNumber: number): string {
  const cacheable = dayNumber >= 0 && dayNumber < CACHE_DAYS;
  const cached = cacheable ? DAY_CACHE[dayNumber] : undefined;
  if (cached !== undefined) return cached;
  const [year, month, day] = civilFromDay(dayNumber);
  const text = `${year}-${PAD2[month]}-${PAD2[day]}`;
  if (cacheable) DAY_CACHE[dayNumber] = text;
  return text;
}

/** YYYY-MM-DDThh:mm:ssZ of a millisecond timestamp. */
export function formatTimestamp(ms: number): string {
  const dayNumber = Math.floor(ms / DAY_MS);
  const seconds = Math.floor((ms - dayNumber * DAY_MS) / 1000);
  const hh = Math.floor(seconds / 3600);
  const mm = Math.floor((seconds % 3600) / 60);
  return `${formatDay(dayNumber)}T${PAD2[hh]}:${PAD2[mm]}:${PAD2[seconds % 60]}Z`;
}

/** The first day of the month containing `dayNumber`. */
export function startOfMonth(dayNumber: number): number {
  if (dayNumber < 0 || dayNumber >= CACHE_DAYS) return dayNumber - civilFromDay(dayNumber)[2] + 1;
  let start = MONTH_START_CACHE[dayNumber];
  if (start === 0) {
    start = dayNumber - civilFromDay(dayNumber)[2] + 1;
    MONTH_START_CACHE[dayNumber] = start;
  }
  return start;
}

export function yearOf(dayNumber: number): number {
  return civilFromDay(dayNumber)[0];
}

/** The generator's notion of "now", in both units it works with. */
export interface Clock {
  nowMs: number;
  nowDay: number;
}

export function clockOf(now: Date): Clock {
  const nowMs = now.getTime();
  if (!Number.isFinite(nowMs)) throw new RangeError('demo generator: `now` is not a valid date');
  return { nowMs, nowDay: Math.floor(nowMs / DAY_MS) };
}
