import {
  type CountryCode,
  findPhoneNumbersInText,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';
import { PHONE_CUE } from './lexicon';
import type { Span } from './spans';

/**
 * Phone numbers in free text.
 *
 * Running libphonenumber-js's text finder (findPhoneNumbersInText) over whole fields costs about
 * 1 ms per kilobyte and region, too slow for the 2 ms-per-resume budget with several regions. So
 * a cheap regular expression first picks phone-shaped candidates (digits with spaces, dots,
 * dashes, slashes and parentheses, 7 to 15 digits), guards reject the look-alikes a resume is full
 * of (years and year ranges, dates, IP and version numbers, ISBNs, money, thousands-grouped
 * counts, scores), and findPhoneNumbersInText then validates each remaining candidate on its own,
 * with the "max" metadata (the default "min" metadata accepts nearly any German digit string):
 * international numbers (+CC, 00CC) as they are, national numbers against the resume's own
 * countries first, then the common regions below; the finder must match the whole candidate. A
 * cue word just before the number ("Tel.:", "call", "mobile") accepts a phone-shaped candidate
 * that fails validation (test ranges such as 555-0147, an invalid but possible +CC number).
 */

/** Regions tried for national-format numbers, after the resume's own country. */
export const COMMON_REGIONS: readonly CountryCode[] = ['US', 'GB', 'DE', 'FR', 'IN', 'BR', 'JP'];

const CANDIDATE =
  /(?<![\p{L}\p{N}_/+\-@#$€£¥₹]|\d[.,])(?:(?:\+|\b00)\s?)?(?:\(\+?\d{1,5}\)\s?)?\d[\d \u00a0()./\-\u2010-\u2013]{4,24}\d(?:\s?(?:x|ext\.?|extension|#)\s?\d{1,6})?(?![\p{L}\p{N}_]|[.,]\d)/giu;

const YEAR = /^(?:19[5-9]\d|20[0-3]\d)$/;
const DATE_LIKE = /^(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{2}|\d{4})|\d{4}[./-]\d{1,2}[./-]\d{1,2})$/;
const IP_LIKE = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const ZIP4 = /^\d{5}-\d{4}$/;
const THOUSANDS = /^[1-9]\d{0,2}(?:[ \u00a0.]\d{3})+$/;
const ISBN_HYPHENATED = /^\d{1,5}[-\s]\d{1,7}[-\s]\d{1,7}[-\s][\dX]$/;
const BEFORE_REJECT =
  /(?:\bv|\bversion\s?|\bISBN(?:-1[03])?:?\s?|\bISSN:?\s?|\bDOI:?\s?|\bID:?\s?|\b(?:SKU|EAN|GTIN|UPC):?\s?|[$€£¥₹]\s?|\bUSD\s?|\bEUR\s?|\bINR\s?|\bRs\.?\s?)$/i;
const AFTER_REJECT =
  /^(?:\s?(?:%|k\b|m\b|bn\b|x\b|\+|USD|EUR|users|requests|downloads|lines|rows|records)|:\d\d)/i;
/** A label after the number: "0546 310814-Office", "+31 20 123 4567 fax". */
const AFTER_CUE = /^\s?[-–(]?\s?(?:office|fax|mobile|cell|home|work|landline|direct|tel)\b/i;
/** A cue a little further back, with no digits between: "Contact: Jane Roe, 399 482 615". */
const NEAR_CUE = /\b(?:phone|telephone|tel|mobile|cell|call|fax|contact|whatsapp)\b[^\d\n]{0,40}$/i;
/** North American shapes, valid or not (fictional and test numbers included): (415) 555-0134, 1-535-785-0796. */
const NANP = /^(?:\+?1[-. ]?)?(?:\(\d{3}\)\s?|\d{3}[-. ])\d{3}[-. ]\d{4}$/;
const EXTENSION = /\s?(?:x|ext\.?|extension|#)\s?\d{1,6}$/i;
/** "079.123.45.67", "612.34.56.78": groups of two to four digits joined by dots. */
const DOTTED = /^\d{2,4}(?:\.\d{2,4}){2,4}$/;
/**
 * Countries that write phones with dots, tried for a dotted number that no cue introduces (not
 * those whose plans accept almost any nine digits, such as Poland: "123.456.789" is a part number).
 */
const DOTTED_REGIONS: readonly CountryCode[] = ['CH', 'BE', 'ES', 'IT', 'PT', 'NL', 'LU'];

/** An IPv4 address: four octets of 0-255 without leading zeros. */
function isIPv4(core: string): boolean {
  const octets = core.split('.');
  return octets.length === 4 && octets.every((o) => Number(o) <= 255 && (o === '0' || !o.startsWith('0')));
}

function digitGroups(text: string): string[] {
  return text.split(/[^\d]+/).filter((g) => g !== '');
}

/** Any region: the number carries its country calling code. */
const INTERNATIONAL: readonly CountryCode[] = ['US'];

/** libphonenumber-js's own text matcher, run on the candidate alone, must find all of it. */
function isValidIn(candidate: string, regions: readonly CountryCode[]): boolean {
  for (const region of regions) {
    const found = findPhoneNumbersInText(candidate, { defaultCountry: region });
    if (found.length === 1 && found[0].startsAt === 0 && found[0].endsAt === candidate.length) return true;
  }
  return false;
}

/** Trims unbalanced parentheses at either end ("(3" of "2019-2021 (3 years)"). */
function trimParens(text: string, start: number): { text: string; start: number } {
  let t = text;
  let s = start;
  for (;;) {
    const open = (t.match(/\(/g) ?? []).length;
    const close = (t.match(/\)/g) ?? []).length;
    if (open > close && t.startsWith('(')) {
      t = t.slice(1).trimStart();
      s = start + (text.length - t.length);
      continue;
    }
    if (open !== close) {
      const cut = Math.max(t.lastIndexOf('('), t.lastIndexOf(')'));
      if (cut <= 0) return { text: t, start: s };
      t = t.slice(0, cut).trimEnd();
      while (t && !/\d$/.test(t)) t = t.slice(0, -1);
      continue;
    }
    return { text: t, start: s };
  }
}

export function findPhones(text: string, regions: readonly CountryCode[], out: Span[]): void {
  const validity = new Map<string, boolean>();
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(text); m; m = CANDIDATE.exec(text)) {
    // A rejected candidate may hide a phone after its start ("TLS 1.3. (21) 2099-9616"): retry
    // from the next character (the look-behind skips positions inside numbers).
    if (!acceptCandidate(text, m, regions, out, validity)) CANDIDATE.lastIndex = m.index + 1;
  }
}

function acceptCandidate(
  text: string,
  m: RegExpExecArray,
  regions: readonly CountryCode[],
  out: Span[],
  validity: Map<string, boolean>,
): boolean {
  const trimmed = trimParens(m[0], m.index);
  const candidate = trimmed.text;
  const start = trimmed.start;
  if (!candidate) return false;
  const core = candidate.replace(EXTENSION, '');
  const digits = core.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  const before = text.slice(Math.max(0, start - 24), start);
  const after = text.slice(start + candidate.length, start + candidate.length + 12);
  if (BEFORE_REJECT.test(before) || AFTER_REJECT.test(after)) return false;
  const cued =
    PHONE_CUE.test(before) ||
    AFTER_CUE.test(after) ||
    NEAR_CUE.test(text.slice(Math.max(0, start - 48), start));
  const international = /^(?:\+|00)/.test(core);
  if (international) {
    // A "+" and eight or more digits is a phone number whatever its validity: nothing else in a
    // resume is written so. "00" needs validation or a cue (it also starts serial numbers).
    const plus = core.replace(/^00\s?/, '+');
    const valid =
      (core.startsWith('+') && digits.length >= 8) ||
      isValidIn(plus, INTERNATIONAL) ||
      (cued && parsePhoneNumberFromString(plus)?.isPossible() === true);
    if (!valid) return false;
    out.push({ start, end: start + candidate.length, kind: 'phone' });
    return true;
  }
  // Much of Europe dots its phones ("079.123.45.67", "612.34.56.78"): a dotted number that a
  // dotting country's plan accepts is a phone, cued or not, unless it reads as an IPv4 address
  // (the look-alike guards below would take "079.123.45.67" for one).
  if (
    DOTTED.test(core) &&
    digits.length >= 9 &&
    // With its trunk 0 ("079.123.45.67") or in four groups or more ("612.34.56.78").
    (core.startsWith('0') || core.split('.').length >= 4) &&
    !isIPv4(core) &&
    (isValidIn(core, regions) || isValidIn(core, DOTTED_REGIONS))
  ) {
    out.push({ start, end: start + candidate.length, kind: 'phone' });
    return true;
  }
  const shaped = NANP.test(core) || candidate !== core;
  const groups = digitGroups(core);
  if (groups.filter((g) => YEAR.test(g)).length >= 2) return false;
  if (DATE_LIKE.test(core) || IP_LIKE.test(core) || ZIP4.test(core) || ISBN_HYPHENATED.test(core))
    return false;
  if (/^97[89]/.test(digits) && digits.length === 13) return false;
  if (groups.length > 1 && groups[groups.length - 1].length === 1) return false;
  if (groups.length === 2 && /^\d+[.,]\d+$/.test(core)) return false;
  if (!cued && THOUSANDS.test(core)) return false;
  // "4.18.0-200" is a version: phones never have a one-digit group between dots.
  if (!cued && /(?:^|\.)\d\./.test(core)) return false;
  // "1310/1600" is a score; "030/1234567" (trunk 0 before the slash) is a German number.
  if (!cued && groups.length === 2 && core.includes('/') && !core.startsWith('0')) return false;
  // A bare digit run is a phone only when cued, or when it is dialled with a trunk 0.
  if (groups.length === 1 && !cued && !(core.startsWith('0') && digits.length >= 10)) return false;
  if (!cued && !shaped) {
    let valid = validity.get(core);
    if (valid === undefined) {
      valid = isValidIn(core, regions);
      validity.set(core, valid);
    }
    if (!valid) return false;
  }
  out.push({ start, end: start + candidate.length, kind: 'phone' });
  return true;
}

/** Country names and codes seen at the end of a location ("Berlin, BE, DE", "Pune, India"). */
const COUNTRY_NAMES: Record<string, CountryCode> = {
  usa: 'US',
  'united states': 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'united kingdom': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'great britain': 'GB',
  germany: 'DE',
  deutschland: 'DE',
  france: 'FR',
  india: 'IN',
  brazil: 'BR',
  brasil: 'BR',
  japan: 'JP',
  canada: 'CA',
  australia: 'AU',
  spain: 'ES',
  españa: 'ES',
  italy: 'IT',
  italia: 'IT',
  netherlands: 'NL',
  ireland: 'IE',
  switzerland: 'CH',
  austria: 'AT',
  mexico: 'MX',
  portugal: 'PT',
  poland: 'PL',
  sweden: 'SE',
};

/**
 * The resume's own countries, as default regions for national phone numbers: the country of an
 * international personalInfo.phone, and the country that ends personalInfo.location (a code or a
 * known country name). Both are used, so a second pass over a redacted resume (where one of them
 * may be gone) never tries a region the first pass did not.
 */
export function resumeRegions(phone: string | undefined, location: string | undefined): CountryCode[] {
  const regions: CountryCode[] = [];
  if (phone && /^\s*(?:\+|00)/.test(phone)) {
    const parsed = parsePhoneNumberFromString(phone.trim().replace(/^00/, '+'));
    if (parsed?.country) regions.push(parsed.country);
  }
  if (location) {
    const last = location.split(',').pop()?.trim() ?? '';
    const upper = last.toUpperCase();
    const code = upper === 'UK' ? 'GB' : upper;
    const named = COUNTRY_NAMES[last.toLowerCase()];
    if (/^[A-Z]{2}$/.test(last) && isSupportedCountry(code)) regions.push(code as CountryCode);
    else if (named) regions.push(named);
  }
  return [...new Set(regions)];
}

/** The resume's regions first, then the common regions. */
export function regionsFor(own: readonly CountryCode[]): CountryCode[] {
  return [...own, ...COMMON_REGIONS.filter((r) => !own.includes(r))];
}
