/**
 * Numbers and plurals for the UI, through Intl in the user's locale (undefined = the browser's), so
 * that "1 resume" and "20,000 resumes" read the same on every screen. One formatter of each kind,
 * built once: Intl objects are costly to create and cheap to reuse.
 */

const counts = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });
const percents = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });
const pluralRules = new Intl.PluralRules();

/** 20000 → "20,000" (grouped, at most one decimal). */
export function formatCount(value: number): string {
  return counts.format(value);
}

/** 20000 → "20K", 1500000 → "1.5M": for axis ticks and other tight places. */
export function formatCompact(value: number): string {
  return compact.format(value);
}

/** A share between 0 and 1 → "42.5%". */
export function formatShare(share: number): string {
  return percents.format(share);
}

/**
 * A count with its noun in the right plural form: plural(1, 'resume', 'resumes') → "1 resume",
 * plural(2345, 'resume', 'resumes') → "2,345 resumes". The plural form defaults to singular + "s".
 */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${formatCount(count)} ${pluralRules.select(count) === 'one' ? one : other}`;
}
