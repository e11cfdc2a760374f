// Job titles → role family and seniority.
//
// Role family: the title's words are matched against every family's title keywords (resources/
// taxonomy/roles.json); the longest keyword wins ("Data Engineer" beats "Engineer", "Product Designer"
// beats "Product"), and between equally long keywords the one nearer the end of the title wins,
// because English titles put the head noun last ("Marketing Data Analyst" is an analyst, "Payroll
// Accountant" an accountant).

import { RAW_ROLE_FAMILIES } from './data';

export type Seniority = 'Junior' | 'Mid' | 'Senior';

interface Family {
  name: string;
}

const FAMILIES: Family[] = RAW_ROLE_FAMILIES.map((r) => ({ name: r.name }));
const KEYWORDS = new Map<string, number>();
const KEYWORD_TOKENS = new Set<string>();
let maxKeywordTokens = 1;

/** Lowercase words of a title; keeps "&", "+", "#", "." and "/"/"-" inside known keywords. */
function titleWords(title: string, known: ReadonlySet<string> | null): string[] {
  const out: string[] = [];
  for (const raw of title.toLowerCase().split(/[\s,;:|()[\]{}"“”–—]+/)) {
    const word = raw.replace(/^[-/.'’]+|[-/.'’]+$/g, '');
    if (!word) continue;
    if (known === null || !/[-/]/.test(word) || known.has(word)) {
      out.push(word);
      continue;
    }
    for (const part of word.split(/[-/]/)) if (part) out.push(part);
  }
  return out;
}

RAW_ROLE_FAMILIES.forEach((family, index) => {
  for (const keyword of family.titleKeywords) {
    const words = titleWords(keyword, null);
    for (const w of words) KEYWORD_TOKENS.add(w);
    KEYWORDS.set(words.join(' '), index);
    maxKeywordTokens = Math.max(maxKeywordTokens, words.length);
  }
});

/** Display name of the role family of a job title ("Senior Data Scientist" → "Data Science & Analytics"). */
export function roleFamilyOf(title: string): string | undefined {
  if (typeof title !== 'string') return undefined;
  const words = titleWords(title, KEYWORD_TOKENS);
  let best = -1;
  let bestLength = 0;
  let bestEnd = -1;
  for (let i = 0; i < words.length; i++) {
    let key = '';
    for (let len = 1; len <= maxKeywordTokens && i + len <= words.length; len++) {
      key = len === 1 ? words[i] : `${key} ${words[i + len - 1]}`;
      const family = KEYWORDS.get(key);
      if (family === undefined) continue;
      const end = i + len - 1;
      if (len > bestLength || (len === bestLength && end >= bestEnd)) {
        best = family;
        bestLength = len;
        bestEnd = end;
      }
    }
  }
  return best < 0 ? undefined : FAMILIES[best].name;
}

/** All role family display names, in file order. */
export function allRoleFamilies(): string[] {
  return FAMILIES.map((f) => f.name);
}

// Seniority cues. Junior words win over senior ones only when explicit ("Junior", "Intern", "Trainee",
// "Apprentice", "Graduate"); "Associate" and "Assistant" are junior unless a senior word is present
// ("Associate Director", "Assistant Vice President").
const EXPLICIT_JUNIOR = new Set(
  'intern interns internship trainee junior jr jnr apprentice graduate grad'.split(' '),
);
const SENIOR = new Set(
  'senior sr snr lead principal head director directors vp svp evp avp chief president ceo cto cfo coo cmo cio ciso cpo cro chro cdo cso architect distinguished fellow'.split(
    ' ',
  ),
);
const SOFT_JUNIOR = new Set(['associate', 'assistant']);
/** "Staff" is a senior level only for engineering-ladder titles ("Staff Engineer"), not "Staff Nurse". */
const STAFF_LADDER = new Set(
  'engineer software data machine ml designer product scientist developer security site backend frontend full research applied platform infrastructure'.split(
    ' ',
  ),
);
/** Assistant titles that are professions, not junior roles. */
const PROFESSIONAL_ASSISTANT = new Set(['physician', 'executive', 'personal', 'legal']);

function seniorityFromTitle(title: string): Seniority | undefined {
  const words = title
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return undefined;
  const has = (w: string) => words.includes(w);
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (EXPLICIT_JUNIOR.has(w)) {
      // "Graduate Program Director" is not junior; "Graduate Software Engineer" is.
      if (w === 'graduate' && words.some((x) => SENIOR.has(x))) continue;
      return 'Junior';
    }
    if (w === 'entry' && (words[i + 1] === 'level' || words[i + 1] === 'lvl')) return 'Junior';
    if (w === 'new' && (words[i + 1] === 'grad' || words[i + 1] === 'graduate')) return 'Junior';
  }
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w === 'lead' && (words[i + 1] === 'generation' || words[i + 1] === 'gen')) continue;
    if (w === 'principal' && i > 0 && words[i - 1] === 'school') return 'Senior';
    if (SENIOR.has(w)) return 'Senior';
    if (w === 'vice' && words[i + 1] === 'president') return 'Senior';
    if (w === 'staff' && STAFF_LADDER.has(words[i + 1] ?? '')) return 'Senior';
    if (
      w === 'partner' &&
      words[i - 1] !== 'business' &&
      !['manager', 'marketing', 'success'].includes(words[i + 1])
    )
      return 'Senior';
    if (w === 'professor' && words[i - 1] !== 'assistant') return 'Senior';
    // "Master Electrician", "Master Plumber" (but not "Scrum Master").
    if (w === 'master' && i === 0 && words.length > 1) return 'Senior';
  }
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (!SOFT_JUNIOR.has(w)) continue;
    if (w === 'associate' && (words[i + 1] === 'professor' || words[i + 1] === 'partner')) continue;
    if (w === 'assistant') {
      if (PROFESSIONAL_ASSISTANT.has(words[i - 1] ?? '')) continue;
      if (['manager', 'professor', 'controller', 'superintendent', 'principal'].includes(words[i + 1] ?? ''))
        continue;
    }
    return 'Junior';
  }
  const last = words[words.length - 1];
  if (last === 'i' || last === 'l1') return 'Junior';
  if (last === 'ii' || last === 'l2') return 'Mid';
  if (last === 'iii' || last === 'iv' || last === 'v' || last === 'l3' || last === 'l4') return 'Senior';
  if (has('team') && has('leader')) return 'Senior';
  return undefined;
}

/**
 * Seniority from a job title, else from years of experience (<2 Junior, <6 Mid, else Senior), else Mid.
 * Junior cues: intern, trainee, junior, associate, assistant, graduate, apprentice, entry-level, "I".
 * Senior cues: senior/sr, lead, principal, staff (engineering ladder), head, director, VP, chief and
 * C-level titles, president, partner, architect, fellow, "III".
 */
export function seniorityOf(title: string, yearsOfExperience?: number): Seniority {
  const fromTitle = typeof title === 'string' ? seniorityFromTitle(title) : undefined;
  if (fromTitle) return fromTitle;
  if (typeof yearsOfExperience === 'number' && Number.isFinite(yearsOfExperience) && yearsOfExperience >= 0) {
    if (yearsOfExperience < 2) return 'Junior';
    if (yearsOfExperience < 6) return 'Mid';
    return 'Senior';
  }
  return 'Mid';
}
