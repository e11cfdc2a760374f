// The last, conservative step of recognising a skills-list entry: spellings that no name, alias or
// generated variant of the lexicon has, but that differ from one only in ways that never change which
// skill is meant:
// - British and American spelling ("behavioural", "counselling", "moulding", "centre", "organisation");
// - singular and plural ("accounting entry" for "accounting entries", "algorithm" for "algorithms");
// - the abbreviations lists write for a word of a name ("Lab testing", "Inventory mgmt", "API docs");
// - word order and filler words ("testing of software" for "software testing", "Research & Development"),
//   though two words turned round reach a hand-written skill only with a joining word between them
//   ("Cloud services" is not Salesforce's "Service Cloud", "Design tools" not "tool design");
// - spacing and hyphens between words ("Couch DB", "After Effects" written "AfterEffects");
// - version and model numbers ("68000 Assembly", "Windows 10");
// - "three-dimensional" and "two-dimensional" for 3D and 2D ("three-dimensional printing");
// - a generic word after the name, on either side: "Slack Bot" and "Stripe API" for the product,
//   "full stack" for Full-Stack Development, "Event-driven" for Event-Driven Architecture. These are
//   tried only when nothing closer matched, and one word with filler ("mining knowledge") reaches
//   only a skill whose own name it is without the kind word (Mining Engineering), not an alias's
//   ("Sales skills" is not Presales's "sales engineering", "Legal skills" not "legal language");
// - last, paraphrases: other generic words at the head and word stems ("betting laws" for Betting
//   legislation: heads.ts), one word swapped as the taxonomy's own labels swap it ("urban road
//   network" for City road network: swaps.ts; in two words only to a source concept whose labels use
//   both), one word swapped for a synonym of Open English WordNet that the taxonomy's words also use
//   ("shipment forwarding" for Freight Forwarding: swaps.ts synonymSwaps), and generic last words or
//   editions dropped ("IBM DB2 database software", "SQL Server Express Edition").
// - one word more than a form, not the last, that another form of the same skill uses ("legacy code
//   refactoring" for Refactoring: "legacy code modernization"), unless the entry joins two things;
// - and an acronym of five capitals or more one letter (or one swap of neighbours) off a hand-written
//   one ("HIPPA" for HIPAA), when only one is that near.
//
// Every lexicon key but the exact ones (hand-labelled job-posting strings, LexiconIndex.exact, which
// reach only their own words in order) is reduced the same way, but never to another word: "skills"
// and "knowledge" before another word are kept ("knowledge management" is not "Management"), a lone
// letter run into the next word ("c-ares", also "cares") is neither joined nor made singular ("Care"),
// and a one-word name that is an ordinary word ("Principle") is not read in another number, as in free
// text. A reduced form that two different skills reach is dropped, so the layer never picks between
// skills; forms shorter than four characters are not reduced at all ("Go", "R", "AI" stay exact). Only
// skills lists use it (canonicalSkill), never free text, so prose cannot gain matches from it. The
// index is built on first use, off the load path.

import synonymsJson from '../../../resources/taxonomy/generated/synonyms.json';
import { inMask, ruleFor, SOFTWARE_MASK } from './ambiguity';
import { RAW_SKILLS } from './data';
import { genericWords, isKindWord, withoutGenericTail } from './heads';
import {
  EXACT_KEYS,
  HAND_WRITTEN_COUNT,
  KEY_TO_SKILL,
  SKILLS,
  type Skill,
  skillByLowerName,
} from './lexicon';
import { learnSwaps, type Swaps, swapped, synonymSwaps } from './swaps';

/** Words that join two nouns, in either order ("testing of software", "Research & Development"). */
const JOINING_WORDS = 'of and for in on to with using governing concerning regarding covering'.split(' ');

/** Filler words that are nouns: before another word they are what a compound is about. */
const TOPIC_FILLER = new Set('skills skill knowledge experience'.split(' '));

/**
 * Filler nouns that are the head of a name when a name ends in them: Customer Experience is not
 * "Customer", Product Knowledge not "Product" (while "Presentation Skills" is "Presentation").
 */
const HEAD_FILLER = new Set('experience knowledge'.split(' '));

/** Words that never tell skills apart. */
const FILLER = new Set([...JOINING_WORDS, '&', 'the', 'a', 'an', ...TOPIC_FILLER, 'basics', 'fundamentals']);

/** Whether a word may have a British spelling that normaliseUncached rewrites (a quick pre-check). */
const BRITISH =
  /is(e|ed|es|ing|ation|ations|er|ers)$|our(s|ed|ing|ings|al|ite|ites|er|ers)?$|ell(ing|ed|er|ers|or|ors)$|^mould|[^aeiou]tre[sd]?$|ogues?$|aemi|paed|oedem|yse[sd]?$/;

/**
 * normaliseWord's answers for the lexicon's words (its keys share most of their words), filled
 * while the index is built and never after: memoising the words of what people write too would
 * grow without bound on a long-running server fed arbitrary text (the fuzz suite's memory).
 */
const normalised = new Map<string, string>();
let memoising = false;

/** One word in American spelling, singular (memoised for the lexicon's own words). */
function normaliseWord(word: string): string {
  let w = normalised.get(word);
  if (w === undefined) {
    w = normaliseUncached(word);
    if (memoising) normalised.set(word, w);
  }
  return w;
}

/** Whether two words are one in either number or spelling ("Patent" and "Patents", "Mould" and "Mold"). */
export function sameWord(a: string, b: string): boolean {
  return normaliseWord(a.toLowerCase()) === normaliseWord(b.toLowerCase());
}

/** How many words are memoised (tests: the memo must not grow with what is looked up). */
export function memoisedWordCount(): number {
  return normalised.size;
}

/**
 * Abbreviations that skills lists write for a word of a longer name, never for another word ("Lab
 * testing", "Inventory mgmt", "System admin", "API docs"): read as the word itself, beside other words.
 */
const ABBREVIATIONS = new Map([
  ['lab', 'laboratory'],
  ['labs', 'laboratory'],
  ['mgmt', 'management'],
  ['mgt', 'management'],
  ['admin', 'administration'],
  ['dev', 'development'],
  ['ops', 'operations'],
  ['eng', 'engineering'],
  ['mktg', 'marketing'],
  ['acct', 'accounting'],
  ['infra', 'infrastructure'],
  ['config', 'configuration'],
  ['docs', 'documentation'],
  ['math', 'mathematics'],
  ['maths', 'mathematics'],
]);

function normaliseUncached(word: string): string {
  let w = word;
  if (w.length > 4 && BRITISH.test(w)) {
    w = w
      .replace(/is(e|ed|es|ing|ation|ations|er|ers)$/, 'iz$1')
      .replace(/our(s|ed|ing|ings|al|ite|ites|er|ers)?$/, 'or$1')
      .replace(/ell(ing|ed|er|ers|or|ors)$/, 'el$1')
      .replace(/^mould/, 'mold')
      .replace(/([^aeiou])tred$/, '$1tered')
      .replace(/([^aeiou])tre(s)?$/, '$1ter$2')
      .replace(/ogue(s)?$/, 'og$1')
      .replace(/aemi/, 'emi')
      .replace(/paed/, 'ped')
      .replace(/oedem/, 'edem')
      .replace(/yse(s|d)?$/, 'yze$1');
  }
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(ss|x|ch|sh|z)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is|ics)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** Last words that name the kind of a skill rather than the skill ("Event-Driven Architecture"). */
const KIND_WORDS = new Set(
  'development developer programming engineering architecture framework library language orm protocol'.split(
    ' ',
  ),
);
/** Last words that add a use of a product to its name ("Slack Bot", "Stripe API"). */
const USE_WORDS = new Set(
  'api sdk bot cli plugin integration development programming scripting developer'.split(' '),
);

/**
 * First words that say the same in languages that put them before the product ("Desarrollador Java",
 * "Développeur PHP", "Desenvolvedor Android", "Sviluppatore Python": Java developer and so on).
 */
const HEAD_USE_WORDS = new Set(
  'desarrollador desarrolladora développeur développeuse desenvolvedor desenvolvedora sviluppatore sviluppatrice programador programadora programmeur programmeuse'.split(
    ' ',
  ),
);

/** Categories of the tools a ".js" suffix may be written on. */
const JS_TOOL_CATEGORIES = new Set(['Frameworks & Libraries', 'Software Development', 'Databases']);

/**
 * Version and release words: numbers ("2010"), Adobe's suite releases ("CS5"), "v2", and the "s" that
 * is left of a possessive ("manufacturer's").
 */
const VERSION = /^(?:\d+|cs\d+|v\d+)$/;

function wordsOf(text: string, key = false): string[] {
  let lower = text.toLowerCase();
  // "three-dimensional modelling" is 3D Modeling, "two-dimensional animation" 2D Animation.
  if (lower.includes('dimensional'))
    lower = lower.replace(/\b(two|three)[- ]dimensional\b/g, (_, n) => (n === 'two' ? '2d' : '3d'));
  // The Unicode-aware split only where needed: it is several times slower than the ASCII one.
  const raw = (
    /[^\p{ASCII}]/u.test(lower) ? lower.split(/[^\p{L}\p{N}+#]+/u) : lower.split(/[^a-z0-9+#]+/)
  ).filter((w) => w && !VERSION.test(w) && w !== 's');
  // "Skills" and "knowledge" are filler around a skill ("Python skills", "knowledge of SQL"), but before
  // another word they name what it is about ("knowledge management", "skills frameworks"): dropped
  // there, a key would reduce to the bare heading word ("Management", "Frameworks").
  // A key's last "experience" or "knowledge" is its head (HEAD_FILLER); in what people write it is
  // filler ("Python experience" is Python).
  const words = raw.filter(
    (w, k) =>
      !FILLER.has(w) ||
      (TOPIC_FILLER.has(w) && k + 1 < raw.length && !FILLER.has(raw[k + 1])) ||
      (key && HEAD_FILLER.has(w) && k > 0 && k === raw.length - 1 && !FILLER.has(raw[k - 1])),
  );
  // One word alone keeps "-ies": "securities" and "utilities" are not "security" and "utility".
  if (words.length === 1 && words[0].endsWith('ies')) return words;
  // An abbreviation stands for a word only beside others: alone it is a name ("Dev" of dev.to). A
  // key keeps its own ("Sales Ops" is an alias as written).
  if (key || words.length === 1) return words.map(normaliseWord);
  return words.map((w) => normaliseWord(ABBREVIATIONS.get(w) ?? w));
}

/**
 * Whether a source's label reduced without its "fundamentals" or "basics" names a wider topic than its
 * skill: ESCO files "international relations fundamentals" under Diplomatic ethics, and "International
 * Relations" in a skills list is the whole field, not that concept. Such a label reaches its skill only
 * when a word of what is left is a word of the skill's name ("accounting basics" for Accounting
 * principles); hand-written aliases are meant as written.
 */
function broaderWithoutFiller(key: string, words: readonly string[], skill: number): boolean {
  if (skill < HAND_WRITTEN_COUNT || !/\b(?:fundamentals|basics)\b/.test(key)) return false;
  const named = new Set(wordsOf(SKILLS[skill].name));
  return !words.some((w) => named.has(w));
}

/** The words of a spelling as written, lowercased (wordsOf before its spelling and number changes). */
function writtenWords(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}+#]+/u);
}

/** The two reduced forms of some words: sorted, and run together in order; `tag` marks a fallback. */
function formsOf(words: string[], tag = ''): string[] {
  if (words.length === 0) return [];
  const joined = words.join('');
  if (joined.length < 4) return [];
  // One word's sorted form is the word itself: the joined form alone stands for both.
  if (words.length === 1) return [`${tag}j:${joined}`];
  return [`${tag}w:${[...words].sort().join(' ')}`, `${tag}j:${joined}`];
}

/** Reduced form → skill id, or -1 when two skills reach it. */
let index: Map<string, number> | null = null;
/** Every word of each skill's forms (normalised), built with the index. */
let skillWords: Map<number, Set<string>> = new Map();
/**
 * One-word keys that are ordinary words too (ordinaryName), by their reduced word, built with the
 * index: such a key is read only as written ("Rails" is Ruby on Rails, "Rail" the industry).
 */
let ordinary: Map<string, Set<string>> = new Map();
/**
 * The exact keys (labelled job-posting strings) by their words run together in order, built with the
 * index: a whole entry reaches one only so, never through the looser steps.
 */
let exact: Map<string, number> = new Map();
/** Word swaps learnt from the lexicon's forms (swaps.ts), built with the index. */
let swaps: Swaps = new Map();
/** WordNet's synonyms among the lexicon's words (swaps.ts synonymSwaps), built with the index. */
let synonyms: Swaps = new Map();

function build(): Map<string, number> {
  memoising = true;
  try {
    return buildIndex();
  } finally {
    memoising = false;
  }
}

function buildIndex(): Map<string, number> {
  const map = new Map<string, number>();
  const add = (form: string, skill: number) => {
    const existing = map.get(form);
    if (existing === undefined) map.set(form, skill);
    else if (existing !== skill) map.set(form, -1);
  };
  const formsBySkill = new Map<number, string[][]>();
  // Keys that run a lone letter into the next word ("cares" for "c-ares", "ecommerce").
  const runTogether = new Set<string>();
  ordinary = new Map();
  for (const key of KEY_TO_SKILL.keys()) {
    const parts = key.split(/[^\p{L}\p{N}+#]+/u);
    if (parts.length > 1 && parts.some((w) => w.length === 1)) runTogether.add(parts.join(''));
  }
  for (const [key, skill] of KEY_TO_SKILL) {
    // A labelled job-posting string is that spelling only: no swaps are learnt from it, and it reaches
    // only its own words in order (below).
    if (EXACT_KEYS.has(key)) continue;
    const words = wordsOf(key, true);
    const forms = formsBySkill.get(skill);
    if (forms) forms.push(words);
    else formsBySkill.set(skill, [words]);
    // A letter standing alone run into the next word makes another word ("c-ares", a C library, also
    // keyed "cares", would be "care"): such a key, and the run-together spelling, keep only their
    // sorted form (the run-together spelling stays an exact key).
    const letter = (words.length > 1 && words.some((w) => w.length === 1)) || runTogether.has(key);
    if (words.length === 1 && !key.includes(' ') && ordinaryName(key, SKILLS[skill].category)) {
      const keys = ordinary.get(words[0]);
      if (keys) keys.add(key);
      else ordinary.set(words[0], new Set([key]));
    }
    // A model number dropped from a product's name ("Studio 5000", "Step 7") leaves one word that names
    // other things in a skills list ("Studio", "Step"): it reaches the product only when that word is
    // a key of its own ("Windows 10").
    if (words.length === 1 && words[0] !== key && /\d/.test(key) && !KEY_TO_SKILL.has(words[0])) continue;
    if (broaderWithoutFiller(key, words, skill)) continue;
    for (const form of formsOf(words)) if (!letter || form.startsWith('w:')) add(form, skill);
    if (words.length > 1 && KIND_WORDS.has(words[words.length - 1])) {
      for (const form of formsOf(words.slice(0, -1), 'k')) add(form, skill);
      // The skill's own name without its kind word, for entries that are one word and filler.
      if (key === SKILLS[skill].name.toLowerCase())
        for (const form of formsOf(words.slice(0, -1), 'n')) add(form, skill);
    }
    const generic = genericWords(words);
    if (generic) for (const form of formsOf(generic, 'g')) add(form, skill);
  }
  // A labelled string in another spelling, number or spacing, its words in order ("Shock and strut
  // replacements"), unless that form is another skill's: a labeller's spelling never takes one away.
  exact = new Map();
  for (const key of EXACT_KEYS) {
    const skill = KEY_TO_SKILL.get(key);
    const words = wordsOf(key, true);
    if (skill === undefined || words.length < 2) continue;
    const form = words.join('');
    if (!map.has(`j:${form}`)) exact.set(form, skill);
  }
  swaps = learnSwaps(formsBySkill);
  skillWords = new Map();
  for (const [skill, forms] of formsBySkill) skillWords.set(skill, new Set(forms.flat()));
  const lexiconWords = new Set<string>();
  for (const words of skillWords.values()) for (const w of words) lexiconWords.add(w);
  // A word that is itself a skill's key ("agile", "python") names that skill there, not the ordinary
  // word WordNet knows: it is not swapped ("quick development" is not Agile's "agile development").
  for (const key of KEY_TO_SKILL.keys()) if (!/[^\p{L}]/u.test(key)) lexiconWords.delete(normaliseWord(key));
  synonyms = synonymSwaps(synonymsJson.sets, normaliseWord, lexiconWords, swaps);
  return map;
}

/**
 * Whether a one-word key is an ordinary word too: it has an ambiguity rule that does not read plurals,
 * other than a product name's ("Preauthorization" still reads "Preauthorisation") or a discipline's.
 */
function ordinaryName(key: string, category: string): boolean {
  const rule = ruleFor(key, category, undefined);
  return rule !== undefined && !rule.plural && !rule.productName && !rule.discipline;
}

/** The one skill that the forms reach, -1 when several do, undefined when none does. */
function reach(map: Map<string, number>, forms: string[]): number | undefined {
  let found: number | undefined;
  for (const form of forms) {
    const skill = map.get(form);
    if (skill === undefined) continue;
    if (skill < 0 || (found !== undefined && found !== skill)) return -1;
    found = skill;
  }
  return found;
}

/** Whether what was written has a joining word (JOINING_WORDS) or "&" that may have turned two nouns round. */
const JOINING = new RegExp(`&|\\b(?:${JOINING_WORDS.join('|')})\\b`, 'i');

/**
 * reach for the forms of some words (`tag` as formsOf), where two words in the other order than a
 * form's reach a skill only when a joining word turned them round ("testing of software"): two
 * ordinary words turned round name another thing ("Cloud services" is not Salesforce's "Service
 * Cloud", "Design tools" not "tool design", "Management Systems" not ESCO's "systems management",
 * "Nursing school" not "school nursing"). Or when the entry ends in a gerund that a generated concept
 * writes first, as a task with its object ("metal crimping" for "crimping metal"): ESCO's labels
 * write one activity both ways.
 */
function reachOrdered(
  map: Map<string, number>,
  words: string[],
  tag: string,
  joined: boolean,
): number | undefined {
  const forms = formsOf(words, tag);
  const found = reach(map, forms);
  if (joined || words.length !== 2 || found === undefined || found < 0) return found;
  const inOrder = map.get(`${tag}j:${words.join('')}`);
  return inOrder === found || (found >= HAND_WRITTEN_COUNT && words[1].endsWith('ing')) ? found : undefined;
}

/** The one skill a spelling reduces to, or undefined when none or several do. */
export function looseSkill(written: string): Skill | undefined {
  index ??= build();
  const words = wordsOf(written);
  // A one-word name that is also an ordinary word ("Principle", a prototyping tool) is not read in
  // another number or spelling, as in free text: "Principles" heads a list of principles.
  const ordinaryKeys = words.length === 1 ? ordinary.get(words[0]) : undefined;
  if (ordinaryKeys && !writtenWords(written).some((w) => ordinaryKeys.has(w))) return undefined;
  const joined = JOINING.test(written);
  let found = reachOrdered(index, words, '', joined) ?? exact.get(words.join(''));
  if (found === undefined && words.length > 1 && USE_WORDS.has(words[words.length - 1]))
    found = reachOrdered(index, words.slice(0, -1), '', joined);
  // The product after such a first word, or the practice it names ("Desarrollador Backend" is Backend
  // Development, as "Backend developer" is).
  if (found === undefined && words.length > 1 && HEAD_USE_WORDS.has(words[0])) {
    const rest = words.slice(1);
    // A short name is no reduced form ("PHP", "C#", "iOS"): its key as written.
    found =
      KEY_TO_SKILL.get(rest.join(' ')) ??
      reachOrdered(index, rest, '', joined) ??
      reachOrdered(index, rest, 'k', joined);
  }
  // A JavaScript tool written with the ".js" its package takes ("gulp.js", "webpack.js"), not a
  // language or a desktop product ("python.js", "Excel.js" are libraries of their own).
  if (found === undefined && words.length > 1 && words[words.length - 1] === 'js') {
    const tool = reachOrdered(index, words.slice(0, -1), '', joined);
    if (tool !== undefined && tool >= 0 && JS_TOOL_CATEGORIES.has(SKILLS[tool].category)) found = tool;
  }
  // A single word is often a category heading ("Data", "Cloud", "Testing"), not the practice; one word
  // with filler ("mining knowledge") reaches only a skill's own name without its kind word.
  if (found === undefined && (words.length > 1 || /[-\s]/.test(written.trim())))
    found = reachOrdered(index, words, words.length > 1 ? 'k' : 'n', joined);
  // Last, paraphrases with other generic words ("betting laws" for Betting legislation): heads.ts.
  if (found === undefined) {
    const generic = genericWords(words);
    if (generic) found = reachOrdered(index, generic, 'g', joined);
  }
  // Then one word swapped for one the taxonomy's own labels use alike ("urban" / "city": swaps.ts),
  // in entries of three words or more. In two, one swap is half the meaning ("Shift Management" is
  // not Labor Planning's "shift planning", "Equipment Handling" not Material Handling: such swaps cost
  // the job postings benchmark 0.06 of precision, 0.93 -> 0.87), so a two-word entry takes a swap only
  // to a generated skill whose labels use both its words ("business photography" for Commercial
  // photography, also "business related photography"): a source concept's labels are spellings of one thing,
  // while hand-written aliases also gather related practices (Labor Planning's "Workforce Management").
  if (found === undefined && words.length > 2) found = reachSwapped(words);
  if (found === undefined && words.length === 2) {
    const skill = reachSwapped(words);
    if (
      skill !== undefined &&
      skill >= HAND_WRITTEN_COUNT &&
      words.every((w) => skillWords.get(skill)?.has(w))
    )
      found = skill;
  }
  // Then one word swapped for a WordNet synonym that the lexicon's words also use ("shipment
  // forwarding" for Freight Forwarding: swaps.ts synonymSwaps), in entries of two words or more, when
  // exactly one skill is reached. Unlike the learnt swaps above it is not held to generated skills in
  // two words: WordNet's sets keep only each word's first three senses, so a swap is a synonym in the
  // usual sense of both words, not a related practice.
  // Not to software, whose names are a product's words, not English ("JS Framework" is no fabric.js
  // through WordNet's framework/fabric, "Azure Roles" no Azure Functions through role/function, "Group
  // insurance" no Active Directory).
  if (found === undefined && words.length > 1) {
    const skill = reachSwapped(words, synonyms);
    if (skill !== undefined && skill >= 0 && !inMask(SKILLS[skill], SOFTWARE_MASK)) found = skill;
  }
  // Then without generic last words ("military aviation regulations" for Military aviation).
  const head = found === undefined ? withoutGenericTail(words) : null;
  if (head) {
    found = reach(index, formsOf(head));
    const generic = found === undefined ? genericWords(head) : null;
    if (generic) found = reach(index, formsOf(generic, 'g'));
  }
  // Then one word left out, before the head, that the skill's own forms use ("legacy code refactoring"
  // for Refactoring, a form of which is "legacy code modernization").
  if (found === undefined && words.length > 2 && !JOINED.test(written)) found = reachWithoutOneWord(words);
  if (found === undefined && ACRONYM.test(written.trim())) return acronymTypo(written.trim());
  return found === undefined || found < 0 ? undefined : SKILLS[found];
}

/**
 * The one skill that the words reach with one word before the last left out, when that skill's forms
 * use the word elsewhere: the entry then says no more than the skill's own labels together. Not when
 * what is left are kind words only ("manufacturing process"); -1 when two skills are reached.
 */
function reachWithoutOneWord(words: readonly string[]): number | undefined {
  if (!index) return undefined;
  let found: number | undefined;
  for (let k = 0; k < words.length - 1; k++) {
    const rest = words.filter((_, i) => i !== k);
    if (rest.every(isKindWord)) continue;
    const skill = reach(index, formsOf(rest));
    if (skill === undefined || (skill >= 0 && !skillWords.get(skill)?.has(words[k]))) continue;
    if (skill < 0 || (found !== undefined && found !== skill)) return -1;
    found = skill;
  }
  return found;
}

/** A joining word or sign: "A and B" names two skills, which no one word left out makes one. */
const JOINED = /[&/+]|\b(?:and|or)\b/i;

/** An acronym as skills lists write one: capital letters only, five or more ("HIPAA", "SCADA"). */
const ACRONYM = /^[A-Z]{5,}$/;

/** Hand-written acronyms with one letter replaced by "?" → canonical name, or null when two skills meet. */
let acronyms: Map<string, string | null> | null = null;

/** Each spelling of an acronym one letter off: that letter as "?", and two neighbours swapped. */
function acronymVariants(word: string): string[] {
  const out: string[] = [];
  for (let k = 1; k < word.length; k++) out.push(`${word.slice(0, k)}?${word.slice(k + 1)}`);
  for (let k = 1; k < word.length - 1; k++)
    out.push(`${word.slice(0, k)}${word[k + 1]}${word[k]}${word.slice(k + 2)}`);
  return out;
}

/**
 * The skill a misspelt acronym names ("HIPPA" for HIPAA): the one hand-written acronym of five letters
 * or more that differs from it in one letter after the first, or in two neighbouring letters swapped.
 * Only hand-written acronyms, which are well known; a spelling two of them are near finds nothing.
 */
function acronymTypo(written: string): Skill | undefined {
  if (!acronyms) {
    acronyms = new Map();
    const map = acronyms;
    const add = (variant: string, name: string) => {
      const known = map.get(variant);
      map.set(variant, known === undefined || known === name ? name : null);
    };
    for (const skill of RAW_SKILLS)
      for (const form of [skill.name, ...skill.aliases])
        if (ACRONYM.test(form)) {
          add(form, skill.name);
          for (const variant of acronymVariants(form)) if (variant.includes('?')) add(variant, skill.name);
        }
  }
  let found: string | null | undefined;
  for (const variant of acronymVariants(written)) {
    const name = acronyms.get(variant);
    if (name === undefined) continue;
    if (name === null || (found !== undefined && found !== name)) return undefined;
    found = name;
  }
  return found ? skillByLowerName(found.toLowerCase()) : undefined;
}

/**
 * The one skill that the words with one learnt swap reach, in any order, if one. Only the sorted form
 * is tried (a swap is between words, not spacings), so each swap costs one string and one lookup.
 */
function reachSwapped(words: readonly string[], by: Swaps = swaps): number | undefined {
  if (!index) return undefined;
  let found: number | undefined;
  for (const other of swapped(words, by)) {
    const skill = index.get(`w:${other.sort().join(' ')}`);
    if (skill === undefined) continue;
    if (skill < 0 || (found !== undefined && found !== skill)) return -1;
    found = skill;
  }
  return found;
}

/** First words of multi-word keys → how many different skills they start. */
let leading: Map<string, number> | null = null;

/**
 * Whether a word is a vendor's name rather than one product's: it starts the names of at least eight
 * different skills ("Google", "Microsoft", "AWS", "Adobe"), so "Google Chat" is not Google's anything.
 */
export function isVendor(word: string): boolean {
  if (!leading) {
    const skillsByWord = new Map<string, Set<number>>();
    for (const [key, skill] of KEY_TO_SKILL) {
      const space = key.indexOf(' ');
      if (space < 0) continue;
      const first = key.slice(0, space);
      const set = skillsByWord.get(first) ?? new Set<number>();
      set.add(skill);
      skillsByWord.set(first, set);
    }
    leading = new Map([...skillsByWord].map(([w, set]) => [w, set.size]));
  }
  return (leading.get(word.toLowerCase()) ?? 0) >= 8;
}
