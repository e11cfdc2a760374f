import namesJson from '../../../resources/redaction/names.json';
import citiesJson from '../../../resources/taxonomy/geo/cities.json';
import countriesJson from '../../../resources/taxonomy/geo/countries.json';
import { withoutDiacritics } from '../diacritics';
import { RAW_SKILLS } from '../taxonomy/data';
import { COMMON_WORDS, PLACE_WORDS, SKILL_WORDS } from './lexicon';

/**
 * Given-name and surname gazetteers for finding the names of anyone (person-names.ts), built from
 * resources/redaction/names.json (faker's per-locale person names, MIT; made by
 * scripts/build-name-gazetteer.mjs).
 *
 * The file is a few strings (bundled as a JSON module, like the taxonomy): parsing it is cheap, and
 * the Sets are built once, on the first lookup, so an app or worker that never redacts never pays
 * for them. Words are looked up lower-cased and without diacritics.
 */

export type NameWordClass =
  /** A name and nothing else: "Schwarz", "Sara". */
  | 'name'
  /** A name that is also a word, skill, place or technology: "Will", "Paris", "Julia", "Way". */
  | 'ambiguous'
  /** Not a name. */
  | 'none';

interface Lists {
  given: Set<string>;
  surnames: Set<string>;
  ambiguous: Set<string>;
  /** Words of the skill taxonomy's names and aliases, and of lexicon.ts's skill words. */
  skills: Set<string>;
}

let lists: Lists | null = null;

/**
 * Capitalized words that start sentences or headings and happen to be names in some locale
 * ("An" is Vietnamese, "Will" English): never a name on their own.
 */
const FUNCTION_WORDS =
  'a an the to of in on at by for from with and or but so as if is it its be are was were am i me my mine we our us you your he she him her his they them their this that these those there here what who whom which when where why how all any some no not yes do does did done can could will would shall should may might must have has had new old per via de la le el di da do du del des van von der den het een y e et und oder als auch mit ohne para con sin por les una uno los las il lo gli ci ne si se ma non più dan ja ta sa ha na ka ko ki mi ni pa ra wa ya al ul un ba bo co go jo mo no po ro to vo yo';

/** Month and weekday names and words that head resume lines. */
const NOT_NAMES =
  'january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday summary experience education skills projects references contact phone email address street road avenue city state country senior junior lead manager director engineer developer intern team company university college school institute bank group hospital church north south east west central new san santa saint st los las la del';

function build(): Lists {
  const words = (s: string) => s.split(' ').filter((w) => w !== '');
  const given = new Set(words(namesJson.given));
  const surnames = new Set(words(namesJson.surnames));
  const ambiguous = new Set(words(namesJson.englishWords));
  for (const w of [...SKILL_WORDS, ...PLACE_WORDS, ...COMMON_WORDS]) ambiguous.add(w);
  const notNames = new Set([...words(NOT_NAMES), ...words(FUNCTION_WORDS)]);
  const skills = new Set(SKILL_WORDS);
  const add = (phrase: string, into?: Set<string>) => {
    for (const w of phrase.split(/[\s,./()-]+/)) {
      if (!w) continue;
      ambiguous.add(foldKey(w));
      into?.add(foldKey(w));
    }
  };
  for (const skill of RAW_SKILLS) {
    add(skill.name, skills);
    for (const alias of skill.aliases) add(alias, skills);
  }
  for (const cities of Object.values(citiesJson as Record<string, string[][]>))
    for (const city of cities) for (const name of city) add(name);
  for (const names of Object.values(countriesJson as Record<string, string[]>))
    for (const name of names) add(name);
  for (const w of notNames) {
    given.delete(w);
    surnames.delete(w);
    ambiguous.add(w);
  }
  return { given, surnames, ambiguous, skills };
}

const ASCII = /^[\x20-\x7e]*$/;

/** Lower case without diacritics: the form of the gazetteer's words. */
export function foldKey(word: string): string {
  if (ASCII.test(word)) return word.toLowerCase();
  return withoutDiacritics(word).toLowerCase();
}

/** When set, names for which it returns true are unknown to the gazetteer (held-out evaluation). */
let heldOut: ((key: string) => boolean) | null = null;

/**
 * For measuring only: hides a deterministic part of the gazetteer, so an evaluation can say what
 * capitalisation and cues find on names the lists do not hold. Pass null to restore.
 */
export function holdOutNames(predicate: ((key: string) => boolean) | null): void {
  heldOut = predicate;
}

/** How a (folded, lower-case) word reads as a name part. */
export function nameWordClass(key: string): NameWordClass {
  lists ??= build();
  if (!lists.given.has(key) && !lists.surnames.has(key)) return 'none';
  if (heldOut?.(key)) return 'none';
  return lists.ambiguous.has(key) ? 'ambiguous' : 'name';
}

/** Whether the word is a given name in some locale (not its class: "Will" is one). */
export function isGivenName(key: string): boolean {
  lists ??= build();
  return lists.given.has(key) && !heldOut?.(key);
}

/** Whether the word is a common word, place, skill or technology (whether or not also a name). */
export function isKnownWord(key: string): boolean {
  lists ??= build();
  return lists.ambiguous.has(key);
}

/** Whether the word is part of a skill's name or alias ("Django", "AWS", "Kubernetes"). */
export function isSkillWord(key: string): boolean {
  lists ??= build();
  return lists.skills.has(key);
}

/**
 * Whether a piece of text holds a skill word of three letters or more ("Kubernetes 3", "AWS
 * Certified 2"): lines of that shape are no street. Shorter words ("C", "R", "Go") are house
 * letters and street words too often.
 */
export function mentionsSkill(text: string): boolean {
  for (const word of text.split(/[\s,]+/)) {
    const w = word.replace(/[.,:;]+$/, '');
    if (w.length >= 3 && /\p{L}/u.test(w) && isSkillWord(foldKey(w))) return true;
  }
  return false;
}
