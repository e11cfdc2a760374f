import type { CountryCode } from 'libphonenumber-js/max';
import { findAddressBlocks } from './address-blocks';
import { completeAddresses, findStreetAddresses } from './addresses';
import { findContextBirthDates } from './birth-dates';
import type { TermMatcher } from './blind-terms';
import { findFamilyNames } from './family-names';
import { findCards, findIbans, findIpAddresses, findNationalIds } from './identifiers';
import {
  ANNOTATIONS,
  GENDERED_HONORIFICS,
  GENDERED_WORDS,
  MONTHS,
  PIN_CITIES,
  POSTCODE_CITIES,
  TECH_DOTTED,
  TLDS,
  US_STATES,
} from './lexicon';
import { fold, type NameMatcher } from './names';
import { findPersonNames } from './person-names';
import { findPhones } from './phones';
import { isPostcodeShape } from './postcode-shapes';
import { applySpans, maskRedacted, mergeSpans, type Span, type SpanKind } from './spans';
import { findTypedStreets } from './typed-streets';

/**
 * Free-text detectors. Every pattern is compiled once at module load, uses bounded quantifiers
 * and starts with a look-behind that fails fast inside words, so scanning is linear in practice.
 * Each detector runs only when a cheap pre-check on the text passes (an "@", a digit, a dot...).
 */

export interface ScanContext {
  /** Regions tried for national phone numbers (the resume's own first). */
  regions: readonly CountryCode[];
  /** Names and usernames to find, or null when none are redacted. */
  names: NameMatcher | null;
  /** Name words of the resume's names that options.keep keeps: never redacted as anyone's name. */
  keptNames?: ReadonlySet<string>;
  /** Blind profile: also remove gendered words. */
  blind: boolean;
  /** Blind profile: the employers, schools and places the resume names (blind-terms.ts). */
  terms?: TermMatcher | null;
}

/**
 * text: every detector (summaries, descriptions, highlights, courses, reference texts).
 * label: short labelled values (positions, skills, titles): only unambiguous contact data — e-mail
 * addresses, explicit URLs (scheme or www.), international phone numbers, full names and usernames
 * (and gendered words in the blind profile).
 */
export type ScanMode = 'text' | 'label';

type Detector = (text: string, out: Span[]) => void;

function collect(
  re: RegExp,
  text: string,
  out: Span[],
  kind: SpanKind,
  group = 0,
  keep?: (m: RegExpExecArray) => boolean,
) {
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (keep && !keep(m)) continue;
    const value = m[group];
    if (value === undefined || value === '') continue;
    const start = group === 0 ? m.index : m.index + m[0].lastIndexOf(value);
    out.push({ start, end: start + value.length, kind });
  }
}

// --- e-mail ----------------------------------------------------------------------------------

const EMAIL =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}][\p{L}\p{N}._%+-]{0,63}@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.){1,8}\p{L}{2,24}(?![\p{L}\p{N}-])/gu;
const EMAIL_OBFUSCATED =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}][\p{L}\p{N}._%+-]{0,63}\s?[[(<{]\s?at\s?[\])>}]\s?[\p{L}\p{N}-]{1,63}(?:\s?(?:[[(<{]\s?dot\s?[\])>}]|\.)\s?[\p{L}\p{N}-]{1,63}){1,4}|(?<![\p{L}\p{N}])[\p{L}\p{N}][\p{L}\p{N}._-]{0,63} at [\p{L}\p{N}-]{1,63}(?: dot [\p{L}\p{N}-]{1,63}){0,3} dot (?:com|org|net|io|dev|de|fr|in|br|jp|edu|co)(?![\p{L}\p{N}])/giu;

/** "icon@2x.png" is an image asset, not an address. */
const FILE_EXTENSION = /\.(?:png|jpe?g|gif|svg|webp|pdf|ico|bmp|tiff?)$/i;

export const findEmails: Detector = (text, out) => {
  if (text.includes('@')) collect(EMAIL, text, out, 'email', 0, (m) => !FILE_EXTENSION.test(m[0]));
  if (/\bat\b/i.test(text) && /\bdot\b/i.test(text)) collect(EMAIL_OBFUSCATED, text, out, 'email');
};

// --- URLs and domains --------------------------------------------------------------------------

const URL_CHARS = `[^\\s<>"'\`{}|\\\\^\\[\\]\\u0001]`;
const URL_EXPLICIT = new RegExp(
  `(?<![\\p{L}\\p{N}_@])(?:(?:https?|ftp):\\/\\/|www\\.)${URL_CHARS}{2,2048}`,
  'giu',
);
const BARE_DOMAIN = new RegExp(
  `(?<![\\p{L}\\p{N}_.\\/@-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.){1,4}(?:${TLDS})(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}])(?:\\/${URL_CHARS}*)?`,
  'giu',
);
const TRAILING_PUNCT = /[.,;:!?'"’”)\]}]+$/;

function trimUrl(url: string): string {
  let u = url.replace(TRAILING_PUNCT, '');
  // Keep a closing parenthesis that closes one opened inside the URL (Wikipedia style).
  if (url.length > u.length && url[u.length] === ')' && u.includes('(') && !u.includes(')')) u += ')';
  return u;
}

function pushUrl(m: RegExpExecArray, out: Span[]) {
  const url = trimUrl(m[0]);
  if (url.length > 4) out.push({ start: m.index, end: m.index + url.length, kind: 'url' });
}

export const findExplicitUrls: Detector = (text, out) => {
  if (!/(?:\/\/|www\.)/i.test(text)) return;
  URL_EXPLICIT.lastIndex = 0;
  for (let m = URL_EXPLICIT.exec(text); m; m = URL_EXPLICIT.exec(text)) pushUrl(m, out);
};

/**
 * Bare domains ("janedoe.dev", "github.com/jdoe"). A domain with a path is always redacted. A
 * domain alone must be written in lower case ("ASP.NET", "Booking.com", "Socket.IO" are product
 * and employer names) and must not be a known product or namespace ("socket.io", "java.io").
 */
export const findBareDomains: Detector = (text, out) => {
  if (!text.includes('.')) return;
  BARE_DOMAIN.lastIndex = 0;
  for (let m = BARE_DOMAIN.exec(text); m; m = BARE_DOMAIN.exec(text)) {
    const slash = m[0].indexOf('/');
    const domain = slash >= 0 ? m[0].slice(0, slash) : trimUrl(m[0]);
    if (TECH_DOTTED.has(domain.toLowerCase())) continue;
    if (slash < 0 || trimUrl(m[0]).length <= slash + 1) {
      if (domain !== domain.toLowerCase()) continue;
      out.push({ start: m.index, end: m.index + domain.length, kind: 'url' });
      continue;
    }
    pushUrl(m, out);
  }
};

// --- handles -----------------------------------------------------------------------------------

const HANDLE =
  /(?<![\p{L}\p{N}_@./+-])@([A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,38}[A-Za-z0-9_])?)(?![\p{L}\p{N}_@/(-]|\.[\p{L}\p{N}])/gu;

/** @name handles; not npm scopes (@types/node), decorators (@Component(...)) or annotations. */
export const findHandles: Detector = (text, out) => {
  if (!text.includes('@')) return;
  collect(
    HANDLE,
    text,
    out,
    'handle',
    0,
    (m) => /[A-Za-z]/.test(m[1]) && !ANNOTATIONS.has(m[1].toLowerCase()),
  );
};

// --- street addresses ----------------------------------------------------------------------------

const UNIT = `(?:Apt|Apartment|Suite|Ste|Unit|Flat|Floor|Fl)\\.?\\s?#?[A-Za-z0-9-]{1,6}`;
const STREET_WORD = `(?:\\p{Lu}[\\p{Ll}'’]+|[A-Z]{2,3}|\\d{1,3}(?:st|nd|rd|th))`;
const STREET_SUFFIX =
  'Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Place|Pl|Way|Terrace|Ter|Close|Crescent|Cres|Square|Sq|Parkway|Pkwy|Highway|Hwy|Circle|Cir|Row|Mews|Walk|Gardens|Grove|Loop|Nagar|Marg|Layout|Colony';
const ADDRESS_EN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${UNIT},?\\s)?(?:\\d{1,5}[A-Za-z]?(?:-\\d{1,5})?|One|Two|Three|Four|Five|Ten),?\\s(?:(?:N|S|E|W|North|South|East|West)\\.?\\s)?(?:${STREET_WORD}\\s){0,3}(?:${STREET_WORD}\\s(?:${STREET_SUFFIX})\\b(?!\\s(?:to|of|for)\\s)\\.?|Broadway\\b)(?:\\s(?:NW|NE|SW|SE|N|S|E|W)\\b)?(?:,?\\s${UNIT})?`,
  'gu',
);
const ADDRESS_DE =
  /(?<![\p{L}\p{N}])(?:\p{Lu}[\p{Ll}ß]+(?:-\p{Lu}?[\p{Ll}ß]+){0,4}-?(?:[Ss]tra(?:ße|sse)|[Ss]tr\.|[Ww]eg|[Aa]llee|[Pp]latz|[Gg]asse|[Dd]amm|[Uu]fer|[Cc]haussee|[Ss]teig|[Pp]fad)|\p{Lu}[\p{Ll}ß]+\s(?:Straße|Strasse|Str\.|Weg|Allee|Platz|Gasse|Ring|Damm|Ufer|Chaussee))\s?\d{1,4}(?:\s?[a-z])?(?![\p{L}\p{N}])/gu;
const FR_WORD = `\\p{Lu}[\\p{L}'’-]+`;
const FR_LINK = `(?:(?:de\\sla|de\\sl['’]|du|des|de|d['’]|la|le|les|l['’])\\s?)`;
const ADDRESS_FR = new RegExp(
  `(?<![\\p{L}\\p{N}])\\d{1,4}(?:\\s?(?:bis|ter))?,?\\s(?:[Rr]ue|avenue|Avenue|[Bb]oulevard|[Bb]d|place|[Cc]hemin|[Aa]ll[ée]e|[Ii]mpasse|[Qq]uai)\\s${FR_LINK}?${FR_WORD}(?:\\s${FR_LINK}?${FR_WORD}){0,3}`,
  'gu',
);
const BR_LINK = `(?:(?:da|do|das|dos|de|e)\\s)`;
const ADDRESS_BR = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:Rua|Avenida|Av\\.|Alameda|Travessa|Praça|Rodovia|Estrada)\\s${BR_LINK}?\\p{Lu}[\\p{L}.'-]*(?:\\s${BR_LINK}?[\\p{Lu}\\d][\\p{L}\\d.'-]*){0,4},?\\s(?:n[º°o]\\.?\\s?)?\\d{1,5}(?![\\p{N}])`,
  'gu',
);
/** Italian, Spanish and Catalan streets: "Via Roma 10", "Calle de Alcalá 42". */
const ADDRESS_IT_ES =
  /(?<![\p{L}])(?:Via|Viale|Piazza|Corso|Calle|Plaza|Paseo|Carrer|Avinguda)\s(?:(?:de|del|dels|de\sla|de\slos|de\slas|della|dei|di)\s)?\p{Lu}[\p{L}'’]+(?:\s\p{Lu}[\p{L}'’]+){0,2},?\s(?:n\.?\s?)?\d{1,4}(?![\p{N}])/gu;
const ADDRESS_BOX =
  /(?<![\p{L}])(?:P\.?\s?O\.?\s?Box|Post\sOffice\sBox|Postfach|Caixa\sPostal)\s\d{1,6}(?![\p{N}])/gu;
/** German streets named with a preposition: "Am Markt 3", "Unter den Linden 5" (house numbers ≤ 3 digits, so "Im Jahr 2019" stays). */
const ADDRESS_DE_PREP =
  /(?<![\p{L}])(?:Am|An\sder|An\sden|Auf\sder|Auf\sdem|Im|In\sder|In\sden|Unter\sden|Zum|Zur|Hinter\sder|Alt)\s\p{Lu}[\p{Ll}ß]+(?:[\s-]\p{Lu}[\p{Ll}ß]+)?\s\d{1,3}(?:\s?[a-z])?(?![\p{L}\p{N}])/gu;
const ADDRESS_JP =
  /(?<![\p{L}\p{N}-])(?:\d{1,2}-\d{1,2}-\d{1,3},?\s\p{Lu}\p{Ll}+(?:-(?:ku|shi|cho|machi|gun))?|\p{Lu}\p{Ll}+-(?:ku|shi|cho|machi)\s\d{1,2}-\d{1,2}-\d{1,3})(?![\p{N}])/gu;

const NUMBER_WORD = /\b(?:One|Two|Three|Four|Five|Ten)\s\p{Lu}/u;

export const findAddresses: Detector = (text, out) => {
  if (!/\d/.test(text) && !NUMBER_WORD.test(text)) return;
  collect(ADDRESS_EN, text, out, 'address');
  collect(ADDRESS_DE, text, out, 'address');
  collect(ADDRESS_FR, text, out, 'address');
  collect(ADDRESS_BR, text, out, 'address');
  collect(ADDRESS_JP, text, out, 'address');
  collect(ADDRESS_BOX, text, out, 'address');
  collect(ADDRESS_IT_ES, text, out, 'address');
  collect(ADDRESS_DE_PREP, text, out, 'address');
};

// --- postcodes ----------------------------------------------------------------------------------

const ZIP_US = new RegExp(`(?<![\\p{L}])(?:${US_STATES}),?\\s(\\d{5}(?:-\\d{4})?)(?![\\p{N}-])`, 'gu');
const POSTCODE_UK =
  /(?<![\p{L}\p{N}])([A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?)\s?(\d[ABD-HJLNP-UW-Z]{2})(?![\p{L}\p{N}])/gu;
const POSTCODE_COMMA_CITY = /,\s?(\d{5})\s(?=\p{Lu}\p{Ll})/gu;
const POSTCODE_CITY = new RegExp(`(?<![\\p{L}\\p{N}.,])(\\d{5})\\s(?:${POSTCODE_CITIES})(?![\\p{L}])`, 'gu');
const POSTCODE_KEYWORD =
  /(?<![\p{L}])(?:PLZ|Postleitzahl|[Pp]ost\s?code|[Pp]ostal\s?code|[Cc]ode\s?postal|ZIP|[Zz]ip(?:\s?[Cc]ode)?|PIN(?:\s?[Cc]ode)?|[Pp]in\s?[Cc]ode|[Pp]incode|CEP)\s?(?:[:#-]|\sis)?\s?(\d{5}-\d{3,4}|\d{3}-\d{4}|\d{3}\s?\d{3}|\d{4,5}|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})(?![\p{L}\p{N}])/gu;
const PIN_CITY = new RegExp(
  `(?<![\\p{L}])(?:${PIN_CITIES})\\s?[-–,]?\\s?(\\d{3}\\s?\\d{3})(?![\\p{N}])`,
  'gu',
);
const CEP_BR = /(?<![\p{N}.\-/])(\d{5}-\d{3})(?![\p{N}-])/gu;
const POSTCODE_JP = /〒\s?(\d{3}-\d{4})/gu;

/**
 * "in Ceuta 27124", "in High Parker WL84 4KB", "in Vestdal 0202": a postcode after a place named
 * after "in"; four and six digits only when they are some country's postcode form and no year.
 */
const POSTCODE_AFTER_PLACE =
  /(?<=\b(?:in|at|to|from)\s\p{Lu}[\p{L}\p{M}'’-]{1,30}(?:\s\p{Lu}[\p{L}\p{M}'’-]{1,30}){0,2},?\s)(\d{4,6}|[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2})(?![\p{L}\p{N}]|[.,]\d)/gu;
const YEAR = /^(?:19|20)\d\d$/;
/**
 * Any country's postcode form after a postcode cue: "ZIP: 441 11", "zip code is J8G 4K1". The
 * candidate is validated by the CLDR patterns (postcode-shapes.ts), its first part alone if the
 * whole is none.
 */
const POSTCODE_CUE_ANY =
  /(?<![\p{L}])(?:PLZ|Postleitzahl|[Pp]ost\s?code|[Pp]ostal\s?code|[Cc]ode\s?postal|ZIP|[Zz]ip(?:\s?[Cc]ode)?|[Pp]incode|CEP|PSČ|PSC|Eircode)\s?(?:[:#-]|\sis)?\s?([A-Z\d]{2,8}(?:[ -][A-Z\d]{2,5})?)(?![\p{L}\p{N}])/gu;

function findCuedPostcodes(text: string, out: Span[]): void {
  POSTCODE_CUE_ANY.lastIndex = 0;
  for (let m = POSTCODE_CUE_ANY.exec(text); m; m = POSTCODE_CUE_ANY.exec(text)) {
    const start = m.index + m[0].length - m[1].length;
    const first = m[1].split(/[ -]/)[0];
    const value = isPostcodeShape(m[1]) ? m[1] : isPostcodeShape(first) ? first : null;
    if (value) out.push({ start, end: start + value.length, kind: 'postcode' });
  }
}

export const findPostcodes: Detector = (text, out) => {
  if (!/\d/.test(text)) return;
  collect(POSTCODE_AFTER_PLACE, text, out, 'postcode', 1, (m) => {
    const v = m[1];
    return v.length === 5 || /\s/.test(v) || (!YEAR.test(v) && isPostcodeShape(v));
  });
  findCuedPostcodes(text, out);
  collect(ZIP_US, text, out, 'postcode', 1);
  collect(POSTCODE_UK, text, out, 'postcode', 0, (m) => !/^(?:GB|TB)$/.test(m[2].slice(1)));
  collect(POSTCODE_COMMA_CITY, text, out, 'postcode', 1);
  collect(POSTCODE_CITY, text, out, 'postcode', 1);
  collect(POSTCODE_KEYWORD, text, out, 'postcode', 1);
  collect(PIN_CITY, text, out, 'postcode', 1);
  collect(CEP_BR, text, out, 'postcode', 1);
  collect(POSTCODE_JP, text, out, 'postcode', 1);
};

// --- dates of birth and ages -------------------------------------------------------------------

const DATE = `(?:\\d{1,2}(?:st|nd|rd|th|er|\\.)?[\\s-](?:of\\s|de\\s)?(?:${MONTHS})\\.?,?[\\s-]\\d{4}|(?:${MONTHS})\\.?\\s\\d{1,2}(?:st|nd|rd|th)?,?\\s\\d{4}|\\d{4}[-/.]\\d{1,2}[-/.]\\d{1,2}|\\d{1,2}[-/.]\\d{1,2}[-/.](?:\\d{4}|\\d{2})|\\d{4}年\\d{1,2}月\\d{1,2}日|(?:${MONTHS})\\.?\\s\\d{4}|(?:19|20)\\d{2})`;
const DOB = new RegExp(
  `(?<![\\p{L}])(?:born(?:\\s(?:on|in))?|b\\.|DOB|D\\.O\\.B\\.?|date\\sof\\sbirth|birth\\s?date|birthday|Geburtsdatum|geb\\.|geboren(?:\\sam)?|n[ée]e?\\sle|date\\sde\\snaissance|data\\sde\\snascimento|nascid[oa]\\sem|生年月日)\\s?[:\\-–]?\\s?(?:(?:is|was|[.,]?\\s?it['’]s|[.,]?\\s?it\\sis|[.,]?\\s?that['’]s)\\s)?(?:on\\s)?(${DATE})(?![\\p{L}\\p{N}])`,
  'giu',
);

export const findBirthDates: Detector = (text, out) => {
  if (/\d/.test(text)) collect(DOB, text, out, 'dob', 1);
};

const PERSON_NOUNS =
  /^(?:engineer|developer|professional|woman|man|person|candidate|graduate|student|designer|manager|analyst|scientist|mother|father|parent|applicant|male|female|boy|girl|patient|individual|kid|child|son|daughter|brother|sister|wife|husband|lady|gentleman|guy|mom|dad|nurse|teacher|driver|worker|employee|volunteer|athlete|self)\b/i;
/** "just turned 55", "I'll turn 63", "when he was 58", "retired at 61". */
const AGE_CUED =
  /(?<![\p{L}])(?:turn(?:ed|s|ing)?|(?:when|since)\s(?:he|she|I|they|we)\s(?:was|were|am|is)|retired\sat|died\sat|at\sthe\sage\sof)\s(\d{2})(?![\p{N}%]|\s?(?:years?|yrs?)\s(?:of|in|ago|experience)|[.,]\d|\s(?:minutes?|hours?|days?|weeks?|months?|percent|times|%|k\b))/giu;
const TENS =
  '(?:twenty|thirty|forty|fifty|sixty|seventy)(?:[-\\s](?:one|two|three|four|five|six|seven|eight|nine))?';
const AGE_WORDS = new RegExp(
  `(?<![\\p{L}])(?:aged?\\s(?:of\\s)?${TENS}(?![\\p{L}-])|${TENS}[\\s-]years?[\\s-]old(?![\\p{L}]))`,
  'giu',
);
/** "I am 34", "I'm 34" (not "I am 10 minutes away"). */
const AGE_I_AM =
  /(?<![\p{L}])I(?:\sam|['’]m)\s(\d{2})(?!\s?(?:%|\+|[.,]\d|[-\s]?(?:years?\s(?:of|in|experience)|yrs?\s(?:of|in)|minutes?|min|hours?|km|miles|times|x\b|k\b|per\b|percent)))(?![\p{L}\p{N}])/giu;
const AGE =
  /(?<![\p{L}])(?:age|aged|alter|âge|idade|edad)\s?(?:of\s)?[:\-–]?\s?(\d{2})(?![\p{N}%+]|\s?(?:years?|yrs?)\s(?:of|in|experience)|-\d)|(?<![\p{L}\p{N}.,])(\d{2})(?:\s?(?:years?|yrs?)[\s-]old|-years?-old|\s?(?:y\/o|yo)|\s(?:ans|Jahre\salt|anos|años)|歳)(?![\p{L}])/giu;

export const findAges: Detector = (text, out) => {
  if (!/\d/.test(text)) return;
  AGE.lastIndex = 0;
  for (let m = AGE.exec(text); m; m = AGE.exec(text)) {
    const years = Number(m[1] ?? m[2]);
    if (years < 14 || years > 99) continue;
    // "a 15-year-old codebase" describes a thing, not the candidate.
    if (m[2] && /-years?-old$/i.test(m[0])) {
      const next = text.slice(m.index + m[0].length).trimStart();
      if (/^\p{L}/u.test(next) && !PERSON_NOUNS.test(next)) continue;
    }
    // Only the number goes: "[REDACTED] years old" reads as well and hides as much.
    const digits = m[1] ?? m[2];
    const start = m.index + m[0].indexOf(digits);
    out.push({ start, end: start + digits.length, kind: 'age' });
  }
};

export const findCuedAges: Detector = (text, out) => {
  if (/\d/.test(text)) collect(AGE_CUED, text, out, 'age', 1, (m) => Number(m[1]) >= 14);
};

export const findAgeStatements: Detector = (text, out) => {
  if (!/\bI(?:\sam|['’]m)\s\d/i.test(text)) return;
  collect(AGE_I_AM, text, out, 'age', 1, (m) => Number(m[1]) >= 14);
};

/** "Jane Doe (34)": an age in parentheses right after a name span. */
function findAgesAfterNames(text: string, spans: Span[], out: Span[]) {
  for (const span of spans) {
    if (span.kind !== 'name') continue;
    const m = /^\s?\((\d{2})\)/.exec(text.slice(span.end, span.end + 6));
    if (m && Number(m[1]) >= 14) {
      const start = span.end + m[0].indexOf('(');
      out.push({ start, end: start + m[0].length - m[0].indexOf('('), kind: 'age' });
    }
  }
}

/** Ages written in words: "aged thirty-four", "forty years old". */
export const findAgesInWords: Detector = (text, out) => {
  if (/ty\b|ty-/i.test(text)) collect(AGE_WORDS, text, out, 'age');
};

// --- gendered words (blind profile) -------------------------------------------------------------

const capitalizedOrLower = (word: string) => `[${word[0].toUpperCase()}${word[0]}]${word.slice(1)}`;
const GENDERED = new RegExp(
  `(?<![\\p{L}\\p{N}_])(?:${GENDERED_WORDS.split(' ')
    .sort((a, b) => b.length - a.length)
    .map(capitalizedOrLower)
    .join('|')})(?![\\p{L}\\p{N}_])|(?<![\\p{L}\\p{N}_])(?:${GENDERED_HONORIFICS})\\.?(?=\\s\\p{Lu})`,
  'gu',
);

/** Pronouns, honorifics and gendered nouns, in lower case or capitalized (ALL-CAPS headings stay). */
export const findGenderedWords: Detector = (text, out) => collect(GENDERED, text, out, 'gender');

// --- orchestration ------------------------------------------------------------------------------

const INTERNATIONAL_ONLY: readonly CountryCode[] = [];

/** All spans in one string (already masked), unmerged. */
export function findSpans(text: string, ctx: ScanContext, mode: ScanMode): Span[] {
  const out: Span[] = [];
  findEmails(text, out);
  findExplicitUrls(text, out);
  if (mode === 'text') {
    findBareDomains(text, out);
    findHandles(text, out);
  }
  if (/\d/.test(text)) {
    if (mode === 'text') {
      findPhones(text, ctx.regions, out);
      findIbans(text, out);
      findCards(text, out);
      findIpAddresses(text, out);
      findNationalIds(text, out);
      findPostcodes(text, out);
      findBirthDates(text, out);
      findAges(text, out);
    } else {
      const before = out.length;
      findPhones(text, INTERNATIONAL_ONLY, out);
      // Labels keep only +CC / 00CC numbers: with no region, national numbers pass only when
      // cued ("Tel. 030 ..."), and a label such as "Team 4711 0815" is not a phone.
      for (let i = out.length - 1; i >= before; i--) {
        const s = text.slice(out[i].start, out[i].end);
        if (!/^(?:\+|00)/.test(s)) out.splice(i, 1);
      }
    }
  }
  if (mode === 'text') {
    findPersonNames(text, out, ctx.keptNames);
    findFamilyNames(text, out);
    findAddresses(text, out);
    findStreetAddresses(text, out);
    findTypedStreets(text, out);
    if (/\d/.test(text)) findAddressBlocks(text, out);
    completeAddresses(text, out);
    findAgesInWords(text, out);
    findAgeStatements(text, out);
    findCuedAges(text, out);
  }
  if (ctx.names) {
    const folded = fold(text);
    const before = out.length;
    if (mode === 'text') ctx.names.findAll(text, folded, out);
    else ctx.names.findFull(text, folded, out);
    if (mode === 'text' && out.length > before && text.includes('('))
      findAgesAfterNames(text, out.slice(before), out);
  }
  // After every name detector: a full date right after a name is a birth date.
  if (mode === 'text' && /\d{4}/.test(text)) findContextBirthDates(text, out.slice(), out);
  if (ctx.blind) findGenderedWords(text, out);
  if (ctx.terms) ctx.terms.find(text, fold(text), out);
  return out;
}

export interface TextRedaction {
  value: string;
  /** Spans of the first pass, in the original string, merged. */
  spans: Span[];
}

/**
 * Redacts the sensitive spans of one string, or returns null when there are none. Runs the
 * detectors again on the result until nothing new is found, so redacting the output again with
 * the same (or a smaller) set of detectors is a no-op. This terminates: detectors never match the
 * masked [REDACTED] markers, so every round turns at least one visible character into a marker.
 * In practice a second round finds nothing.
 */
export function redactText(text: string, ctx: ScanContext, mode: ScanMode): TextRedaction | null {
  const first = mergeSpans(findSpans(maskRedacted(text), ctx, mode));
  if (first.length === 0) return null;
  let value = applySpans(text, first);
  for (;;) {
    const again = mergeSpans(findSpans(maskRedacted(value), ctx, mode));
    if (again.length === 0) break;
    value = applySpans(value, again);
  }
  return { value, spans: first };
}
