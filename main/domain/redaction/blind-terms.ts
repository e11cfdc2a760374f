import countriesJson from '../../../resources/taxonomy/geo/countries.json';
import { fold } from './names';
import { REDACTED, type Span } from './spans';
import { literal, PatternSet, SPACES, type Step } from './word-patterns';

/**
 * The blind profile's own search terms: the employers, schools, organisations and places that the
 * resume itself names in its structured fields, found again wherever the free text and the short
 * labels repeat them ("a growing team at Arcadia Technologies", "DevOps Engineer - Devoteam",
 * "Studied at Lakeshore State University", "based in Berlin").
 *
 * Each name is searched in three forms:
 * - the whole name, in any letter case and accent-insensitively ("ARCADIA TECHNOLOGIES GMBH");
 * - the name without its legal suffix and a leading "The" ("Arcadia Technologies" for
 *   "Arcadia Technologies GmbH"), in any case;
 * - its distinctive words ("Arcadia"): every word of at least three letters that is not a generic
 *   organisation or place word (GENERIC_WORDS: "Global", "Solutions", "Technologies", "Bank",
 *   "University", "Software", "North", "City"...). A distinctive word alone must be written with a
 *   capital initial (or in capitals): many are ordinary words in lower case ("summit", "reading",
 *   "nice", "mobile"), and a lower-case "horizon" or "beacon" is the word, not the employer.
 *   Place names of one word follow the same rule ("Nice", "Reading", "Bath").
 * Matches are word-bounded: "Arcadia" does not match inside "Arcadian".
 */

export type TermKind = 'organization' | 'place';

export interface TermSources {
  /** Employers, schools, volunteer organisations, project entities, referees' companies. */
  organizations: string[];
  /** Places: the parts of the candidate's and the work locations ("Berlin", "Germany"). */
  places: string[];
}

export interface TermMatcher {
  find(text: string, folded: string, out: Span[]): void;
}

const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

/** Legal forms written after a company name, lower case without dots. */
const LEGAL_SUFFIXES = words(`
  inc incorporated ltd limited llc llp lp plc corp corporation co company gmbh mbh ag kg ohg ug se sa
  sas sarl srl spa bv nv ab as oy oyj pty pvt pte kk sl slu aps asa sp zoo kft sro doo ltda eirl
`);

/** Words that say what kind of organisation or place a name is, not which one. Never matched alone. */
export const GENERIC_WORDS = words(`
  the and for of at in on by with from to a an de la le les du des der die das den und di del della
  dei van von het y e et

  technologies technology tech solutions solution systems system services service software hardware
  global worldwide international national regional local group groups holdings holding partners
  partner labs lab laboratory laboratories digital data analytics insights ai cloud networks network
  hosting studio studios design designs creative platforms platform apps app industries industry
  media agency brands brand marketing capital financial finance bank banking accounting people
  staffing talent consulting consultants consultancy logistics supply freight distribution
  manufacturing health healthcare medical center centre hospital hospitals care clinic clinics legal
  law advisors advisers advisory construction builders electric electrical mechanical contractors
  telecom telecommunications retail company companies corporation enterprise enterprises ventures
  associates management energy power foods food products engineering energy trading insurance
  pharma pharmaceuticals biotech bio motors automotive airlines air transport communications
  consumer commerce online web internet mobile games entertainment publishing press news
  university universities universität universitat universidad université universite universiteit
  università universita uniwersytet college colleges school schools academy institute institut
  instituto istituto hochschule fachhochschule polytechnic politecnico politechnika polytechnique
  école ecole escuela scuola gymnasium lyceum faculty campus high secondary primary elementary
  community state technical technological technische sciences science research studies education
  educational learning training foundation trust association society alliance collective club
  council committee department ministry office government public private federal royal
  charity project projects network mentoring literacy open doors code youth sports shelter animal
  welcome refugee second chance trail cleanup coastal habitat food bank

  north south east west northern southern eastern western central upper lower greater new old saint
  st san santa city town county region province district metropolitan metro valley lake river
  island islands bay coast mountain hills park heights square street road
  republic kingdom united states federation union
  remote hybrid onsite on-site anywhere home
`);

const LETTER = /\p{L}/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Splits a name into words: spaces and the punctuation inside names ("Loire-Océan", "AT&T"). */
const WORD_SEPARATORS = /[\s,;:/()&+|·–—-]+/u;

const key = (word: string) => fold(word).toLowerCase().replace(/[.'’]/g, '');

/** The name's words without trailing legal forms and a leading "The". */
function withoutLegalForm(name: string): string[] {
  const parts = name
    .replace(/[,]/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '');
  while (parts.length > 1 && LEGAL_SUFFIXES.has(key(parts[parts.length - 1]))) parts.pop();
  // "& Co.", "and Partners" stay: they are part of how people write the name.
  if (parts.length > 1 && key(parts[0]) === 'the') parts.shift();
  return parts;
}

/** The words of a name that single it out. */
export function distinctiveWords(name: string): string[] {
  return fold(name)
    .split(WORD_SEPARATORS)
    .map((w) => w.replace(/['’]s$/, '').replace(/^[.'’]+|[.'’]+$/g, ''))
    .filter((w) => {
      const k = key(w);
      if (!LETTER.test(w) || GENERIC_WORDS.has(k) || LEGAL_SUFFIXES.has(k)) return false;
      return CJK.test(w) ? [...w].length >= 2 : [...k].length >= 3;
    });
}

/** Words joined by runs of whitespace, each compared case-insensitively. */
const phrase = (parts: string[]): Step[] =>
  parts.flatMap((p, i) => (i === 0 ? literal(p) : [SPACES, ...literal(p)]));

/**
 * What a pattern finds: a phrase of several words (any case) or a single word (needs a capital),
 * of an organisation or a place.
 */
type Tag = `${TermKind}:${'phrase' | 'word'}`;
const TAGS: ReadonlySet<Tag> = new Set([
  'organization:phrase',
  'organization:word',
  'place:phrase',
  'place:word',
]);

/** Splits "Berlin, BE, DE" or "San Francisco, California" into place names (codes of 1-3 capitals stay out). */
export function placeNames(location: string): string[] {
  return location
    .split(/[,;\n]/)
    .map((p) => p.trim().replace(/\s+/g, ' '))
    .filter((p) => p !== '' && !/\d/.test(p) && !/^\p{Lu}{1,3}$/u.test(p) && LETTER.test(p));
}

const COUNTRIES = countriesJson as Record<string, string[]>;

/**
 * The places a location names: its parts ("Lyon"), and when its last part is a country code, the
 * country's names from the taxonomy's gazetteer ("FR" → "France"; the ISO alpha-3 code is left
 * out). Only the last part: "Berlin, BE, DE" has the region code BE, not Belgium.
 */
export function placesOf(location: string): string[] {
  const out = placeNames(location);
  const parts = location.split(/[,;\n]/);
  const names = COUNTRIES[parts[parts.length - 1].trim()];
  if (parts.length > 1 && names) out.push(names[0], ...names.slice(2));
  return out;
}

export function buildTermMatcher(sources: TermSources): TermMatcher | null {
  const patterns = new PatternSet<Tag>();
  const addPhrase = (parts: string[], kind: TermKind) => {
    const folded = parts.map((p) => fold(p));
    if (folded.length === 0) return;
    if (folded.length === 1) {
      const k = key(folded[0]);
      if (GENERIC_WORDS.has(k) || [...k].length < (CJK.test(k) ? 2 : 3)) return;
    }
    // CJK names sit inside longer runs of text without spaces: no word bounds.
    const bounded = !folded.some((p) => CJK.test(p));
    patterns.add(phrase(folded), `${kind}:${folded.length > 1 ? 'phrase' : 'word'}`, bounded);
  };
  const add = (name: string, kind: TermKind) => {
    const clean = name.replace(/\s+/g, ' ').trim();
    if (clean === '' || clean === REDACTED) return;
    addPhrase(clean.split(' '), kind);
    addPhrase(withoutLegalForm(clean), kind);
    for (const word of distinctiveWords(clean)) addPhrase([word], kind);
  };
  for (const name of sources.organizations) add(name, 'organization');
  for (const place of sources.places) add(place, 'place');
  if (patterns.size === 0) return null;

  return {
    find(text, folded, out) {
      patterns.scan(folded, TAGS, (start, end, tag) => {
        const [kind, form] = tag.split(':') as [TermKind, 'phrase' | 'word'];
        if (form === 'word' && !/^\p{Lu}/u.test(text.slice(start, end))) return;
        out.push({ start, end, kind });
      });
    },
  };
}
