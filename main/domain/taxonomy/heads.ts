// The loosest form loose.ts compares, tried last: the generic words around a skill's distinctive
// words are reduced to the kind they name, so paraphrases of one body of knowledge meet.
// "betting laws", "betting legislation" and "betting rules" all name the rules of betting;
// "glassware merchandise" and "glassware products" the goods; "deburring operations" and "deburring
// processes" the methods; "screen printing apparatus" and "screen printing machines" the equipment.
// Words are also cut to a stem ("constructing products" / "construction products", "commercial
// photograph" / "commercial photography"), and words that only qualify the subject ("relevant",
// "specialist", "fieldwork") are dropped.
//
// Only multi-word entries use this form, and loose.ts drops every form that two skills reach, so
// "tax rules" finds nothing when the taxonomy has both Tax law and Tax regulations. Skills lists
// only (canonicalSkill), never free text.

/** Generic words (American, singular, as loose.ts normalises them) → the kind they name. */
const KIND_OF: ReadonlyMap<string, string> = new Map(
  Object.entries({
    rule: 'rules',
    regulation: 'rules',
    legislation: 'rules',
    law: 'rules',
    statute: 'rules',
    code: 'rules',
    norm: 'rules',
    standard: 'rules',
    requirement: 'rules',
    specification: 'rules',
    principle: 'theory',
    theory: 'theory',
    concept: 'theory',
    goal: 'goals',
    objective: 'goals',
    aim: 'goals',
    alternative: 'options',
    option: 'options',
    policy: 'policy',
    strategy: 'policy',
    product: 'goods',
    good: 'goods',
    merchandise: 'goods',
    merchandize: 'goods',
    commodity: 'goods',
    brand: 'goods',
    industry: 'industry',
    business: 'industry',
    company: 'industry',
    corporation: 'industry',
    sector: 'industry',
    trader: 'industry',
    trade: 'industry',
    method: 'methods',
    technique: 'methods',
    process: 'methods',
    procedure: 'methods',
    operation: 'methods',
    practice: 'methods',
    approach: 'methods',
    arrangement: 'methods',
    methodology: 'methods',
    machine: 'machines',
    apparatus: 'machines',
    equipment: 'machines',
    device: 'machines',
    machinery: 'machines',
    implement: 'machines',
    instrument: 'machines',
    part: 'parts',
    unit: 'parts',
    element: 'parts',
    component: 'parts',
    management: 'management',
    administration: 'management',
    oversight: 'management',
    making: 'making',
    production: 'making',
    manufacturing: 'making',
    manufacture: 'making',
    technology: 'technology',
    mechanisation: 'technology',
    mechanization: 'technology',
    automation: 'technology',
  }),
);

/** Whether a word (normalised) only names a kind of thing ("process", "equipment", "law", "industry"). */
export function isKindWord(word: string): boolean {
  return KIND_OF.has(word);
}

/** Words that qualify what follows without changing which skill it is. */
const QUALIFIERS = new Set('relevant specialist fieldwork discipline specialty'.split(' '));

/**
 * Endings cut from a word when at least three letters stay: "construction", "constructing" →
 * "construct"; "racing", "race" → "rac"; "cutting", "cut" → "cut".
 */
const ENDING = /(?:ations?|ions?|ings?|ical|ically|ity|ics?|al|ers?|y|e)$/;

function stem(word: string): string {
  const cut = word.replace(ENDING, '');
  if (cut.length < 3 || cut === word) return word;
  // "cutting" → "cutt" → "cut"
  return /([^aeiou])\1$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * The generic form of an entry's normalised words, or null when it has fewer than two words or no
 * distinctive word (only kinds and qualifiers are left).
 */
export function genericWords(words: readonly string[]): string[] | null {
  if (words.length < 2) return null;
  const out: string[] = [];
  let distinctive = 0;
  for (let k = 0; k < words.length; k++) {
    const w = words[k];
    if (QUALIFIERS.has(w)) continue;
    // A kind word names the kind only at the head, last ("deburring processes"); before it, it is
    // part of the subject ("process design" is not "design methods").
    const kind = k === words.length - 1 ? KIND_OF.get(w) : undefined;
    if (kind) out.push(`@${kind}`);
    else {
      out.push(stem(w));
      distinctive++;
    }
  }
  return distinctive > 0 ? out : null;
}

/** Last words that only say what kind of thing or which part of its study the words before name. */
const TAIL = new Set('research analysis analyze criteria software database system tool platform'.split(' '));
/** Names of editions, before "edition" ("SQL Server Express Edition"). */
const EDITIONS = new Set(
  'express enterprise standard professional community developer home ultimate premium business'.split(' '),
);

/**
 * The words without their generic last words ("military aviation regulations", "IBM DB2 database
 * software", "SQL Server Express Edition"), or null when none are generic or too little is left: at
 * least two words, or one with a digit ("SA8000 criteria"), so "tax rules" does not become "tax".
 */
export function withoutGenericTail(words: readonly string[]): string[] | null {
  let end = words.length;
  if (end > 2 && words[end - 1] === 'edition') end -= EDITIONS.has(words[end - 2]) ? 2 : 1;
  while (end > 1 && (KIND_OF.has(words[end - 1]) || TAIL.has(words[end - 1]))) end--;
  if (end === words.length) return null;
  if (end < 2 && !/\d/.test(words[0])) return null;
  return words.slice(0, end);
}
