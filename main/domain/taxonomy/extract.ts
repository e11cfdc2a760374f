// Skill recognition: canonicalSkill for entries of a skills list, extractSkills for free text.
//
// extractSkills tokenizes the text once (tokenize.ts hashes every token on the way), then walks the
// tokens left to right taking the longest key that starts at each one. Candidates are found by hash:
// a bit set says whether any key has the token pair's hash, an open-addressing table gives the keys
// with an n-gram's hash, and a character comparison with the text confirms the match, so no string is
// built for ordinary words. Keys with an ambiguity rule (ambiguity.ts) are kept pending and decided
// afterwards from their neighbourhood: the accepted skills and cue words around them.

import { boundedMemo } from '../collections';
import { hasDiacritics, withoutDiacritics } from '../diacritics';
import {
  CATEGORY_CUES,
  CONJUNCTIONS,
  HYPHEN_OK,
  inMask,
  LANGUAGE_CUES,
  LETTER_PREV,
  maskOf,
  phraseRule,
  type Rule,
  ruleFor,
  SOFTWARE_MASK,
  TECH_CUES,
  TECH_MASK,
} from './ambiguity';
import { RAW_SKILLS } from './data';
import {
  ALL_KEYS,
  bitOf,
  HAND_WRITTEN_COUNT,
  KEY_COUNT,
  KEY_LENGTH,
  KEY_SKILL,
  KEY_TABLE,
  KEY_TEXT,
  KEY_TO_SKILL,
  keyCased,
  keyTokens,
  LIST_VOCABULARY_WORDS,
  MAX_KEY_TOKENS,
  NEAR_MISS_WORDS,
  nextSlot,
  pairHash,
  SKILLS,
  type Skill,
  skillByLowerName,
  slotOf,
  startsKey,
  UNCASED_KEYS,
  VOCABULARY_WORDS,
  writtenFormsOf,
} from './lexicon';
import { looseSkill, sameWord } from './loose';
import {
  allKeys,
  F_CAP,
  F_COMPOUND,
  F_DOT_AFTER,
  F_HEAD,
  F_JOINED,
  F_LIST,
  F_LOWER,
  F_PLURAL,
  F_SENT,
  isAllUpper,
  keyOf,
  rawToken,
  type Tokens,
  TokenWords,
  tokenEquals,
  tokenize,
  tokensEqual,
} from './tokenize';
import { type Corrector, corrector, spellingCorrections } from './typos';

/**
 * Rule of each key of the free-text index, for ambiguous one-token keys, decided on the key's first
 * match (most keys never match, and deciding all ~4,000 one-token keys at load was a sixth of the load
 * time). KEY_STATE: 0 not decided yet, 1 no rule, 2 a rule (KEY_RULE), 3 recognised only in skills
 * lists (canonicalSkill), never in free text.
 */
const KEY_RULE: (Rule | undefined)[] = [];
const KEY_STATE = new Uint8Array(KEY_COUNT);
/** Cue words of each ambiguous key's rule (see cuesOf). */
const KEY_CUES: TokenWords[] = [];
const NO_RULE = 1;
const HAS_RULE = 2;
const LIST_ONLY = 3;

function keyState(index: number): number {
  let state = KEY_STATE[index];
  if (state === 0) {
    const key = KEY_TEXT[index];
    const rule =
      KEY_LENGTH[index] === 1
        ? ruleFor(key, SKILLS[KEY_SKILL[index]].category, writtenFormsOf(key))
        : phraseRule(key, SKILLS[KEY_SKILL[index]].category);
    if (rule?.tier === 'listOnly') state = LIST_ONLY;
    else if (rule) {
      state = HAS_RULE;
      KEY_RULE[index] = oneShape(rule);
      KEY_CUES[index] = cuesOf(rule);
    } else state = NO_RULE;
    KEY_STATE[index] = state;
  }
  return state;
}

/**
 * The rule with every field present, in one order. ruleFor builds rules in several shapes (with or
 * without `plural`, the short "exact" literal); the context tests read their fields for every pending
 * match, and one shape keeps those reads monomorphic.
 */
function oneShape(rule: Rule): Rule {
  return {
    tier: rule.tier,
    exact: rule.exact,
    after: rule.after,
    vetoPrev: rule.vetoPrev,
    vetoNext: rule.vetoNext,
    cues: rule.cues,
    name: rule.name,
    contextMask: rule.contextMask,
    plural: rule.plural,
    lowerInList: rule.lowerInList,
  };
}

const LANGUAGES_MASK = maskOf(['Languages']);
/** Proficiency words that make a language name a language only when right next to it. */
const LANGUAGE_QUALIFIERS = new Set(
  'business professional working full limited basic advanced intermediate beginner elementary written read'.split(
    ' ',
  ),
);
/** Words after a capital letter that show it is not the language C or R ("C suite", "R squared"). */
const LETTER_VETO_NEXT = new Set(
  'suite level corp corporation section grade grades average student students minus plus diff difficile reactive peptide squared rated value values street st avenue ave class'.split(
    ' ',
  ),
);

const CONJUNCTION_WORDS = new TokenWords(CONJUNCTIONS);
const LANGUAGE_CUE_WORDS = new TokenWords(LANGUAGE_CUES);
const LANGUAGE_QUALIFIER_WORDS = new TokenWords(LANGUAGE_QUALIFIERS);

const CATEGORY_CUE_LIST = Object.entries(CATEGORY_CUES).map(([category, cues]) => ({
  mask: maskOf([category]),
  cues,
}));

/**
 * Every cue word of an ambiguous key's rule in one set: its own, the technical ones when it has a
 * technical category and those of its categories. Built once per rule shape (its own cue set, which
 * many rules share, and its mask), so a context test is one set lookup instead of a pass over the
 * categories for every word around every ambiguous match.
 */
const cueSetByMask = new Map<number, Set<string>>();
const NO_OWN_CUES: ReadonlySet<string> = new Set();
const cueWordsByShape = new Map<ReadonlySet<string>, Map<number, TokenWords>>();

function cuesOf(rule: Rule): TokenWords {
  let shared = cueSetByMask.get(rule.contextMask);
  if (!shared) {
    const words = new Set<string>();
    if ((rule.contextMask & TECH_MASK) !== 0) for (const w of TECH_CUES) words.add(w);
    for (const c of CATEGORY_CUE_LIST)
      if ((rule.contextMask & c.mask) !== 0) for (const w of c.cues) words.add(w);
    shared = words;
    cueSetByMask.set(rule.contextMask, shared);
  }
  const own = rule.cues ?? NO_OWN_CUES;
  let byMask = cueWordsByShape.get(own);
  if (!byMask) {
    byMask = new Map();
    cueWordsByShape.set(own, byMask);
  }
  let found = byMask.get(rule.contextMask);
  if (!found) {
    found = new TokenWords(own.size > 0 ? new Set([...own, ...shared]) : shared);
    byMask.set(rule.contextMask, found);
  }
  return found;
}

// Per-call working storage, grown on demand and reused (extraction is synchronous).
let mSkill = new Int32Array(64);
let mStart = new Int32Array(64);
let mEnd = new Int32Array(64);
let mState = new Uint8Array(64); // 0 pending, 1 accepted, 2 rejected
/** Step of resolve() at which each match was last decided, and at which a sentence's states last changed. */
let mDecidedAt = new Int32Array(64);
let segChangedAt = new Int32Array(64);
const mRule: (Rule | undefined)[] = [];
const mCues: TokenWords[] = [];
let tokMatch = new Int32Array(256);
const seen = new Uint8Array(SKILLS.length);
const MAX_NGRAM = Math.min(MAX_KEY_TOKENS, 32);
const ngramHash = new Int32Array(MAX_NGRAM);

const PENDING = 0;
const ACCEPTED = 1;
const REJECTED = 2;

function growMatches(): void {
  const size = mSkill.length * 2;
  const grow32 = (a: Int32Array) => {
    const b = new Int32Array(size);
    b.set(a);
    return b;
  };
  mSkill = grow32(mSkill);
  mStart = grow32(mStart);
  mEnd = grow32(mEnd);
  mDecidedAt = grow32(mDecidedAt);
  const state = new Uint8Array(size);
  state.set(mState);
  mState = state;
}

/**
 * The key of `length` tokens starting at token `start` whose hash is `hash`, or -1. A generated key
 * (KeyEntry.cased) does not match when the text writes its first token in lower case.
 */
function findKey(start: number, length: number, hash: number, lower: boolean): number {
  for (let at = slotOf(hash); KEY_TABLE[at + 1] !== -1; at = nextSlot(at)) {
    if (KEY_TABLE[at] !== hash) continue;
    const index = KEY_TABLE[at + 1];
    if (KEY_LENGTH[index] !== length || (lower && keyCased(index))) continue;
    if (tokensEqual(start, length, KEY_TEXT[index])) return index;
  }
  return -1;
}

/**
 * A one-token key that names a piece of software, which prose never writes in the plural: "canoes"
 * are no Vector CANoe, "curls" no cURL, "cyphers" no Cypher ("APIs", "compilers" are keys themselves).
 */
function namedSoftware(key: number): boolean {
  return inMask(SKILLS[KEY_SKILL[key]], SOFTWARE_MASK);
}

/** The one-token key equal to token `start` without its plural "s", or -1. */
function findSingular(start: number, hash: number): number {
  for (let at = slotOf(hash); KEY_TABLE[at + 1] !== -1; at = nextSlot(at)) {
    if (KEY_TABLE[at] !== hash) continue;
    const index = KEY_TABLE[at + 1];
    if (KEY_LENGTH[index] === 1 && tokenEquals(start, KEY_TEXT[index], true)) return index;
  }
  return -1;
}

const AND_OR = new TokenWords(['and', 'or']);

/**
 * The key that the word `gap` tokens before the key of `length` tokens matched at `start` makes with
 * the key's later words: with gap 2, across "and"/"or", as skills lists read shared words (entries.ts
 * withSharedWords): "unit and integration testing" names Unit Testing too, "written and oral
 * communication" Written Communication; with gap 1, a modifier before the key's first word: "full-stack
 * web development" names Full-Stack Development too. Only a word joined to the key by spaces, in no
 * other match, and a key with no ambiguity rule; -1 if none.
 */
function sharedWordsKey(t: Tokens, start: number, length: number, gap: number): number {
  const word = start - gap;
  const flags = t.flags;
  if (word < 0 || (flags[start] & F_JOINED) === 0 || (flags[word + 1] & F_JOINED) === 0) return -1;
  if (gap === 2 && !AND_OR.hasToken(start - 1)) return -1;
  const lower = (flags[word] & F_LOWER) !== 0;
  const filters = lower ? UNCASED_KEYS : ALL_KEYS;
  // Most words start no key at all: one bit says so before any hashing of the key's other words.
  const f = bitOf(t.hash[word]);
  if ((filters.first[f >>> 5] & (1 << (f & 31))) === 0) return -1;
  let h = t.hash[word];
  for (let k = start + 1; k < start + length; k++) h = pairHash(h, t.hash[k]);
  const b = bitOf(h);
  if ((filters.ngram[b >>> 5] & (1 << (b & 31))) === 0) return -1;
  let text = keyOf(word);
  for (let k = start + 1; k < start + length; k++) text += ` ${keyOf(k)}`;
  for (let at = slotOf(h); KEY_TABLE[at + 1] !== -1; at = nextSlot(at)) {
    if (KEY_TABLE[at] !== h) continue;
    const index = KEY_TABLE[at + 1];
    if (KEY_LENGTH[index] !== length || KEY_TEXT[index] !== text || (lower && keyCased(index))) continue;
    return keyState(index) === NO_RULE ? index : -1;
  }
  return -1;
}

/**
 * Practice words a skill's name ends with after the thing it works on: "Firmware Development", "UI
 * Design", "Social Media Management". The key that is the name without that word ("Firmware", "UI",
 * "Social Media") names the thing, and stands for the practice only where the thing is the subject.
 */
const PRACTICE_HEADS = new Set(
  'development design management engineering programming administration operations support'.split(' '),
);
/**
 * Words that make the thing before them a modifier naming something else: an organisation ("the
 * firmware team", "a social media conglomerate"), the testing of the thing ("UI automation", "UI
 * tests") or what it has and yields ("social media accounts", "social media analytics"), not the
 * practice the skill names.
 */
const THING_MODIFIED = new TokenWords(
  new Set(
    `team teams company companies conglomerate conglomerates corporation corporations firm firms
    department departments division divisions group groups organisation organisations organization
    organizations startup startups agency agencies giant giants vendor vendors
    automation test tests testing
    accounts channels analytics logs`.split(/\s+/),
  ),
);

/** Per key: 0 not decided yet, 1 its skill's name is the key and a practice word, 2 not. */
const KEY_THING = new Uint8Array(KEY_COUNT);

function namesThing(key: number): boolean {
  let state = KEY_THING[key];
  if (state === 0) {
    const tokens = keyTokens(key);
    const name = SKILLS[KEY_SKILL[key]].name.toLowerCase().split(' ');
    state =
      name.length === tokens.length + 1 &&
      PRACTICE_HEADS.has(name[tokens.length]) &&
      tokens.every((w, i) => w === name[i])
        ? 1
        : 2;
    KEY_THING[key] = state;
  }
  return state === 1;
}

/**
 * A key naming the thing a practice works on ("firmware" of Firmware Development; namesThing, G_THING)
 * used as the modifier of an organisation or of testing, right after it and joined by a space: "The
 * firmware team hired me" names no firmware development, "UI automation test suite" no UI design.
 */
function thingAsModifier(t: Tokens, end: number): boolean {
  const k = nextJoined(t, end);
  return k >= 0 && THING_MODIFIED.hasToken(k);
}

/**
 * Kinds of software named by the activity they serve: "a risk management platform", "a project
 * management webapp". Not "software", "system" or "tools": people "proficient in accounting software"
 * or "project management tools", or running "a quality management system", practise what it names.
 */
const SOFTWARE_KINDS = new TokenWords(
  new Set('platform platforms app apps webapp webapps website websites portal portals'.split(' ')),
);
/**
 * Last words of a key that name an activity someone does, as opposed to a domain engineers work in:
 * an "e-commerce platform" or "payment processing platform" is the domain its builders know, a
 * "regulatory compliance platform" no compliance work of theirs.
 */
const ACTIVITY_WORD_SET = new Set(
  'management compliance making planning origination response coordination administration scheduling'.split(
    ' ',
  ),
);
const ACTIVITY_WORDS = new TokenWords(ACTIVITY_WORD_SET);
/** Skills whose software is their own practice: building an "identity management platform" is the craft. */
const CRAFT_MASK = TECH_MASK | maskOf(['Design']);

/**
 * A key of an activity outside software and design (G_SERVED) that names, right before one of
 * SOFTWARE_KINDS, what a piece of software serves: building a "loan origination platform" is no lending.
 */
function servedBySoftware(t: Tokens, end: number): boolean {
  const k = nextJoined(t, end);
  return k >= 0 && SOFTWARE_KINDS.hasToken(k) && ACTIVITY_WORDS.hasToken(end);
}

/** The token right after `end` when only a space joins them in one segment, else -1. */
function nextJoined(t: Tokens, end: number): number {
  const k = end + 1;
  return k < t.count && (t.flags[k] & F_JOINED) !== 0 && t.segment[k] === t.segment[end] ? k : -1;
}

/** Prefixes that, hyphened to a name, negate or qualify it away: "Non-UI operations", "anti-Java". */
const NEGATING_PREFIXES = new TokenWords(new Set(['non', 'anti', 'pseudo']));

/**
 * A key that starts inside a hyphened compound: after a negating prefix ("Non-UI"), or running on
 * past the compound's end ("Use-Case management" is no Case Management, "end-user support" no user
 * support). A compound's own later piece alone stays a name ("React-Redux" is Redux too).
 */
function startsInsideCompound(t: Tokens, start: number, end: number): boolean {
  if ((t.flags[start] & F_COMPOUND) === 0) return false;
  if (start > 0 && NEGATING_PREFIXES.hasToken(start - 1)) return true;
  for (let k = start + 1; k <= end; k++) if ((t.flags[k] & F_COMPOUND) === 0) return true;
  return false;
}

/**
 * Capitalised words that make the capitalised name before them an organisation's or its event's:
 * "Linux Foundation Certified", "the Apache Software Foundation", "Transportation Management Center",
 * "Open Source Summit" name no skill.
 */
const ORGANISATION_WORDS = new TokenWords(
  new Set(
    'foundation foundations institute university college school association society council center centre department ministry bureau office inc corp corporation ltd llc gmbh summit conference symposium expo'.split(
      ' ',
    ),
  ),
);

/**
 * A key written capitalised and followed, joined by a space, by a capitalised organisation word. Not
 * "Department of Political Science": an academic department names the field its members work in.
 */
function organisationName(t: Tokens, start: number, end: number): boolean {
  const k = nextJoined(t, end);
  return (
    k >= 0 && (t.flags[start] & F_CAP) !== 0 && (t.flags[k] & F_CAP) !== 0 && ORGANISATION_WORDS.hasToken(k)
  );
}

/**
 * A key spelled as separate letters ("A.I."; G_LETTERS) matched by letters that are not all capitals:
 * "I'm a--I'm a--" and "a-I" are prose, not an acronym.
 */
function lettersNotCapitals(start: number, end: number): boolean {
  for (let k = start; k <= end; k++) if (!isAllUpper(k)) return true;
  return false;
}

/**
 * Two words before a name that liken something else to it: "(similar to Dropbox)", "an alternative to
 * Slack". Not "compared to": "40% faster compared to the Oracle setup" is often the system they ran.
 */
const COMPARED_BEFORE = new TokenWords(new Set(['similar', 'alternative']));
const TO = new TokenWords(new Set(['to']));

/** A name after "similar to" or "alternative to": what was built is likened to it, not made with it. */
function likenedTo(t: Tokens, start: number): boolean {
  return (
    start >= 2 &&
    t.segment[start - 2] === t.segment[start] &&
    TO.hasToken(start - 1) &&
    COMPARED_BEFORE.hasToken(start - 2)
  );
}

/** Words that, hyphened to a name, compare with the skill: "scala-like collections", "Python-style syntax". */
const COMPARED = new TokenWords(new Set(['like', 'esque', 'ish', 'style', 'inspired']));

/** A key followed by such a word in one compound ("scala-like"): no skill of the resume. */
function comparedWith(t: Tokens, end: number): boolean {
  const k = end + 1;
  return (
    (t.flags[end] & F_HEAD) !== 0 && k < t.count && (t.flags[k] & F_COMPOUND) !== 0 && COMPARED.hasToken(k)
  );
}

/**
 * The part of a system a practice builds, written alone in prose: "a React frontend", "redesigned the
 * backend architecture", "full-stack features", "the front-end team". Resume readers (and both free-text
 * sources' labellers) read it as the practice; skills lists do not, where "Frontend" heads a group of
 * skills (entries.ts reads list pieces with readsParts false). Not a job title's word ("a front-end
 * developer", "backend engineers") nor a runtime's ("a back-end JavaScript runtime").
 */
const SYSTEM_PARTS = new Map<string, string>([
  ['frontend', 'Frontend Development'],
  ['front-end', 'Frontend Development'],
  ['backend', 'Backend Development'],
  ['back-end', 'Backend Development'],
  ['fullstack', 'Full-Stack Development'],
  ['full-stack', 'Full-Stack Development'],
]);
const SYSTEM_PART_WORDS = new TokenWords(SYSTEM_PARTS.keys());
/** Words within three after a system part that make it a job title's or a runtime's. */
const PART_TITLE_WORDS = new TokenWords(
  new Set(
    `developer developers dev devs engineer engineers programmer programmers architect architects lead
    leads runtime runtimes`.split(/\s+/),
  ),
);

/** The skill a system part at token i names, or -1 (see SYSTEM_PARTS). */
function systemPartSkill(t: Tokens, i: number): number {
  if (!SYSTEM_PART_WORDS.hasToken(i)) return -1;
  for (let k = i + 1; k <= i + 3 && k < t.count && t.segment[k] === t.segment[i]; k++)
    if (PART_TITLE_WORDS.hasToken(k)) return -1;
  return findSkill(SYSTEM_PARTS.get(keyOf(i)) ?? '')?.id ?? -1;
}

/** Guards that only some keys can trip (keyGuards), so most matches skip their token tests. */
const G_KNOWN = 1;
const G_THING = 2; // the key names the thing of a practice (namesThing): thingAsModifier
const G_SERVED = 4; // an activity outside software and design (servedBySoftware)
const G_LETTERS = 8; // separate letters ("a i"): lettersNotCapitals
const KEY_GUARDS = new Uint8Array(KEY_COUNT);

function keyGuards(key: number): number {
  let guards = KEY_GUARDS[key];
  if (guards === 0) {
    const tokens = keyTokens(key);
    guards = G_KNOWN;
    if (namesThing(key)) guards |= G_THING;
    if (
      ACTIVITY_WORD_SET.has(tokens[tokens.length - 1]) &&
      ((1 << SKILLS[KEY_SKILL[key]].categoryIndex) & CRAFT_MASK) === 0
    )
      guards |= G_SERVED;
    if (tokens.length > 1 && KEY_TEXT[key].length === 2 * tokens.length - 1) guards |= G_LETTERS;
    KEY_GUARDS[key] = guards;
  }
  return guards;
}

/**
 * Whether the key matched at tokens start..end names no skill there, by the tests above: the modifier
 * of an organisation or of testing, what some software serves, compared with or likened to, an
 * organisation's name, inside a hyphened compound, or letters that are not capitals. The tests that
 * only some keys can trip are asked only of those (keyGuards); each of the others starts with a flag
 * read (ingest runs this on every match).
 */
function vetoed(t: Tokens, key: number, start: number, end: number): boolean {
  const guards = keyGuards(key);
  return (
    ((guards & G_THING) !== 0 && thingAsModifier(t, end)) ||
    ((guards & G_SERVED) !== 0 && servedBySoftware(t, end)) ||
    comparedWith(t, end) ||
    organisationName(t, start, end) ||
    likenedTo(t, start) ||
    startsInsideCompound(t, start, end) ||
    ((guards & G_LETTERS) !== 0 && lettersNotCapitals(start, end))
  );
}

/** Adds match number `count`, of one token and no rule: `skill` read at token `at`; returns the new count. */
function addAccepted(count: number, skill: number, at: number): number {
  if (count === mSkill.length) growMatches();
  mSkill[count] = skill;
  mStart[count] = at;
  mEnd[count] = at;
  mState[count] = ACCEPTED;
  mRule[count] = undefined;
  return count + 1;
}

/** How many of findMatches' last matches have an ambiguity rule (a module variable, not a returned object: no allocation per call). */
let ambiguousCount = 0;

/**
 * Finds the skill matches of a token sequence; returns their count (matches in mSkill/mStart/...).
 * readsParts: a system part alone names its practice (prose, not a skills list's piece; SYSTEM_PARTS).
 */
function findMatches(t: Tokens, readsParts: boolean): number {
  const n = t.count;
  const flags = t.flags;
  const hashes = t.hash;
  let count = 0;
  let ambiguous = 0;
  /** Last token of the last match. */
  let lastEnd = -1;
  for (let i = 0; i < n; i++) {
    let key = -1;
    const first = bitOf(hashes[i]);
    // A word in lower case starts no generated key (keyCased): it is tested against the hand-written ones.
    const lower = (flags[i] & F_LOWER) !== 0;
    const filters = lower ? UNCASED_KEYS : ALL_KEYS;
    // Most words start no key: one bit test, and only a plural still needs a look.
    const starts = (filters.first[first >>> 5] & (1 << (first & 31))) !== 0;
    if (!starts && (flags[i] & F_PLURAL) === 0) continue;
    // Multi-word keys first (longest match), when the first two tokens' pair hash is known.
    if (starts && i + 1 < n && (flags[i + 1] & F_JOINED) !== 0) {
      const bit = bitOf(pairHash(hashes[i], hashes[i + 1]));
      if ((filters.pair[bit >>> 5] & (1 << (bit & 31))) !== 0) {
        let run = 1;
        let h = hashes[i];
        const longest = Math.min(MAX_NGRAM, filters.longest[first >>> 2]);
        while (run < longest && i + run < n && (flags[i + run] & F_JOINED) !== 0) {
          h = pairHash(h, hashes[i + run]);
          ngramHash[run] = h;
          run++;
        }
        for (let l = run; l >= 2 && key < 0; l--) {
          const b = bitOf(ngramHash[l - 1]);
          if ((filters.ngram[b >>> 5] & (1 << (b & 31))) === 0) continue;
          key = findKey(i, l, ngramHash[l - 1], lower);
          // A phrase only lists read leaves its words to shorter keys ("with AWS support" is AWS).
          if (key >= 0 && keyState(key) === LIST_ONLY) key = -1;
        }
      }
    }
    if (key < 0) {
      if (starts && (filters.single[first >>> 5] & (1 << (first & 31))) !== 0)
        key = findKey(i, 1, hashes[i], lower);
      if (key < 0 && (flags[i] & F_PLURAL) !== 0) {
        // "forklifts" → Forklift Operation, "dashboards" → Data Visualization.
        const plural = t.pluralHash[i];
        const b = bitOf(plural);
        // Only plain names take a plural; "nodes" is not Node.js, "springs" not Spring.
        if ((ALL_KEYS.single[b >>> 5] & (1 << (b & 31))) !== 0) key = findSingular(i, plural);
        if (key >= 0) {
          const state = keyState(key);
          if (state === LIST_ONLY || (state === HAS_RULE && !KEY_RULE[key]?.plural) || namedSoftware(key))
            key = -1;
        }
      }
      if (key < 0) {
        const part = readsParts ? systemPartSkill(t, i) : -1;
        if (part >= 0) {
          count = addAccepted(count, part, i);
          lastEnd = i;
        }
        continue;
      }
    }
    const state = keyState(key);
    if (state === LIST_ONLY) continue;
    const rule = state === HAS_RULE ? KEY_RULE[key] : undefined;
    const len = KEY_LENGTH[key];
    if (vetoed(t, key, i, i + len - 1)) {
      i += len - 1;
      lastEnd = i;
      continue;
    }
    if (len > 1 && i >= lastEnd + 2) {
      let gap = 2;
      let shared = i >= lastEnd + 3 ? sharedWordsKey(t, i, len, gap) : -1;
      if (shared < 0) {
        gap = 1;
        shared = sharedWordsKey(t, i, len, gap);
      }
      if (shared >= 0 && KEY_SKILL[shared] !== KEY_SKILL[key])
        count = addAccepted(count, KEY_SKILL[shared], i - gap);
    }
    if (count === mSkill.length) growMatches();
    mSkill[count] = KEY_SKILL[key];
    mStart[count] = i;
    mEnd[count] = i + len - 1;
    mState[count] = rule ? PENDING : ACCEPTED;
    mRule[count] = rule;
    if (rule) mCues[count] = KEY_CUES[key];
    if (rule) ambiguous++;
    count++;
    i += len - 1;
    lastEnd = i;
  }
  ambiguousCount = ambiguous;
  return count;
}

/** Words before a given name that make it a person's: "my sister Julia", "Miss Ruby". */
const KIN_AND_TITLES = new TokenWords(
  new Set(
    `sister brother mother father aunt uncle cousin daughter son wife husband niece nephew grandmother
    grandfather miss mrs mr ms madam madame lady lord sir dear`.split(/\s+/),
  ),
);

/** Context tests for one pending match. */
class Neighbourhood {
  constructor(
    private readonly t: Tokens,
    private readonly matchCount: number,
  ) {}

  private accepted(token: number, mask: number): boolean {
    const m = tokMatch[token];
    return m >= 0 && mState[m] === ACCEPTED && ((1 << SKILLS[mSkill[m]].categoryIndex) & mask) !== 0;
  }

  /** Whether token k is a cue word of the rule of match m. */
  private isCue(k: number, m: number): boolean {
    return mCues[m].hasToken(k);
  }

  /** A list neighbour of a related category ("python, go"), or a cue word right next to it. */
  strong(m: number, rule: Rule): boolean {
    const t = this.t;
    const s = mStart[m];
    const e = mEnd[m];
    const seg = t.segment[s];
    let j = s - 1;
    let listy = (t.flags[s] & F_LIST) !== 0;
    while (j >= 0 && t.segment[j] === seg && tokMatch[j] < 0 && CONJUNCTION_WORDS.hasToken(j)) {
      listy = true;
      j--;
    }
    if (listy && j >= 0 && t.segment[j] === seg && this.accepted(j, rule.contextMask)) return true;
    let k = e + 1;
    listy = k < t.count && (t.flags[k] & F_LIST) !== 0;
    while (k < t.count && t.segment[k] === seg && tokMatch[k] < 0 && CONJUNCTION_WORDS.hasToken(k)) {
      listy = true;
      k++;
    }
    if (listy && k < t.count && t.segment[k] === seg && this.accepted(k, rule.contextMask)) return true;
    if (s > 0 && t.segment[s - 1] === seg && this.freeCue(s - 1, m)) return true;
    if (e + 1 < t.count && t.segment[e + 1] === seg && this.freeCue(e + 1, m)) return true;
    return false;
  }

  /**
   * Token k is a cue word of match m's rule and no accepted skill: a cue that is itself an ambiguous
   * key not (yet) taken as a skill still says what m is ("agile teams": Teams is no Microsoft Teams there).
   */
  private freeCue(k: number, m: number): boolean {
    const other = tokMatch[k];
    return (other < 0 || mState[other] !== ACCEPTED) && this.isCue(k, m);
  }

  /** Strong context, or a related skill within four tokens, or a cue word within three. */
  weak(m: number, rule: Rule): boolean {
    if (this.strong(m, rule)) return true;
    const t = this.t;
    const s = mStart[m];
    const e = mEnd[m];
    const seg = t.segment[s];
    const from = Math.max(0, s - 4);
    const to = Math.min(t.count - 1, e + 4);
    for (let k = from; k <= to; k++) {
      if ((k >= s && k <= e) || t.segment[k] !== seg) continue;
      if (this.accepted(k, rule.contextMask)) return true;
      if (k >= s - 3 && k <= e + 3 && tokMatch[k] < 0 && this.isCue(k, m)) return true;
    }
    return false;
  }

  /**
   * A language cue near a language name (same sentence, within three words), a proficiency word right
   * next to it, or another language name (accepted or pending) in the same clause within four words:
   * "English and Spanish" supports both, "Spanish; German clients" does not make German a language.
   */
  language(m: number): boolean {
    const t = this.t;
    const s = mStart[m];
    const e = mEnd[m];
    const seg = t.segment[s];
    const isLanguage = (k: number) => {
      const other = tokMatch[k];
      return (
        other >= 0 &&
        other !== m &&
        mState[other] !== REJECTED &&
        ((1 << SKILLS[mSkill[other]].categoryIndex) & LANGUAGES_MASK) !== 0
      );
    };
    for (let k = Math.max(0, s - 4); k <= Math.min(t.count - 1, e + 4); k++) {
      if ((k >= s && k <= e) || t.segment[k] !== seg) continue;
      const near = k >= s - 3 && k <= e + 3;
      if (near && LANGUAGE_CUE_WORDS.hasToken(k)) return true;
      if ((k === s - 1 || k === e + 1) && LANGUAGE_QUALIFIER_WORDS.hasToken(k)) return true;
    }
    let clauseOpen = (t.flags[s] & F_SENT) === 0;
    for (let k = s - 1; k >= Math.max(0, s - 4) && clauseOpen && t.segment[k] === seg; k--) {
      if (isLanguage(k)) return true;
      clauseOpen = (t.flags[k] & F_SENT) === 0;
    }
    for (let k = e + 1; k <= Math.min(t.count - 1, e + 4) && t.segment[k] === seg; k++) {
      if (t.flags[k] & F_SENT) break;
      if (isLanguage(k)) return true;
    }
    return false;
  }

  /** Words on either side within the same sentence. */
  prev(m: number): string {
    const s = mStart[m];
    return s > 0 && this.t.segment[s - 1] === this.t.segment[s] ? keyOf(s - 1) : '';
  }

  next(m: number): string {
    const e = mEnd[m];
    return e + 1 < this.t.count && this.t.segment[e + 1] === this.t.segment[e] ? keyOf(e + 1) : '';
  }

  /** Part of a compound it does not name ("C-suite", "go-live", "R&D"); "Go-based" is fine. */
  compoundBad(m: number): boolean {
    const f = this.t.flags[mStart[m]];
    if (f & F_COMPOUND) return true;
    if (f & F_HEAD) return !HYPHEN_OK.has(this.next(m));
    return false;
  }

  /** "Ruby Chen", "Mary Jenkins", "my sister Julia": a person's name rather than the skill. */
  looksLikeName(m: number, rule: Rule): boolean {
    const t = this.t;
    if (rule.name === 'first') {
      const j = mStart[m] - 1;
      if (j >= 0 && t.segment[j] === t.segment[mStart[m]] && KIN_AND_TITLES.hasToken(j)) return true;
      const k = mEnd[m] + 1;
      if (k >= t.count || t.segment[k] !== t.segment[mEnd[m]]) return false;
      return (
        (t.flags[k] & (F_JOINED | F_CAP)) === (F_JOINED | F_CAP) && !startsKey(keyOf(k)) && !this.isCue(k, m)
      );
    }
    if (rule.name === 'last') {
      const j = mStart[m] - 1;
      if (j < 0 || t.segment[j] !== t.segment[mStart[m]] || (t.flags[mStart[m]] & F_JOINED) === 0)
        return false;
      return (
        (t.flags[j] & F_CAP) !== 0 && (t.flags[j] & F_SENT) === 0 && !startsKey(keyOf(j)) && !this.isCue(j, m)
      );
    }
    return false;
  }

  /** Whether only periods, spaces and then a line break or the end of the text follow match m. */
  endsLine(m: number): boolean {
    const text = this.t.text;
    for (let k = this.t.end[mEnd[m]]; k < text.length; k++) {
      const c = text.charCodeAt(k);
      if (c === 10 || c === 13) return true;
      if (c !== 46 && c !== 32) return false;
    }
    return true;
  }

  /** Capitalised words on both sides: a heading or a name in Title Case. */
  titleRun(m: number): boolean {
    const t = this.t;
    const s = mStart[m];
    const e = mEnd[m];
    if (s === 0 || e + 1 >= t.count) return false;
    return (
      (t.flags[s] & F_JOINED) !== 0 &&
      (t.flags[s - 1] & F_CAP) !== 0 &&
      (t.flags[e + 1] & (F_JOINED | F_CAP)) === (F_JOINED | F_CAP)
    );
  }

  decide(m: number): number {
    const rule = mRule[m] as Rule;
    const t = this.t;
    const f = t.flags[mStart[m]];
    // The neighbouring words are built as strings only for the rules that test them.
    if (rule.vetoPrev?.has(this.prev(m)) || rule.vetoNext?.has(this.next(m))) return REJECTED;
    switch (rule.tier) {
      case 'letter': {
        if (!isAllUpper(mStart[m]) || this.compoundBad(m) || LETTER_VETO_NEXT.has(this.next(m)))
          return REJECTED;
        if (f & F_DOT_AFTER) return this.weak(m, rule) ? ACCEPTED : PENDING;
        return LETTER_PREV.has(this.prev(m)) || this.weak(m, rule) ? ACCEPTED : PENDING;
      }
      case 'upper':
        if (this.compoundBad(m)) return REJECTED;
        if (!isAllUpper(mStart[m]))
          return rule.lowerInList && f & F_LOWER ? (this.strong(m, rule) ? ACCEPTED : PENDING) : REJECTED;
        // "EDW." may be an abbreviation ("Edw. Gardiner"): with a period it needs context, unless the
        // period ends the line ("Built an API." closing a highlight), where no name follows.
        if (f & F_DOT_AFTER && !this.endsLine(m)) return this.weak(m, rule) ? ACCEPTED : PENDING;
        return ACCEPTED;
      case 'exact': {
        if (!rule.exact?.has(rawToken(mStart[m]))) return REJECTED;
        if (rule.after === 'context') return this.contextTier(m, rule, f);
        if (rule.after === 'capitalized') return this.capitalizedTier(m, rule, f);
        return ACCEPTED;
      }
      case 'language':
        if (f & F_LOWER) return REJECTED;
        return this.language(m) ? ACCEPTED : PENDING;
      case 'capitalized':
        return this.capitalizedTier(m, rule, f);
      case 'context':
        return this.contextTier(m, rule, f);
      case 'hyphened':
        for (let k = mStart[m] + 1; k <= mEnd[m]; k++) if ((t.flags[k] & F_COMPOUND) === 0) return REJECTED;
        return ACCEPTED;
      default:
        return REJECTED;
    }
  }

  /**
   * An item of an inline list between two capitalised words that are no skill, no acronym and start
   * no key: a list of places or people ("the islands of Sumatra, Java, Bally, and Timor"). A skills
   * list has a skill or an acronym beside its names.
   */
  amongNames(m: number): boolean {
    const t = this.t;
    const isName = (k: number) =>
      k >= 0 && tokMatch[k] < 0 && (t.flags[k] & F_CAP) !== 0 && !isAllUpper(k) && !startsKey(keyOf(k));
    return isName(listNeighbour(t, mStart[m], -1)) && isName(listNeighbour(t, mEnd[m], 1));
  }

  private capitalizedTier(m: number, rule: Rule, f: number): number {
    const state = this.capitalizedState(m, rule, f);
    // Tested last: most capitalised names stand in no list, and a rejected one needs no test.
    return state === ACCEPTED && this.amongNames(m) ? REJECTED : state;
  }

  private capitalizedState(m: number, rule: Rule, f: number): number {
    if (this.compoundBad(m) || this.looksLikeName(m, rule)) return REJECTED;
    if (f & F_LOWER) return this.strong(m, rule) ? ACCEPTED : PENDING;
    const single = mStart[m] === mEnd[m] && this.t.end[mStart[m]] - this.t.start[mStart[m]] === 1;
    if (!single && isAllUpper(mStart[m])) return this.weak(m, rule) ? ACCEPTED : PENDING;
    if ((f & F_CAP) !== 0 && (f & F_SENT) === 0 && !this.titleRun(m)) return ACCEPTED;
    return this.weak(m, rule) ? ACCEPTED : PENDING;
  }

  private contextTier(m: number, rule: Rule, f: number): number {
    if (this.compoundBad(m) || this.looksLikeName(m, rule)) return REJECTED;
    if (f & F_LOWER) return this.strong(m, rule) ? ACCEPTED : PENDING;
    return this.weak(m, rule) ? ACCEPTED : PENDING;
  }

  /**
   * A language name used as an adjective: right before a lower-case word that is not a language cue
   * ("German clients", "the Chinese market"). Decided before anything else so that "German and French
   * clients" gives neither name support.
   */
  adjective(m: number): boolean {
    const t = this.t;
    const k = mEnd[m] + 1;
    if (k >= t.count || t.segment[k] !== t.segment[mEnd[m]] || (t.flags[k] & F_JOINED) === 0) return false;
    if ((t.flags[k] & F_LOWER) === 0 || tokMatch[k] >= 0) return false;
    const word = keyOf(k);
    return !LANGUAGE_CUES.has(word) && !LANGUAGE_QUALIFIERS.has(word) && !CONJUNCTIONS.has(word);
  }

  /** Decides pending matches; repeats while decisions give later ones new context. */
  resolve(): void {
    for (let m = 0; m < this.matchCount; m++) {
      if (mState[m] === PENDING && mRule[m]?.tier === 'language' && this.adjective(m)) mState[m] = REJECTED;
    }
    // A decision reads only the states of matches in its own sentence (segment; every test above
    // stops at its edge), so after the first round a pending match is decided again only when a state
    // in its sentence changed since it was last decided: the answer would be the same pending.
    const segments = this.t.segment[this.t.count - 1] + 1;
    if (segChangedAt.length < segments)
      segChangedAt = new Int32Array(Math.max(segments, segChangedAt.length * 2));
    segChangedAt.fill(0, 0, segments);
    let step = 0;
    for (let round = 0; round < 4; round++) {
      let changed = false;
      for (let m = 0; m < this.matchCount; m++) {
        if (mState[m] !== PENDING) continue;
        const segment = this.t.segment[mStart[m]];
        if (round > 0 && segChangedAt[segment] < mDecidedAt[m]) continue;
        mDecidedAt[m] = ++step;
        const state = this.decide(m);
        if (state !== PENDING) {
          mState[m] = state;
          segChangedAt[segment] = step;
          changed = true;
        }
      }
      if (!changed) break;
    }
  }
}

/**
 * Canonical skills mentioned in free text (summaries, highlights, descriptions, qualifications), each
 * once, in first-seen order.
 */
export function extractSkills(text: string): string[] {
  return skillsOfText(text, true);
}

/** extractSkills for a piece of a skills list, where a system part alone is a group's heading (SYSTEM_PARTS). */
export function extractEntrySkills(text: string): string[] {
  return skillsOfText(text, false);
}

function skillsOfText(text: string, readsParts: boolean): string[] {
  if (!text) return [];
  const t = tokenize(text, VOCABULARY_WORDS);
  let count = findMatches(t, readsParts);
  if (ambiguousCount > 0) {
    if (tokMatch.length < t.count) tokMatch = new Int32Array(Math.max(t.count, tokMatch.length * 2));
    tokMatch.fill(-1, 0, t.count);
    for (let m = 0; m < count; m++) for (let k = mStart[m]; k <= mEnd[m]; k++) tokMatch[k] = m;
    new Neighbourhood(t, count).resolve();
  }
  const found = count;
  count = listedBeside(t, count);
  const out: string[] = [];
  // The names listedBeside added come after the others in the arrays: read all in the text's order.
  const order = count === found ? undefined : byStart(count);
  for (let x = 0; x < count; x++) {
    const m = order ? order[x] : x;
    if (mState[m] !== ACCEPTED) continue;
    const skill = mSkill[m];
    if (seen[skill]) continue;
    seen[skill] = 1;
    out.push(SKILLS[skill].name);
  }
  for (let m = 0; m < count; m++) seen[mSkill[m]] = 0;
  return out;
}

/** The first `count` matches' numbers by the token they start at. */
function byStart(count: number): number[] {
  return Array.from({ length: count }, (_, m) => m).sort((a, b) => mStart[a] - mStart[b]);
}

/**
 * An inline list in prose ("Tech: React, Redux, Moshi, Stetho", "Python, pandas, altair"): a one-word
 * item that only skills lists know (a library or tool of the sources, whose name prose mostly uses in
 * another sense or not at all) is a skill there too, when it stands beside an accepted technical skill
 * across a comma or a conjunction, is a whole item of the list, and names technical software itself.
 * Each name so read counts as a neighbour for the next ("Moshi, Stetho"). Returns the new match count.
 */
function listedBeside(t: Tokens, count: number): number {
  let total = count;
  for (let m = 0; m < total; m++) {
    if (mState[m] !== ACCEPTED || ((1 << SKILLS[mSkill[m]].categoryIndex) & TECH_MASK) === 0) continue;
    total = addListed(t, listNeighbour(t, mEnd[m], 1), total);
    total = addListed(t, listNeighbour(t, mStart[m], -1), total);
  }
  return total;
}

/** Adds token k as a match of the list-only technical software it names (listedBeside); returns the count. */
function addListed(t: Tokens, k: number, count: number): number {
  if (k < 0 || covered(k, count) || !wholeItem(t, k)) return count;
  const skill = KEY_TO_SKILL.get(keyOf(k));
  if (skill === undefined || skill < HAND_WRITTEN_COUNT) return count;
  if (((1 << SKILLS[skill].categoryIndex) & TECH_MASK) === 0) return count;
  return addAccepted(count, skill, k);
}

/** The token across a list separator or a conjunction from token `at`, on side `dir` (1 after, -1 before), or -1. */
function listNeighbour(t: Tokens, at: number, dir: 1 | -1): number {
  let k = at + dir;
  if (k < 0 || k >= t.count || t.segment[k] !== t.segment[at]) return -1;
  // The separator flag sits on the later token of the two.
  let listed = (t.flags[dir === 1 ? k : at] & F_LIST) !== 0;
  if (CONJUNCTION_WORDS.hasToken(k)) {
    k += dir;
    if (k < 0 || k >= t.count || t.segment[k] !== t.segment[at]) return -1;
    listed = true;
  }
  return listed ? k : -1;
}

/** Whether token k lies in one of the first `count` matches. */
function covered(k: number, count: number): boolean {
  for (let m = 0; m < count; m++) if (mStart[m] <= k && k <= mEnd[m]) return true;
  return false;
}

/** Words that open a list of tools: "Used Gazebo, ROS and MoveIt", "built with Moshi, Retrofit". */
const LIST_OPENERS = new TokenWords(new Set(['with', 'using', 'via', 'including', 'used', 'use', 'uses']));

/**
 * Whether token k is a list item by itself: a separator, a conjunction or the segment's end on both
 * sides, or before it a word that opens a list (LIST_OPENERS).
 */
function wholeItem(t: Tokens, k: number): boolean {
  const before =
    k === 0 ||
    t.segment[k - 1] !== t.segment[k] ||
    (t.flags[k] & F_LIST) !== 0 ||
    CONJUNCTION_WORDS.hasToken(k - 1) ||
    LIST_OPENERS.hasToken(k - 1);
  const next = k + 1;
  const after =
    next >= t.count ||
    t.segment[next] !== t.segment[k] ||
    (t.flags[next] & (F_LIST | F_SENT)) !== 0 ||
    CONJUNCTION_WORDS.hasToken(next);
  return before && after;
}

/**
 * Words that qualify a skill in a list without changing it ("Advanced Excel", "Python 3.11",
 * "Leadership abilities", "General Accounting", "Bilingual Spanish").
 */
export const QUALIFIERS: ReadonlySet<string> = new Set(
  'advanced basic intermediate expert expertise proficient proficiency fluent strong solid working beginner good excellent deep hands-on hands on knowledge of in experience with familiarity familiar skilled skills skill abilities ability capabilities general bilingual'.split(
    ' ',
  ),
);
const VERSION = /^(v?\d+([.x]\d*)*\+?|x|latest|lts)$/;

function lookup(written: string): Skill | undefined {
  tokenize(written, LIST_VOCABULARY_WORDS);
  const keys = allKeys();
  if (keys.length === 0) return undefined;
  const direct = KEY_TO_SKILL.get(keys.join(' '));
  if (direct !== undefined) return SKILLS[direct];
  let from = 0;
  let to = keys.length;
  while (from < to - 1 && QUALIFIERS.has(keys[from])) from++;
  while (to > from + 1 && (VERSION.test(keys[to - 1]) || QUALIFIERS.has(keys[to - 1]))) to--;
  const trimmed = trimmedKey(keys, from, to);
  if (trimmed !== undefined) return SKILLS[trimmed];
  // A version glued to the name: "Vue3", "Angular2", "Python3.11" (only when the whole is not a key,
  // so "S3", "ES6" and "Web3" stay themselves).
  const last = GLUED_VERSION.exec(keys[to - 1]);
  if (last === null) return undefined;
  const unglued = KEY_TO_SKILL.get([...keys.slice(from, to - 1), last[1]].join(' '));
  return unglued === undefined ? undefined : SKILLS[unglued];
}
const GLUED_VERSION = /^([a-z][a-z+#]+?)v?\d+(?:\.\d+)*$/;

/**
 * The key left once the qualifiers before `from` and after `to` are off: off one end before both,
 * the longer key first, since a key may end in one ("Excellent computer skills" is "computer skills",
 * not the Computer equipment of "computer").
 */
function trimmedKey(keys: readonly string[], from: number, to: number): number | undefined {
  if (from === 0 && to === keys.length) return undefined;
  const key = (start: number, end: number) => KEY_TO_SKILL.get(keys.slice(start, end).join(' '));
  const oneEnd = from > 0 && to < keys.length ? (key(from, keys.length) ?? key(0, to)) : undefined;
  return oneEnd ?? key(from, to);
}

/**
 * Canonical name for a skill as written in a skills list ("k8s" → "Kubernetes", "ms excel" →
 * "Microsoft Excel"); undefined when unknown. A list entry is a skill by position, so ambiguous names
 * ("Go", "R", "Spring", "Excel") are accepted here in any case.
 */
export function canonicalSkill(written: string): string | undefined {
  if (typeof written !== 'string') return undefined;
  return canonicalMemo(written);
}

/** canonicalSkill's answers by what was written (a pool repeats its skill strings). */
export const canonicalMemo = boundedMemo(canonicalUncached, 8192, 200);

function canonicalUncached(
  written: string,
  steps: 'all' | 'noTypos' | 'keysOnly' = 'all',
): string | undefined {
  const trimmed = written.trim();
  if (!trimmed) return undefined;
  // A list in another language may write its accents or not ("Gestión de proyectos", "Gestion de
  // proyectos"): the taxonomy keeps such forms of several words without them (build-taxonomy.mjs
  // storedForms). One word is looked up as written: folded, "Informática" would be the product.
  const skill =
    lookup(trimmed) ??
    (/\s/.test(trimmed) && hasDiacritics(trimmed) ? lookup(withoutDiacritics(trimmed)) : undefined);
  if (skill) return skill.name;
  // "Kubernetes (K8s)", "Amazon Web Services [AWS]"
  const paren = /^(.*?)\s*[([{](.*?)[)\]}]?\s*$/.exec(trimmed);
  if (paren) {
    const outer = paren[1] ? lookup(paren[1]) : undefined;
    if (outer) return outer.name;
    const inner = paren[2] ? lookup(paren[2]) : undefined;
    if (inner && bracketNames(paren[1], paren[2].trim(), inner.name)) return inner.name;
  }
  if (steps === 'keysOnly') return undefined;
  const loose = looseSkill(trimmed)?.name;
  return loose ?? (steps === 'all' ? correctedSkill(trimmed) : undefined);
}

/** Words an acronym's letters skip ("Americans with Disabilities Act" is ADA). */
const ACRONYM_SKIPS = new Set(['and', 'of', 'with', 'the', 'for', 'in', 'to', 'a', 'an', '&']);

/**
 * Whether an acronym in brackets after a name the taxonomy does not know names this skill there: not
 * when the skill is named in lower case (a command or library, "tee", "aha", "pip": the capitals are
 * another acronym, "Transesophageal Echocardiography (TEE)", "BLS (AHA)"), nor when the name before
 * it spells the acronym out as something else ("Americans with Disabilities Act (ADA)" is no Ada,
 * "Academic Knowledge and Skills (AKS)" no Azure Kubernetes Service). Spelt out as the skill, the
 * acronym is its name or shares a word with it ("Basic Life Support (BLS)", "Electrocardiograms (ECGs)").
 * Anything else in brackets (an example, a product: "ERP Systems (SAP)") names its skill.
 */
function bracketNames(outer: string, inner: string, skill: string): boolean {
  if (!/^[A-Z][A-Z0-9&]{1,7}s?$/.test(inner)) return true;
  if (skill === skill.toLowerCase()) return false;
  const words = outer.split(/[\s/-]+/).filter((w) => w && !ACRONYM_SKIPS.has(w.toLowerCase()));
  const letters = inner.replace(/s$/, '').toLowerCase().replace(/&/g, '');
  if (words.map((w) => w[0].toLowerCase()).join('') !== letters) return true;
  const named = skill.split(/[\s/-]+/);
  return (
    named.includes(inner) ||
    named.includes(inner.replace(/s$/, '')) ||
    named.some((n) => words.some((w) => sameWord(w, n)))
  );
}

/**
 * canonicalSkill less its last step, the correction of a misspelt word: for a word that heads a
 * longer product name, where a word one letter off is another word ("Commuter Benefits" is no
 * Computer anything).
 */
export function canonicalAsWritten(written: string): string | undefined {
  return canonicalUncached(written, 'noTypos');
}

/** canonicalSkill's lookup of the lexicon's keys only, without its loose steps (loose.ts). */
export function canonicalKeyed(written: string): string | undefined {
  return canonicalUncached(written, 'keysOnly');
}

let typoCorrector: Corrector | null = null;

/**
 * The one skill the entry names with a misspelt word corrected (typos.ts: "Continious Integration"
 * is CI/CD), looked up as canonicalSkill looks up what is written, less this step: one correction.
 */
function correctedSkill(written: string): string | undefined {
  typoCorrector ??= corrector(RAW_SKILLS, new Set(NEAR_MISS_WORDS));
  let found: string | undefined;
  for (const corrected of spellingCorrections(written, typoCorrector)) {
    const skill = canonicalUncached(corrected, 'noTypos');
    if (skill === undefined) continue;
    if (found !== undefined && found !== skill) return undefined;
    found = skill;
  }
  return found;
}

/** The skill with this canonical name (case-insensitive), or with this alias. */
export function findSkill(name: string): Skill | undefined {
  if (typeof name !== 'string') return undefined;
  const exact = skillByLowerName(name.trim().toLowerCase());
  if (exact) return exact;
  const canonical = canonicalSkill(name);
  return canonical === undefined ? undefined : skillByLowerName(canonical.toLowerCase());
}
