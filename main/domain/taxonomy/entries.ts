// Recognition of one entry of a skills list (a skill name or keyword as the resume writes it), which
// often joins several skills: "Sass, Less", "HTML/CSS", "Git and GitHub", "C#/.NET", "Cloud (AWS, GCP)",
// "JavaScript (React)".
//
// The whole entry is tried first, so names that contain a separator ("CI/CD", "TCP/IP", "A/B Testing",
// "Research and Development", "P&L") stay one skill. Otherwise the entry is cut at commas, semicolons
// and pipes outside parentheses, then each piece that is still unknown at " and ", " & ", " or ", "+"
// and "/", and every piece is tried again (canonicalSkill, whose last step matches loosely: loose.ts);
// a piece that is a phrase ("experience with Docker containers") falls back to free-text extraction,
// a language and a framework side by side are both ("Python Django"), while an unknown product name
// in capitals ("GitLab Runner", "Google Bard AI") gives only the known product it starts with. What no
// step recognises is returned as unknown, so the caller can keep it as the resume's own (raw) skill.
// Before all this, full-width brackets and commas become ASCII ("Javascript（AMD、ES6）"), Chinese
// and Japanese words read in English where the glossary knows them
// ("フロントエンド開発" frontend development; cjk.ts), and the heading of a list after a colon is
// dropped ("SPA Frameworks: Vue, React").

import { boundedMemo } from '../collections';
import { inMask, maskOf, ruleFor, SOFTWARE_MASK } from './ambiguity';
import { cjkAsEnglish } from './cjk';
import { RAW_SKILLS } from './data';
import {
  canonicalAsWritten,
  canonicalKeyed,
  canonicalSkill,
  extractEntrySkills,
  findSkill,
  QUALIFIERS,
} from './extract';
import { HAND_WRITTEN_COUNT, KEY_TO_SKILL, skillByLowerName } from './lexicon';
import { isVendor, sameWord } from './loose';

export interface EntrySkills {
  /** Canonical skills, each once, in the order written. */
  skills: string[];
  /** Pieces the taxonomy does not know, trimmed, as written. */
  unknown: string[];
}

/** Longest piece kept as an unknown skill; longer ones are sentences, not skill names. */
const MAX_UNKNOWN_LENGTH = 60;

/**
 * Cuts at commas, semicolons and pipes outside parentheses; "Cloud (AWS, GCP)" → "Cloud", "AWS", "GCP".
 * A bracket that holds a list joined otherwise is cut off too, so the later split at "/", "&" or "and"
 * does not cut the bracket apart: "SimpleMDM (iPhone/iPad)" → "SimpleMDM", "iPhone/iPad"; a bracket
 * with no list in it stays with its name ("Bash/Shell (all shells)").
 */
function splitTopLevel(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let item = '';
  const commas = /[,;|]/.test(text);
  let cutBrackets = commas;
  const chars = [...text];
  for (const [k, c] of chars.entries()) {
    if (c === '(' || c === '[') {
      depth++;
      if (depth === 1) cutBrackets = commas || SEPARATOR.test(bracketContent(chars, k));
      if (depth === 1 && cutBrackets) {
        out.push(item);
        item = '';
        continue;
      }
    } else if ((c === ')' || c === ']') && depth > 0) {
      depth--;
      if (depth === 0 && cutBrackets) {
        out.push(item);
        item = '';
        continue;
      }
    }
    if (depth <= 1 && (c === ',' || c === ';' || c === '|' || c === '•' || c === '·')) {
      out.push(item);
      item = '';
      continue;
    }
    item += c;
  }
  out.push(item);
  return out.map(clean).filter(Boolean);
}

/** What the bracket opened at index `open` of `chars` (a string's code points) holds, up to its close or the end. */
function bracketContent(chars: readonly string[], open: number): string {
  let depth = 0;
  for (let k = open; k < chars.length; k++) {
    if (chars[k] === '(' || chars[k] === '[') depth++;
    else if ((chars[k] === ')' || chars[k] === ']') && --depth === 0)
      return chars.slice(open + 1, k).join('');
  }
  return chars.slice(open + 1).join('');
}

/** Cuts at " and ", " & ", " or " (JOINERS), "+" between words, and "/" ("HTML/CSS", "Sass / Less"). */
function splitJoined(text: string): string[] {
  return text.split(JOINED).map(clean).filter(Boolean);
}

/**
 * Two joined parts that share words written once: "written and oral communication" names Written
 * Communication, "Accounts Payable/Receivable" Accounts Receivable. An unknown first part takes the
 * second's words after its first; an unknown second part takes the first's words before its last.
 */
function withSharedWords(parts: string[], k: number): string | undefined {
  if (parts.length !== 2) return undefined;
  const other = parts[1 - k].split(/\s+/);
  if (other.length < 2) return undefined;
  const joined =
    k === 0 ? `${parts[0]} ${other.slice(1).join(' ')}` : `${other.slice(0, -1).join(' ')} ${parts[1]}`;
  return canonicalSkill(joined);
}

/**
 * A one-word part that names a product only as an ordinary word would in prose ("Access", "Word",
 * "Teams", "Spring": ambiguity.ts's context tier) and whose other parts name no skill of a kind near it
 * ("Identity & Access" is no Microsoft Access; "Word & Excel", "Java/Spring" are the products).
 */
function wordWithoutContext(part: string, skill: string, known: (string | undefined)[], k: number): boolean {
  if (/\s/.test(part)) return false;
  const category = findSkill(skill)?.category;
  if (category === undefined) return false;
  const rule = ruleFor(part.toLowerCase(), category, undefined);
  // The context an ordinary word of a practice needs in prose ("mentoring", "teaching": the rule that
  // also reads its plural) a skills list gives: "Mentoring and Teaching" names both.
  if (rule?.tier !== 'context' || rule.discipline || rule.plural) return false;
  return !known.some((other, j) => {
    const c = j !== k && other ? findSkill(other)?.category : undefined;
    return c !== undefined && (maskOf([c]) & rule.contextMask) !== 0;
  });
}

/**
 * A vendor's product line written once: in "ConnectWise Automate/Manage" the unknown one-word second
 * part is "ConnectWise Manage", the first part's name with its last word swapped, not a bare "Manage".
 * Only when both parts are unknown names in capitals, so "Data Entry/Typing" keeps its "Typing" and
 * "Oracle Database/Foo" its "Foo" (another product beside a known one).
 */
function productLine(parts: string[], k: number): string | undefined {
  if (parts.length !== 2 || k !== 1 || /\s/.test(parts[1]) || !/^\p{Lu}/u.test(parts[1])) return undefined;
  if (!PRODUCT_NAME.test(parts[0])) return undefined;
  return `${parts[0].split(/\s+/).slice(0, -1).join(' ')} ${parts[1]}`;
}

function clean(piece: string): string {
  return piece.replace(/^[\s\-–—*:]+|[\s.:]+$/g, '').trim();
}

function recognisePiece(piece: string, out: EntrySkills, split: boolean): void {
  if (requirementOrPerk(piece)) return;
  const whole = canonicalSkill(piece);
  // A vendor's platform and a product, before a split ("Google Cloud Pub/Sub" is Pub/Sub of the platform,
  // not "Google Cloud Pub" and "Sub") and before the platform is taken for what the name is part of.
  const platformProduct = whole ? undefined : productOfPlatform(piece);
  if (platformProduct) {
    out.skills.push(platformProduct);
    return;
  }
  const parts = split ? splitJoined(piece) : [];
  if (parts.length > 1) {
    const known = parts.map(canonicalSkill);
    // A known whole wins unless its parts are all known and name several skills: "CI/CD", "TCP/IP",
    // "Sass/SCSS" stay one skill, "C#/.NET" and "Git and GitHub" are two.
    const several = known.every(Boolean) && new Set(known).size > 1;
    if (!whole || several) {
      parts.forEach((part, k) => {
        const shared = known[k] ? undefined : withSharedWords(parts, k);
        if (shared) out.skills.push(shared);
        else if (known[k] && wordWithoutContext(part, known[k], known, k)) out.unknown.push(part);
        else recognisePiece(known.some(Boolean) ? part : (productLine(parts, k) ?? part), out, false);
      });
      return;
    }
  }
  if (whole) {
    out.skills.push(whole);
    return;
  }
  const pair = productPair(piece);
  if (pair) {
    out.skills.push(...pair);
    return;
  }
  // A practice and the people who do it ("Enterprise Architecture team", "Product Management
  // Collaboration", "Python team"): a posting's list names working with them, not the skill. "Teams"
  // so written ends a product's name too ("Cisco Webex Teams").
  if (PEOPLE_OF_A_PRACTICE.test(piece) && !/\sTeams$/.test(piece)) {
    if (piece.length <= MAX_UNKNOWN_LENGTH) out.unknown.push(piece);
    return;
  }
  // A phrase ("experience with Docker containers") names its skills somewhere inside; a name written
  // in capitals throughout is one product the taxonomy does not know: a known product it starts with
  // is what it is part of ("GitLab Runner", "Firebase Realtime Database"), while skills its later words
  // also name are not what the entry means ("AI" in "Google Bard AI", "Teams" in "Cisco Webex Teams").
  // A vendor's name alone is no product of it ("Google Chat" is not Google's anything), unless the
  // rest only says "its offering" ("AWS Services", "Salesforce Platform"), as "AWS services" reads.
  // The head is a name as written, not a misspelling corrected: "Commuter Benefits" is no Computer
  // anything.
  if (PRODUCT_NAME.test(piece)) {
    const words = piece.split(/\s+/);
    for (let k = words.length - 1; k >= 1; k--) {
      if (k === 1 && isVendor(words[0]) && !words.slice(1).every((w) => OFFERING.test(w))) break;
      const prefix = words.slice(0, k).join(' ');
      const head = canonicalAsWritten(prefix);
      if (head && k === 1 && !headWordNames(prefix, head)) continue;
      // A one-word head its ambiguity rule rejects here: a word that means the other sense when the
      // next follows ("Linear Algebra" is no part of Linear, the tracker), or an acronym that is also a
      // word, which heads a name only in capitals ("REST Services", not "Spa Treatments").
      if (head && k === 1 && rejectedAsHead(words[0], head, words.slice(1))) break;
      if (head) {
        out.skills.push(head);
        return;
      }
    }
  }
  const found = /\s/.test(piece) && !PRODUCT_NAME.test(piece) ? extractEntrySkills(piece) : [];
  if (found.length > 0) {
    out.skills.push(...found);
    return;
  }
  // A lone letter is what a split left of an abbreviation ("N/A"), not a name (C and R are known).
  if (piece.length <= MAX_UNKNOWN_LENGTH && /\p{L}.*\p{L}/su.test(piece) && !PLACEHOLDER.test(piece))
    out.unknown.push(piece);
}

/**
 * Whether one word, heading a longer capitalised name, names this skill there: the looser readings
 * that serve a whole entry ("Presentation" alone is Presentation Skills, "Motors" ESCO's Electrical
 * machines) say nothing of a name it starts ("Presentation Software", "Motor Vehicle Record").
 * - A product, only as its key writes it: in another number, spelling or spacing the word is another
 *   ("Workspace Cleanliness" is no Amazon WorkSpaces, "Root Causes" no Roots, "Sign On Bonus" no AWS
 *   Sign-In Service).
 * - A concept of the sources, only by its own name, in either number ("Cosmetology License",
 *   "Reinsurance Claims", "Patent Preparation"): their one-word labels are often narrower words
 *   ("Oxygen Delivery" is no Basic chemicals, "Cooling Systems" no Casting processes).
 * - A hand-written skill, by its name or an alias in either number ("Budget Monitoring" is Budgeting,
 *   "EKG Competency" ECG, "Brake Pads" Brake Repair), not by the words its name adds ("Skills").
 * - Any other, when the word is written like a name: an abbreviation ("NIHSS License"), a product
 *   ("TeamMate Analytics", "STAAD Software") or words run together ("InfectionControl Policies").
 * Several words are a name of their own ("Embedded System Security").
 */
function headWordNames(word: string, head: string): boolean {
  const skill = findSkill(head);
  if (skill === undefined || NO_HEAD_WORDS.has(word.toLowerCase())) return false;
  if (inMask(skill, SOFTWARE_MASK)) return canonicalKeyed(word) === head;
  if (WRITTEN_LIKE_A_NAME.test(word)) return true;
  if (skill.id >= HAND_WRITTEN_COUNT) return !/\s/.test(head) && sameWord(word, head);
  const { name, aliases } = RAW_SKILLS[skill.id];
  return canonicalKeyed(word) === head || [name, ...aliases].some((a) => !/\s/.test(a) && sameWord(word, a));
}

/** A word written like a name, not a word: an inner capital, two capitals or a digit ("NIHSS", "TeamMate"). */
const WRITTEN_LIKE_A_NAME = /\p{Ll}\p{Lu}|\p{Lu}{2}|\d/u;

/**
 * Words that head a capitalised name as its adjective, whatever skill they also name: "Current BLS
 * Certification", "Current Passport" (ESCO's Current is electric current).
 */
const NO_HEAD_WORDS = new Set(['current']);

/**
 * What a form puts where a list has nothing to say ("None", "N/A", "TBD", "Other", "etc."): neither a
 * skill nor an unknown one. Counted among the skills report's unknownSkills, the most frequent of
 * them would hide the taxonomy's real gaps.
 */
const PLACEHOLDER =
  /^(?:none|n\/?a|nil|null|tbd|tba|others?|various|misc\.?|miscellaneous|etc\.?|and more|more|see (?:above|below))$/i;

/**
 * A degree a posting requires ("Bachelor's Degree in Accounting", "Associate Degree in Early Childhood
 * Education", "Accounting Diploma", "BS in Civil Engineering", "Ph.D. in Physics"): an education
 * requirement, which the resume's education records, neither a skill nor an unknown one. Not
 * "360-degree feedback", "Master Data Management" or "Scrum Master"; an abbreviated degree only before
 * "in" or "of" ("MS Office" is Microsoft's).
 */
const DEGREE =
  /^(?:bachelor|master|associate)(?:'s|s)?(?:\s+(?:degree|of|in)\b|$)|^(?:bachelor|master)'s\b|(?<![\d-]\s?)\b(?:degree|diploma)s?\b|^(?:ph\.?\s?d|[bm]\.?\s?s\.?\s?c?|[bm]\.?\s?a|m\.?\s?b\.?\s?a|[bm]\.?\s?s\.?\s?n|[bm]\.?\s?eng|m\.?\s?p\.?\s?h)\.?\s+(?:in|of)\s/i;

/**
 * A perk a posting offers ("Sign On Bonus", "Continuing Education Stipend", "Tuition Reimbursement",
 * "Merchandise Discounts", "Childcare Benefit", "Free mental health resources"): what the job gives,
 * neither a skill nor an unknown one. Not "Benefits Administration", "Employee benefits" (HR's work),
 * "Healthcare reimbursement" (a biller's) or "Free and Open Source Software".
 */
const PERK =
  /\b(?:bonus(?:es)?|stipends?|allowances?|perks?|discounts?|benefit|(?:benefits?|compensation|relocation|training) package|(?:tuition|education|licensing|licensure|certification|internet|mileage|phone|travel|computer) reimbursement)$|^free\s(?!and\b|&|open|software)/i;

/** A degree required or a perk offered: no skill, and no unknown one either. */
function requirementOrPerk(piece: string): boolean {
  return DEGREE.test(piece) || PERK.test(piece);
}

/** Canonical skills and unknown pieces of one skills-list entry. */
export function recogniseEntry(written: string): EntrySkills {
  if (typeof written !== 'string') return { skills: [], unknown: [] };
  // Remembered by what was written; each caller gets its own arrays.
  const known = entryMemo(written);
  return { skills: [...known.skills], unknown: [...known.unknown] };
}

/**
 * recogniseEntry's answers by what was written: a pool repeats the same few hundred skill strings
 * (the demo corpus's 30,622 entries are 456 distinct ones), so ingest reads each once per thread.
 */
export const entryMemo = boundedMemo(recogniseUncached, 8192, 200);

function recogniseUncached(written: string): EntrySkills {
  const ascii = asciiPunctuation(written).trim();
  // A Chinese or Japanese entry is read in English when the glossary covers it (cjk.ts); what that
  // reading finds no skill in is kept as written.
  const english = cjkAsEnglish(ascii);
  if (english !== undefined) {
    const read = recogniseText(english);
    if (read.skills.length > 0) return read;
  }
  return recogniseText(ascii);
}

/** recogniseUncached of an entry whose punctuation is ASCII. */
function recogniseText(ascii: string): EntrySkills {
  const out: EntrySkills = { skills: [], unknown: [] };
  const text = withoutListHeading(ascii);
  if (!text || PLACEHOLDER.test(text)) return out;
  const whole = canonicalSkill(text);
  const besideBracket = bracketedPair(text);
  if (besideBracket) return { skills: besideBracket, unknown: [] };
  if (!SEPARATOR.test(text)) {
    if (requirementOrPerk(text)) return out;
    if (whole) out.skills.push(whole);
    else recognisePiece(text, out, false);
    return out;
  }
  for (const piece of splitTopLevel(text)) if (!RENAMED.test(piece)) recognisePiece(piece, out, true);
  out.skills = [...new Set(out.skills)];
  out.unknown = [...new Set(out.unknown)];
  // A known whole wins unless its pieces are all known and name several skills.
  if (whole && (out.unknown.length > 0 || out.skills.length < 2)) return { skills: [whole], unknown: [] };
  return out;
}

/**
 * A name and, in brackets, another skill written as a name ("JavaScript (React)", "DingTalk
 * (Teambition)", "Excel (VBA)"): both, where the whole reads as the first alone. Not a bracket that
 * spells the same skill ("Infrastructure as Code (IaC)"), says how well ("Excel (Advanced)", "Excel
 * (Basic)" is no BASIC) or is lower case ("C (programming language)"); brackets holding a list are
 * split with the rest (splitTopLevel).
 */
function bracketedPair(text: string): string[] | undefined {
  const m = /^([^()]+?)\s*\(([^()]+)\)$/.exec(text);
  if (!m || SEPARATOR.test(m[2]) || !/^[\p{Lu}\d]/u.test(m[2])) return undefined;
  if (m[2].split(/\s+/).every((w) => LEVEL_WORDS.has(w.toLowerCase()))) return undefined;
  const head = canonicalSkill(m[1]);
  const inner = head && canonicalSkill(m[2]);
  return head && inner && inner !== head ? [head, inner] : undefined;
}

/**
 * Words a bracket after a skill uses to say how well, or how long ("Excel (Advanced)", "(Native)"): the
 * qualifiers a list writes before a skill, and levels of languages and certificates.
 */
const LEVEL_WORDS = new Set([
  ...QUALIFIERS,
  ...'basics native professional elementary limited full certified certification years year months'.split(
    ' ',
  ),
]);

/**
 * A piece that tells another name of the one before it ("Linode, now Akamai", "Bard, formerly LaMDA",
 * "X, previously Twitter"): a note on the same product, not a skill of its own.
 */
const RENAMED = /^(?:now|formerly|previously|aka|a\.k\.a\.?|also known as)\s/i;

/** inMask of the skill with this canonical name, false when there is none. */
function namedInMask(name: string | undefined, mask: number): boolean {
  const skill = name === undefined ? undefined : skillByLowerName(name.toLowerCase());
  return skill !== undefined && inMask(skill, mask);
}

/** Words after a software name that say the rest is software too ("Gulp Build Systems"). */
const SOFTWARE_WORDS = new Set(
  'build builds system systems tool tools tooling plugin plugins api apis sdk framework frameworks library libraries server servers service services runtime engine cli script scripts scripting task tasks runner package packages app apps language programming code development developer technologies technology platform stack edge database databases workspace workspaces protocol protocols router routers switch switches component components element elements'.split(
    ' ',
  ),
);

/**
 * Whether a one-word key is no head of a longer name (`rest`, the words after it): a generated
 * software name that is an ordinary word before no software word, a key whose ambiguity rule vetoes
 * the next word, an acronym that is also a word ('upper') or a skill named in capitals written
 * otherwise, or a name of its own spelling ('exact') written otherwise ("Safe Alcohol Service
 * Training" is no SAFe).
 */
function rejectedAsHead(word: string, skill: string, rest: readonly string[]): boolean {
  const found = findSkill(skill);
  if (found === undefined) return false;
  // A generated software name that is an ordinary word, which free text does not read ("Clean" and
  // "Arc", languages; "Liquid", "Flight"), heads a longer name only when the rest says software
  // ("Gulp Build Systems", "Database Technologies"): "Clean Driving Record", "Liquid Chromatography"
  // and "Flight Safety" are none of them. A discipline or a concept of the other fields still heads
  // one ("Cosmetology License", "Electrophysiology Lab").
  const lower = word.toLowerCase();
  if (
    found.id >= HAND_WRITTEN_COUNT &&
    inMask(found, SOFTWARE_MASK) &&
    KEY_TO_SKILL.listOnly(lower) &&
    !rest.some((w) => SOFTWARE_WORDS.has(w.toLowerCase()))
  )
    return true;
  const rule = ruleFor(lower, found.category, undefined);
  // So does a hand-written one whose word prose reads only in context or in capitals ("Enzyme",
  // "Polymer", "Cargo", "Chef", "Assembly"), unless the rest is written like a name of its own
  // ("Juniper JNCIA"): "Enzyme Immobilization", "Polymer Synthesis", "Chef Management" and "Assembly
  // Instructions" are no such software.
  if (
    found.id < HAND_WRITTEN_COUNT &&
    inMask(found, SOFTWARE_MASK) &&
    (rule?.tier === 'context' || rule?.tier === 'capitalized') &&
    !rest.some((w) => SOFTWARE_WORDS.has(w.toLowerCase()) || WRITTEN_LIKE_A_NAME.test(w))
  )
    return true;
  if (rule?.vetoNext?.has(rest[0].toLowerCase())) return true;
  if (rule?.tier === 'exact') return !rule.exact?.has(word);
  // A skill named in capitals (CASE, FEAR) heads a name only so written: "Case Law", "Fear Free".
  if (/^[A-Z]{2,}$/.test(skill) && word !== word.toUpperCase()) return true;
  return rule?.tier === 'upper' && word !== word.toUpperCase();
}

/**
 * The product a vendor's platform name is followed by: "Google Cloud Vertex AI" is Vertex AI, "Amazon Web
 * Services Elastic Beanstalk" is AWS Elastic Beanstalk, not the platform. The rest must be a product's
 * name (two words or more, or one written like a product: "BigQuery"), so "Microsoft Dynamics Sales" is
 * no Sales.
 */
function productOfPlatform(piece: string): string | undefined {
  if (!PRODUCT_NAME.test(piece)) return undefined;
  const words = piece.split(/\s+/);
  if (!isVendor(words[0])) return undefined;
  for (let k = 1; k < words.length; k++) {
    const rest = words.slice(k);
    if (rest.length === 1 && !/\p{Ll}\p{Lu}|\d|\p{L}[./+#]\p{L}/u.test(rest[0])) return undefined;
    const skill = canonicalSkill(rest.join(' '));
    // Not another vendor's product of that name: "Azure DocumentDB" is not Amazon DocumentDB.
    const maker = skill?.split(' ')[0];
    if (maker && isVendor(maker) && !words.some((w) => w.toLowerCase() === maker.toLowerCase()))
      return undefined;
    if (skill) return skill;
  }
  return undefined;
}

/** A language or framework, then a framework or database built on it ("Python Django", "Java Hibernate"). */
const BASE_MASK = maskOf(['Programming Languages', 'Frameworks & Libraries']);
const BUILT_ON_MASK = maskOf(['Frameworks & Libraries', 'Databases']);

/**
 * Two products of a stack written side by side with no joiner, the language or framework first
 * ("Python Django", "Java Spring", "Node Express"): both, when each word alone is a skill of those
 * categories (not "Network Virtualization", two practices) and the two together name nothing known
 * (the caller tried the whole first: "Spring Boot", "React Native", "Apache Kafka" stay one).
 */
function productPair(piece: string): string[] | undefined {
  if (!PRODUCT_NAME.test(piece)) return undefined;
  const words = piece.split(/\s+/);
  if (words.length !== 2) return undefined;
  const pair = words.map(canonicalSkill);
  return pair[0] !== pair[1] && namedInMask(pair[0], BASE_MASK) && namedInMask(pair[1], BUILT_ON_MASK)
    ? (pair as string[])
    : undefined;
}

/**
 * An entry of two words or more that ends in a word for the people of a team, or for working with them
 * ("Inside Sales collaboration"; "Healthcare team collaboration" is the skill of collaborating).
 */
const PEOPLE_OF_A_PRACTICE =
  /\S\s+(?:teams?|departments?|staff|colleagues|co-?workers|(?<!\bteams?\s)collaboration)$/i;

/** Words after a vendor's name that name what it offers as a whole. */
const OFFERING = /^(?:services?|products?|platforms?|tools|stack|suite|ecosystem|solutions|technologies)$/i;

/** Two or more words, each starting with a capital letter or a digit. */
const PRODUCT_NAME = /^[\p{Lu}\d][^\s]*(\s+[\p{Lu}\d][^\s]*)+$/u;

/**
 * "and" and "or" in English and in the languages translations.json names skills in: Spanish and
 * Portuguese "y"/"e", "o"/"ou", French "et"/"ou", German "und"/"oder", Italian "e"/"o" ("Gestión de
 * proyectos y liderazgo").
 */
const JOINERS = 'and|or|y|et|und|e|o|ou|oder';
const SEPARATOR = new RegExp(`[,;|/&+•·]|\\s(?:${JOINERS})\\s`, 'i');
/** Where splitJoined cuts: a joining word, "&" or "+" between words, or "/". */
const JOINED = new RegExp(`\\s+(?:${JOINERS}|&|\\+)\\s+|\\s*\\/\\s*`, 'i');

/**
 * Chinese and Japanese resumes write brackets, commas and colons full width and list with the
 * ideographic comma: "Javascript（AMD、ES6, Promise）" is "Javascript (AMD, ES6, Promise)". NFKC folds
 * the full-width forms (and full-width letters, "ＡＷＳ") to ASCII; the ideographic comma has no
 * such form.
 */
function asciiPunctuation(text: string): string {
  return /[\uff00-\uffef\u3001]/.test(text) ? text.normalize('NFKC').replace(/\u3001/g, ', ') : text;
}

/**
 * "SPA Frameworks: Vue, Angular, React" heads a list with its group's name, as a skills section heads
 * its groups ("Frontend", "Tools"): the heading is no skill of the entry. Before a list (the rest holds
 * a separator), or before one known skill ("Testing: Jest", "mock: sinon"; a heading that is a skill
 * too is read with it: "Python: Django"); "Python: expert" and "Note: see below" are read whole as before.
 */
function withoutListHeading(text: string): string {
  const heading = /^([^:,;|/()]{1,40}):\s+/.exec(text);
  if (!heading) return text;
  const list = text.slice(heading[0].length);
  // A skill before the colon and those after it are all skills ("Python: Django", "NodeJS: Express,
  // Sails.js", "BDD: Chai"); a group's name is none ("Frameworks", "Testing").
  if (SEPARATOR.test(list)) return canonicalSkill(heading[1]) ? `${heading[1]}, ${list}` : list;
  if (!canonicalSkill(list)) return text;
  // A heading that names skills itself is read whole ("Power BI for beginners: Data analysis").
  if (canonicalSkill(heading[1])) return `${heading[1]}, ${list}`;
  return extractEntrySkills(heading[1]).length > 0 ? text : list;
}
