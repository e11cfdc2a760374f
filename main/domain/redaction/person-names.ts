import { foldKey, isGivenName, isKnownWord, type NameWordClass, nameWordClass } from './gazetteer';
import { PARTICLES } from './lexicon';
import type { Span } from './spans';

/**
 * Names of anyone, found without being told them: capitalized words that the name gazetteers
 * (gazetteer.ts) know, titles and cues.
 *
 * - After a title (Mr, Ms, Mrs, Dr, Prof, Herr, Frau...) the next capitalized words (up to three)
 *   are a name, known or not ("Ms. Austin flew"); the title itself stays.
 * - After a cue ("Name:", "contact", "reported to", "managed by", "recommended by", "Dear") the next
 *   capitalized words are a name too.
 * - Otherwise a run of capitalized words is a name where it holds at least one word that is only a
 *   name ("Sara", "Schwarz"); words that are names and also common words, skills or places ("Will",
 *   "Jordan", "Paris", "Way") join such a run, and alone count only where the sentence makes them a
 *   person ("Jordan reported", "I recommend Jordan"). A given name also takes an unknown
 *   capitalized word after it as the surname ("Sara Xylander").
 * - A run followed by a legal or company suffix ("Schmidt GmbH", "Parker and Sons") is an
 *   organization and stays. ALL-CAPS words are headings or acronyms and stay.
 */

const UPPER_START = /^\p{Lu}/u;
const ALL_CAPS = /^[\p{Lu}\p{M}'’.-]{2,}$/u;
const INITIAL = /^\p{Lu}\.?$/u;
const POSSESSIVE = /['’]s$/;

const CUE_BEFORE =
  /(?:\bname\s?[:=-]|\bnamed|\bcalled|\bcontact(?:\sperson)?\s?:?|\breport(?:ed|s|ing)?\sto|\bmanaged\sby|\brecommended\sby|\breferred\sby|\bsupervised\sby|\bmentored\sby|\bsigned\sby|\bname\sis|\bi['’]m|\bcalls\sme|\bcall\sme|\bdear|\battn\.?:?|\battention:?|\bcontact\s|\bcc:?|\bfrom:|\bto:|\breferee:?|\bcandidate:?|\bapplicant:?|\bemployee:?|\bcustomer:?|\bpatient:?)\s*$/i;
/** Verbs and phrases after a word that make it a person. */
const PERSON_NEXT =
  /^(?:['’]s\s\p{Ll}|,\s(?:who|our|my|the|a)\b|\sand\s\p{Lu}\p{Ll}+\s(?:were|are|have|had|both)\b|\s(?:is|was|has|had|said|says|told|asked|wants|wanted|needs|lives|lived|moved|flew|went|came|led|leads|joined|delivered|worked|works|managed|manages|always|brings|brought|helped|mentored|took|grew|reported|shipped|owned|drove|speaks|spoke|wrote|sent|called|will\s\p{Ll}|would|can|could|should|did|does)\b)/u;
const PERSON_BEFORE =
  /\b(?:says|said|starring|featuring|recommend|recommended|describe|describes|described|thank|thanks|thanked|hired|promoted|mentored|met|meet|ask|asked|call|called|tell|told|email|emailed|contact|contacted|heard|colleague|manager|friend|wife|husband|son|daughter|sister|brother|mother|father|partner|boss|dr|mr|mrs|ms)\s+$/i;
/** Legal forms and words that end organization names in the common locales. */
const LEGAL =
  'Inc|LLC|L\\.L\\.C|Ltd|Limited|GmbH|AG|KG|OHG|GbR|e\\.V|SE|PLC|plc|Corp|Corporation|Co|Company|Group|Gruppe|Gruppen|Groep|Grupo|Gruppo|Holding|Holdings|S\\.?A|SAS|SASU|SARL|EURL|SCOP|SNC|S\\.?p\\.?A|S\\.?r\\.?l|s\\.r\\.l|s\\.n\\.c|s\\.a\\.s|B\\.?V|N\\.?V|V\\.O\\.F|C\\.V|Oy|Oyj|AB|HB|AS|A\\/S|ApS|Ltda|EIRELI|S\\.L|S\\.L\\.U|Sp\\.|A\\.Ş|Şti|Pvt|Pty|LLP|LP|Partners|Associates|Consulting|Technologies|Technology|Tech|Systems|Solutions|Software|Data|Digital|Media|Analytics|Capital|Ventures|Networks|Health|Energy|Industries|Logistics|Services|Cloud|Robotics|Dynamics|Works|Labs|Studio|Studios|UG|Apps|Advisors|Advisory|AI|Builders|Retail|Clinic|Clinics|Construction|Electric|Freight|Medical|Center|Centre|Capital|Foods|Motors|Pharma|Insurance|Realty|Properties|Marketing|Design|Engineering|Legal|Law|Finance|Financial|Ventures|Holdings|Industries|Manufacturing|Robotics|Security|Telecom|Transport|Travel|Airlines|Hotels|Hotel|Restaurant|Café|Cafe|Bakery|Pharmacy|Dental|Health|Healthcare|Care|School|Academy|College|Agency|Media|Publishing|Press|News|Records|Games|Gaming|Sports|Club|Store|Stores|Shop|Market|Markets|Supply|Supplies|Trading|Energy|Power|Solar|Water|Farms|Farm|Brewing|Wines|Coffee|Fashion|Textiles|Chemicals|Steel|Mining|Oil|Gas|Aerospace|Automotive|Biotech|Bio|Therapeutics|Diagnostics|Analytics|Cloud|Cyber|Networks|Mobile|Online|Interactive|Creative|Collective|Cooperative|Co-op|Trust|Fund|Funds|Investments|Asset|Assets|Management|Consultants|Consultancy|Staffing|Recruitment|Talent|Comércio|Ltd\\.|Bank|University|Institute|Foundation|Hospital|Orchestra|Street|St|Avenue|Ave|Road|Rd|Lane|Drive|Boulevard';
const COMPANY_AFTER = new RegExp(
  `^(?:,?\\s(?:${LEGAL})(?![\\p{L}])|\\s(?:and|&|und|e|y|et|en|och|ve|i)\\s(?:Sons|Co|Söhne|Hijos|Filhos|Fils|Figli|Zonen|Söner|Oğulları|Synowie)\\b|\\s[-–]\\s\\p{Lu}|,\\s\\p{Lu}[\\p{L}'’-]+,?\\s(?:and|und|et|e|y|en|i|och|ve|&)\\s\\p{Lu})`,
  'u',
);
/** "Maggio, Becker and Turcotte", "Tremblay - Keebler": the later surnames of a firm's name. */
const COMPANY_BEFORE =
  /(?:\p{Lu}[\p{L}'’-]+,\s(?:\p{Lu}[\p{L}'’-]+,?\s)?(?:(?:and|und|et|e|y|en|i|och|ve|&)\s)?|\p{Lu}[\p{L}'’-]+\s[-–]\s(?:(?:van|de|der|den)\s)*)$/u;
const LEGAL_WORD = new RegExp(`^(?:${LEGAL})\\.?$`, 'u');

interface Word {
  start: number;
  end: number;
  /** The word without a trailing dot or possessive. */
  text: string;
  cls: NameWordClass | 'title' | 'initial' | 'particle';
  given: boolean;
}

function classify(raw: string): Pick<Word, 'text' | 'cls' | 'given'> {
  let text = raw.replace(POSSESSIVE, '');
  const bare = text.replace(/\.$/, '');
  const key = foldKey(bare);
  if (TITLES.has(key)) return { text, cls: 'title', given: false };
  if (INITIAL.test(text)) return { text, cls: 'initial', given: false };
  if (PARTICLES.has(key) && !UPPER_START.test(text)) return { text, cls: 'particle', given: false };
  if (text.endsWith('.')) text = bare;
  if (ALL_CAPS.test(bare)) return { text, cls: 'none', given: false };
  const parts = key.split('-');
  let cls: NameWordClass = 'none';
  if (parts.length === 1) cls = nameWordClass(key);
  else {
    const classes = parts.map(nameWordClass);
    if (classes.includes('name') && !classes.includes('none')) cls = 'name';
    else if (classes.every((c) => c !== 'none')) cls = 'ambiguous';
  }
  return { text, cls, given: isGivenName(parts[0]) };
}

/** Titles before a name ("Sr." is left out: in a resume it is "Senior"). */
const TITLES = new Set(
  'mr mrs ms miss mx dr prof herr frau mme mlle sra srta dott dra ing mag sig sgr pan pani'.split(' '),
);

const SENTENCE_START = /(?:^|[.!?:;•*\-–—|(\n"“]\s*)$/;

/**
 * The name words of the resume's names that the run keeps (options.keep): a kept name is not
 * searched for in free text, so it is not redacted there as anyone's name either.
 */
export function keptNameWords(
  doc: Record<string, unknown>,
  redacted: readonly string[],
): ReadonlySet<string> {
  const names: unknown[] = [];
  const info = doc.personalInfo;
  if (typeof info === 'object' && info !== null) names.push((info as { name?: unknown }).name);
  if (Array.isArray(doc.references))
    for (const r of doc.references) names.push((r as { name?: unknown })?.name);
  const words = new Set<string>();
  for (const name of names) {
    if (typeof name !== 'string' || redacted.includes(name)) continue;
    for (const w of name.split(/[\s,]+/)) if (w) words.add(foldKey(w.replace(/\.$/, '')));
  }
  return words;
}

export function findPersonNames(text: string, out: Span[], kept?: ReadonlySet<string>): void {
  if (!/\p{Lu}/u.test(text)) return;
  // Only runs of capitalized words (or particles before one) are read word by word: most words of
  // a resume are lower case and never become objects.
  RUN_START.lastIndex = 0;
  for (let m = RUN_START.exec(text); m; m = RUN_START.exec(text)) {
    const words = readRun(text, m.index);
    if (words.length === 0) continue;
    scanRun(text, words, out, kept);
    RUN_START.lastIndex = Math.max(RUN_START.lastIndex, words[words.length - 1].end);
  }
}

const RUN_START = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{N}_'’-])(?:\\p{Lu}|(?:${[...PARTICLES].join('|')})\\s)`,
  'gu',
);
const WORD_AT = /[\p{L}\p{M}][\p{L}\p{M}'’]*(?:-[\p{L}\p{M}]+)*\.?/uy;

interface RawWord {
  start: number;
  end: number;
  raw: string;
}

/** The words from `at` while they are capitalized or particles, one space apart (at most eight). */
function readRun(text: string, from: number): RawWord[] {
  const words: RawWord[] = [];
  let at = from;
  while (words.length < 8) {
    WORD_AT.lastIndex = at;
    const m = WORD_AT.exec(text);
    if (!m) break;
    const raw = m[0];
    if (!UPPER_START.test(raw) && !PARTICLES.has(raw)) break;
    words.push({ start: at, end: at + raw.length, raw });
    const next = at + raw.length;
    if (text[next] !== ' ' && text[next] !== '\u00a0') break;
    at = next + 1;
  }
  return words;
}

function scanRun(text: string, words: RawWord[], out: Span[], kept?: ReadonlySet<string>): void {
  let i = 0;
  while (i < words.length) {
    const first = words[i];
    // "van der Pol", "de Vos": lower-case particles may open a name.
    let opens = UPPER_START.test(first.raw);
    if (!opens && PARTICLES.has(first.raw)) {
      let k = i;
      while (
        k + 1 < words.length &&
        PARTICLES.has(words[k].raw) &&
        text.slice(words[k].end, words[k + 1].start) === ' '
      )
        k++;
      opens =
        k > i &&
        UPPER_START.test(words[k].raw) &&
        nameWordClass(foldKey(words[k].raw.replace(POSSESSIVE, ''))) === 'name';
    }
    if (!opens) {
      i++;
      continue;
    }
    // A run: capitalized words (and lower-case particles between them) separated by one space.
    const run: Word[] = [];
    let j = i;
    for (; j < words.length && run.length < 6; j++) {
      const w = words[j];
      if (run.length > 0) {
        const gap = text.slice(words[j - 1].end, w.start);
        if (!/^[ \u00a0]$/.test(gap)) break;
        if (POSSESSIVE.test(words[j - 1].raw)) break;
      }
      const c = classify(w.raw);
      if (!UPPER_START.test(w.raw) && c.cls !== 'particle') break;
      run.push({ start: w.start, end: w.start + c.text.length, ...c });
    }
    i = Math.max(j, i + 1);
    while (run.length > 0 && run[run.length - 1].cls === 'particle') run.pop();
    if (run.length > 0) {
      const before = out.length;
      decide(text, run, out);
      // A kept name stays (its title may still go, as a gendered word in the blind profile).
      if (kept && kept.size > 0 && out.length > before) {
        const span = out[out.length - 1];
        const words = text.slice(span.start, span.end).split(/\s+/);
        if (words.every((w) => kept.has(foldKey(w.replace(/(?:['’]s|\.)$/, ''))))) out.pop();
      }
    }
  }
}

/** Pushes the name inside one run of capitalized words, if there is one. */
function decide(text: string, run: Word[], out: Span[]): void {
  const push = (from: number, to: number) => {
    if (to >= from) out.push({ start: run[from].start, end: run[to].end, kind: 'name' });
  };
  let at = 0;
  while (at < run.length && run[at].cls === 'title') at++;
  const runEnd = run[run.length - 1].end;
  const after = text.slice(runEnd, runEnd + 24);
  const before = text.slice(Math.max(0, run[0].start - 30), run[0].start);
  if (at > 0 || CUE_BEFORE.test(before)) {
    // Titled or cued: the next capitalized words (up to three) are a name, known or not.
    let end = at;
    while (end < run.length && end - at < 4 && !isFunction(run[end].text)) {
      if (run[end].cls === 'none' && isKnownWord(foldKey(run[end].text))) break;
      end++;
    }
    // A cue alone ("reports to") is weaker than a title: it needs a word that is a name or no word
    // at all, so "migrated reports to Python and R" stays.
    const cuedOnly = at === 0;
    const plausible = run
      .slice(at, end)
      .some((w) => w.cls === 'name' || (w.cls === 'none' && !isKnownWord(foldKey(w.text))));
    if (end > at && (!cuedOnly || (plausible && !COMPANY_AFTER.test(after)))) push(at, end - 1);
    return;
  }
  if (ORG_HEAD.test(run[0].text)) return;
  if (run.some((w) => LEGAL_WORD.test(w.text)) || COMPANY_AFTER.test(after)) return;
  // The longest stretch of name-like words holding at least one plain name.
  let bestFrom = -1;
  let bestTo = -1;
  for (let from = 0; from < run.length; from++) {
    if (run[from].cls !== 'name' && run[from].cls !== 'ambiguous' && run[from].cls !== 'initial') continue;
    let to = from;
    let strong = run[from].cls === 'name';
    while (to + 1 < run.length && run[to + 1].cls !== 'none' && run[to + 1].cls !== 'title') {
      to++;
      if (run[to].cls === 'name') strong = true;
    }
    // "Sara Xylander": a given name takes an unknown capitalized word after it.
    if (
      to + 1 < run.length &&
      run[to].given &&
      run[to].cls === 'name' &&
      run[to + 1].cls === 'none' &&
      !isKnownWord(foldKey(run[to + 1].text)) &&
      to + 2 === run.length
    )
      to++;
    while (to > from && (run[to].cls === 'particle' || run[to].cls === 'initial')) to--;
    // "Ida Ström", "Bianca Soboll": a surname takes the unknown capitalized word that opens the
    // run before it as the given name (the mirror of "Sara Xylander").
    if (
      from === 1 &&
      run[1].cls === 'name' &&
      !run[1].given &&
      run[0].cls === 'none' &&
      text[run[0].end] !== '.' &&
      !isFunction(run[0].text) &&
      !isKnownWord(foldKey(run[0].text))
    )
      from = 0;
    const personal = strong || personContext(text, run[from].start, run[to].end);
    const single = from === to;
    if (single && run[from].cls !== 'name' && !personContext(text, run[from].start, run[from].end)) {
      from = to;
      continue;
    }
    if (single && run[from].cls === 'initial') {
      from = to;
      continue;
    }
    if (personal && (bestFrom < 0 || to - from > bestTo - bestFrom)) {
      bestFrom = from;
      bestTo = to;
    }
    from = to;
  }
  if (bestFrom < 0) return;
  // "van der Merwe": the particles before the surname belong to it.
  while (bestFrom > 0 && run[bestFrom - 1].cls === 'particle') bestFrom--;
  const end = run[bestTo].end;
  const start = run[bestFrom].start;
  if (COMPANY_AFTER.test(text.slice(end, end + 24))) return;
  if (bestFrom === 0 && bestTo === 0 && COMPANY_BEFORE.test(text.slice(Math.max(0, start - 40), start)))
    return;
  push(bestFrom, bestTo);
}

/** Words that open the names of institutions: "Instituto Tecnológico de Sierra Alta" is no person. */
const ORG_HEAD =
  /^(?:Instituto|Institut|Institute|University|Universidad|Universidade|Università|Universität|Université|Uniwersytet|Hochschule|College|School|Escuela|Escola|Academy|Akademie|Hospital|Bank|Banco|Museum|Fundación|Fundação|Foundation|Stiftung|Centro|Center|Centre|Collège|Lycée|Liceo|Colegio|Gymnasium|Politecnico|Polytechnic|Technische|Technical|Saint|San|Santa|São|Fort|Port|Lake|Mount|Cape)$/u;

function isFunction(word: string): boolean {
  return /^(?:The|A|An|In|On|At|Of|For|And|Or|To|With|From|By|I|My|We|Our|This|That|It)$/.test(word);
}

function personContext(text: string, start: number, end: number): boolean {
  if (PERSON_NEXT.test(text.slice(end, end + 16))) return true;
  const before = text.slice(Math.max(0, start - 16), start);
  return !SENTENCE_START.test(before) && PERSON_BEFORE.test(before);
}
