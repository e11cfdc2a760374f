import { educationLevelOf, roleFamilyOf } from '../taxonomy';
import { readLocation } from './contact';
import { type DateRange, findDateRange, looksLikeDate } from './dates';
import type { Line } from './lines';
import {
  COMPANY_WORDS,
  DEGREE_SUBJECTS,
  DEGREE_WORDS,
  foldText,
  INSTITUTION_WORDS,
  SCORE_PATTERN,
  TITLE_WORDS,
} from './vocabulary';

// Entries of the dated sections (work, education, volunteer, projects): the lines of a section are
// grouped into entries, and each entry's header lines are cut into fields.
//
// Grouping: header lines are short lines without a bullet; bullets and sentences are the body. A
// header line after a body, or after a blank line once the entry has its dates, starts a new entry.
// A run of header lines holding several date ranges (entries without bullets, such as schools) is
// split so that each entry has one date: into equal chunks when the count allows, otherwise at each
// date line (dates written first) or after it and any grade or place lines that follow (dates
// written last).
//
// Fields: the date range is taken out of its line; what is left is cut at tabs, pipes, spaced dashes,
// middle dots and " at "/" @ ", then at commas (company suffixes such as ", Inc." stay attached, and
// trailing places come off as the location). Job titles are recognized by their head nouns
// ("Engineer", "Manager", "Nurse", ...), companies by their suffixes and common words ("GmbH",
// "Labs", "Hospital"), schools by "University", "College", "Institute"..., degrees by the
// taxonomy's education levels.

export interface Entry {
  header: Line[];
  body: Line[];
  bullets: string[];
}

const ABBREVIATION_END =
  /\b(inc|ltd|co|corp|llc|plc|jr|sr|st|dr|mr|ms|mrs|no|vs|etc|u\.s|s\.a|s\.l|b\.v|n\.v|k\.k|pvt|b\.a|m\.a|b\.sc|m\.sc|b\.eng|m\.eng|ph\.d|b\.s|m\.s|spa|ag|gmbh|dept|univ)\.$/i;

function hasDate(line: Line): boolean {
  return findDateRange(line.text) !== undefined;
}

/** A line that names things (title, company, school, dates) rather than telling them. */
export function isHeaderish(line: Line): boolean {
  if (line.bullet) return false;
  const text = line.text;
  if (hasDate(line) && text.length <= 160) return true;
  const words = text.split(/\s+/).length;
  if (text.length > 110 || words > 12) return false;
  if (/[.!?]$/.test(text) && !ABBREVIATION_END.test(text)) return false;
  if (readsAsSentence(text)) return false;
  return true;
}

/**
 * A sentence without its full stop ("Automated 48% of manual reconciliations using Power BI", a
 * highlight printed without a bullet): six words or more, at least two in five in lower case. Names
 * and titles capitalize their words ("Senior Financial Analyst at Bluepeak Accounting").
 */
function readsAsSentence(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w));
  if (words.length < 6) return false;
  return words.filter((w) => /^\p{Ll}/u.test(w)).length >= words.length * 0.4;
}

const continues = (line: Line) => line.indent || /^[a-z(]/.test(line.text);

/**
 * Labels inside an entry, before its bullets ("Highlights", "Key achievements:"): not a header of a
 * new entry, and no content of their own.
 */
const ENTRY_LABEL =
  /^(?:key\s+)?(?:highlights|achievements|accomplishments|responsibilities|duties|tasks|main tasks|results|impact|courses|coursework|keywords|technologies|tech stack)\s*:?$/i;

/**
 * Sections written entirely as a list (an HTML theme printing every line of an entry as a list
 * item): when no line outside the list has a date, a dated item and the item before it are the
 * entry's header, not bullets ("• Accounting, Master, Granite Ridge University", "• Sep, 2005 -
 * Jun, 2006", then its courses).
 */
function unbulletListedHeaders(lines: Line[]): Line[] {
  if (lines.some((l) => !l.bullet && hasDate(l))) return lines;
  const out = [...lines];
  out.forEach((line, i) => {
    if (!line.bullet || line.text.length > 60 || findDateRange(line.text)?.single !== false) return;
    out[i] = { ...line, bullet: false };
    const before = out[i - 1];
    if (before?.bullet && !hasDate(before) && isHeaderish({ ...before, bullet: false }))
      out[i - 1] = { ...before, bullet: false };
  });
  return out;
}

/** A line that is one date and nothing else ("2005", "October 2019"), or "Present". */
const isLoneDate = (line: Line) => {
  const text = line.text.trim();
  if (/^(present|current|now|today)$/i.test(text)) return true;
  const found = findDateRange(text);
  return found?.single === true && found.text.trim() === text;
};

/**
 * A range printed over two lines ("2005" above "2006", as a narrow date column wraps it) is one
 * range: "2005 – 2006".
 */
function joinSplitRanges(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const before = out[out.length - 1];
    if (
      before &&
      !line.bullet &&
      !before.bullet &&
      !line.blankBefore &&
      isLoneDate(before) &&
      !/^(present|current|now|today)$/i.test(before.text.trim()) &&
      isLoneDate(line)
    )
      out[out.length - 1] = { ...before, text: `${before.text.trim()} – ${line.text.trim()}` };
    else out.push(line);
  }
  return out;
}

/**
 * The end of a wrapped sentence ("… through Financial" / "Modeling reviews"): a short line without
 * a date right under a body line that did not end its sentence, with a blank line (or nothing)
 * after it. A short line followed at once by more header lines is the next entry's name.
 */
function isWrappedTail(lines: Line[], i: number, body: Line[]): boolean {
  const line = lines[i];
  const last = body[body.length - 1];
  const next = lines[i + 1];
  return (
    last !== undefined &&
    !line.blankBefore &&
    !hasDate(line) &&
    line.text.split(/\s+/).length <= 4 &&
    !/[.!?:]$/.test(last.text) &&
    (next === undefined || next.blankBefore || next.bullet)
  );
}

export function groupEntries(all: Line[]): Entry[] {
  const lines = unbulletListedHeaders(joinSplitRanges(all));
  const entries: Entry[] = [];
  let current: Entry | undefined;
  let inBody = false;
  let lastWasBullet = false;
  for (const [i, line] of lines.entries()) {
    if (!line.bullet && ENTRY_LABEL.test(line.text)) continue;
    if (line.bullet) {
      if (!current) {
        current = { header: [], body: [], bullets: [] };
        entries.push(current);
      }
      current.bullets.push(line.text);
      inBody = true;
      lastWasBullet = true;
      continue;
    }
    if (current && lastWasBullet && continues(line) && !line.blankBefore && !hasDate(line)) {
      current.bullets[current.bullets.length - 1] += ` ${line.text}`;
      continue;
    }
    lastWasBullet = false;
    if (current && inBody && current.bullets.length === 0 && isWrappedTail(lines, i, current.body)) {
      const body = current.body;
      body[body.length - 1] = joinLine(body[body.length - 1], line);
      continue;
    }
    if (isHeaderish(line)) {
      if (!current || inBody) {
        current = { header: [], body: [], bullets: [] };
        entries.push(current);
        inBody = false;
      }
      current.header.push(line);
      continue;
    }
    if (!current) {
      current = { header: [], body: [], bullets: [] };
      entries.push(current);
    }
    // A sentence continues the one before when it starts in lower case.
    const body = current.body;
    if (body.length && continues(line) && !line.blankBefore)
      body[body.length - 1] = joinLine(body[body.length - 1], line);
    else body.push(line);
    inBody = true;
  }
  return entries.flatMap(splitByDates);
}

function joinLine(a: Line, b: Line): Line {
  return { ...a, text: `${a.text} ${b.text}` };
}

const isAttributeLine = (line: Line) =>
  SCORE_PATTERN.test(line.text) || (readLocation(line.text) !== undefined && !hasDate(line));

/** Splits an entry whose header lines hold several dates into one entry per date. */
function splitByDates(entry: Entry): Entry[] {
  const header = entry.header;
  const dated = header.map((l, i) => (hasDate(l) ? i : -1)).filter((i) => i >= 0);
  if (dated.length <= 1) return [entry];
  const n = header.length;
  const k = dated.length;
  let chunks: Line[][] | undefined;
  if (n % k === 0) {
    const m = n / k;
    const candidate = Array.from({ length: k }, (_, i) => header.slice(i * m, (i + 1) * m));
    if (candidate.every((c) => c.filter(hasDate).length === 1)) chunks = candidate;
  }
  if (!chunks) {
    chunks = [];
    if (dated[0] === 0) {
      for (let i = 0; i < k; i++) chunks.push(header.slice(dated[i], i + 1 < k ? dated[i + 1] : n));
    } else {
      let from = 0;
      for (let i = 0; i < k; i++) {
        let to = dated[i] + 1;
        const limit = i + 1 < k ? dated[i + 1] : n;
        while (to < limit && isAttributeLine(header[to]) && (i + 1 === k || to < limit - 1)) to++;
        if (i + 1 === k) to = n;
        chunks.push(header.slice(from, to));
        from = to;
      }
    }
  }
  return chunks.map((chunk, i) => ({
    header: chunk,
    body: i === chunks.length - 1 ? entry.body : [],
    bullets: i === chunks.length - 1 ? entry.bullets : [],
  }));
}

// --- fields --------------------------------------------------------------------------------------

interface Fragment {
  text: string;
  line: number;
  /** Written after " at " / " @ " (the company of "Engineer at Acme"). */
  afterAt?: boolean;
  /** Written before " at ". */
  beforeAt?: boolean;
}

const COMPANY_SUFFIX =
  /^(inc\.?|incorporated|ltd\.?|limited|llc|llp|plc|gmbh|ag|co\.?|corp\.?|s\.?a\.?|s\.?l\.?|spa|s\.p\.a\.|ab|k\.?k\.?|b\.?v\.?|n\.?v\.?|pty\.? ltd\.?|pvt\.? ltd\.?|sarl|srl|sas|oy|a\/s|l\.?p\.?)$/i;

const STRONG_SEPARATOR = /\t+|\s+[|•·●▪]\s+|\s+[–—-]{1,2}\s+|\s*\|\s*/;

function clean(text: string): string {
  return text
    .replace(/^[\s,;:|–—\-•·()[\]]+|[\s,;:|–—\-•·([]+$/g, '')
    .replace(/^\((.*)\)$/, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A web address in a header line, with the parentheses a DOCX link target was written in
 * ("Injective (https://injective.com)"). Only addresses with a scheme or "www.": a bare domain may
 * be the company's name ("Booking.com").
 */
const WEB_ADDRESS = /\s*\(?\b((?:https?:\/\/|www\.)[^\s()<>]+[^\s()<>.,;:])\)?/gi;

/** Web addresses taken out of header lines: the lines without them, and the first address. */
function takeUrls(lines: string[]): { lines: string[]; url?: string } {
  let url: string | undefined;
  const rest = lines.map((line) =>
    line.replace(WEB_ADDRESS, (_whole, address: string) => {
      url ??= /^www\./i.test(address) ? `https://${address}` : address;
      return '\t';
    }),
  );
  return { lines: rest, url };
}

/** A length of time, as job boards print it beside the dates: "3 years 6 months", "(2 yrs)", "8 mos". */
const DURATION =
  /^(?:\d+\+?\s*(?:years?|yrs?|y)\.?(?:\s*,?\s*(?:and\s+)?\d+\s*(?:months?|mos?|m)\.?)?|\d+\s*(?:months?|mos?)\.?|less than (?:a|one) (?:year|month))$/i;

const isDuration = (text: string) => DURATION.test(text.replace(/[()]/g, '').trim());

/** Header lines → fragments, with the date range and grades taken out (and durations dropped). */
function fragmentsOf(lines: string[]): Fragment[] {
  const out: Fragment[] = [];
  lines.forEach((line, index) => {
    for (const part of line.split(STRONG_SEPARATOR)) {
      const at = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(part);
      if (at) {
        out.push({ text: clean(at[1]), line: index, beforeAt: true });
        out.push({ text: clean(at[2]), line: index, afterAt: true });
        continue;
      }
      const text = clean(part);
      if (text) out.push({ text, line: index });
    }
  });
  return out.filter((f) => f.text && !isDuration(f.text));
}

/** Comma-separated parts with company suffixes kept on their company ("Fabrikam, Inc."). */
function commaParts(text: string): string[] {
  const parts = text
    .split(/\s*,\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  const merged: string[] = [];
  for (const part of parts) {
    if (merged.length && COMPANY_SUFFIX.test(part)) merged[merged.length - 1] += `, ${part}`;
    else merged.push(part);
  }
  return merged;
}

const isCode = (text: string) => /^[A-Z]{2,3}$/.test(text.trim());
const isKnownCity = (text: string) => {
  const place = readLocation(text);
  return place?.city !== undefined;
};

/**
 * Cuts places off fragments: a fragment that is a place ("Berlin, Germany", "Remote") is the
 * location; otherwise trailing comma parts that are a place come off ("Initech, Bangalore, India" →
 * "Initech" and "Bangalore, India"). A bare code ("CA", "IL") is taken as a place only after a
 * known city or an organization's name.
 */
function splitLocation(fragments: Fragment[]): { rest: Fragment[]; location?: string } {
  const rest: Fragment[] = [];
  let location: string | undefined;
  for (const f of fragments) {
    const parts = commaParts(f.text);
    if (!location && readLocation(f.text, true) && (parts.length === 1 || isKnownCity(parts[0]))) {
      location = f.text;
      continue;
    }
    let cut = parts.length;
    if (!location && parts.length > 1) {
      for (const take of [2, 1]) {
        if (parts.length - take < 1) continue;
        const tail = parts.slice(parts.length - take);
        const head = parts.slice(0, parts.length - take).join(', ');
        if (take === 1 && isCode(tail[0]) && companyScore(head) === 0 && institutionScore(head) === 0)
          continue;
        if (take === 2 && !isKnownCity(tail[0]) && !readLocation(tail.join(', '), true)?.countryCode)
          continue;
        if (readLocation(tail.join(', '), true)) {
          location = tail.join(', ');
          cut = parts.length - take;
          break;
        }
      }
      if (cut === parts.length && readLocation(f.text, true)) {
        location = f.text;
        continue;
      }
    }
    for (const p of parts.slice(0, cut)) rest.push({ ...f, text: p });
  }
  return { rest, location };
}

const wordsOf = (text: string) => foldText(text).split(' ').filter(Boolean);

function titleScore(text: string): number {
  const words = wordsOf(text);
  let score = 0;
  for (const w of words) if (TITLE_WORDS.has(w)) score += 1;
  if (words.length && TITLE_WORDS.has(words[words.length - 1])) score += 1;
  if (score === 0 && roleFamilyOf(text)) score += 0.5;
  return score;
}

function companyScore(text: string): number {
  const words = wordsOf(text);
  let score = 0;
  for (const w of words) if (COMPANY_WORDS.has(w)) score += 1;
  if (/[A-Z]{2,}[a-z]+[A-Z]|&|\b[A-Z]{3,}\b/.test(text)) score += 0.3;
  return score;
}

interface Scored {
  f: Fragment;
  title: number;
  company: number;
}

/**
 * How sure the employer is: named by "at" or by a company word or suffix, 0.9; chosen because the
 * other part is a job title, 0.75; a guess, 0.5. A place or a date in the employer's place (a city
 * line, a date the range reader missed) is 0.3 and a warning.
 */
function companyConfidence(company: Scored, position: Scored | undefined, result: WorkFields): number {
  const text = company.f.text;
  if (company.f.afterAt || company.company > 0) return 0.9;
  if (readLocation(text, true) && text.split(/\s+/).length <= 4) {
    result.warnings.push(`'${text}' taken as the employer, though it reads as a place`);
    return 0.3;
  }
  if (looksLikeDate(text) && !/[A-Za-z]{3,}/.test(text.replace(/\b[A-Za-z]{3,9}\.?\s+\d{4}\b/g, ''))) {
    result.warnings.push(`'${text}' taken as the employer, though it reads as a date`);
    return 0.3;
  }
  return position !== undefined && position.title > 0 ? 0.75 : 0.5;
}

export interface Field {
  value: string;
  confidence: number;
}

export interface WorkFields {
  company?: Field;
  position?: Field;
  location?: Field;
  /** A web address written in the header (a DOCX link's target, the company's site). */
  url?: string;
  dates?: DateRange;
  /** Header text that did not fit a field. */
  extra: string[];
  warnings: string[];
}

/** A duration printed right after the end year with nothing between: "Feb, 20244 years 4 months". */
const YEAR_THEN_DURATION = /\b((?:19|20)\d{2})(\d{1,2}\s*(?:years?|yrs?|months?|mos?)\b)/gi;

function takeDates(header: Line[]): { dates?: DateRange; lines: string[]; warnings: string[] } {
  const lines = header.map((l) => l.text.replace(YEAR_THEN_DURATION, '$1 $2'));
  const warnings: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const dates = findDateRange(lines[i]);
    if (!dates) continue;
    lines[i] = `${lines[i].slice(0, dates.index)}\t${lines[i].slice(dates.index + dates.text.length)}`;
    return { dates, lines, warnings };
  }
  const dateish = lines.find((l) => looksLikeDate(l) && l.length < 40);
  if (dateish) warnings.push(`date range '${dateish}' not understood`);
  return { lines, warnings };
}

/** Company, position, location and dates of a work (or volunteer) entry. */
export function workFields(entry: Entry): WorkFields {
  const taken = takeDates(entry.header);
  const { lines, url } = takeUrls(taken.lines);
  const { rest, location } = splitLocation(fragmentsOf(lines));
  const result: WorkFields = { dates: taken.dates, url, extra: [], warnings: taken.warnings };
  if (location) result.location = { value: location, confidence: 0.8 };
  if (rest.length === 0) return result;
  const scored = rest.map((f, i) => ({ f, i, title: titleScore(f.text), company: companyScore(f.text) }));
  let position = scored.find((s) => s.f.beforeAt);
  let company = scored.find((s) => s.f.afterAt);
  if (!position) {
    const best = [...scored].sort((a, b) => b.title - b.company - (a.title - a.company) || a.i - b.i)[0];
    if (best && best.title > 0 && best.title > best.company && best !== company) position = best;
  }
  if (!company) {
    const others = scored.filter((s) => s !== position);
    company = [...others].sort((a, b) => b.company - b.title - (a.company - a.title) || a.i - b.i)[0];
  }
  if (!position) {
    const others = scored.filter((s) => s !== company);
    position = others[0];
    if (position && company) {
      // Neither reads as a title: the usual order is "Title, Company" on one line, the company
      // first when they are on separate lines.
      if (position.i < company.i && position.f.line === company.f.line) {
        // keep
      } else if (company.company === 0 && position.f.line !== company.f.line) {
        [position, company] = [company, position];
      }
      result.warnings.push(
        `could not tell company from position in '${position.f.text}' / '${company.f.text}'`,
      );
    }
  }
  if (company) {
    result.company = { value: company.f.text, confidence: companyConfidence(company, position, result) };
  }
  if (position) {
    const sure = position.f.beforeAt || position.title > 0;
    result.position = { value: position.f.text, confidence: sure ? 0.9 : 0.5 };
  }
  for (const s of scored) {
    if (s === company || s === position) continue;
    if (!result.location && s.f.text.split(' ').length <= 4 && readLocation(s.f.text, true)) {
      result.location = { value: s.f.text, confidence: 0.6 };
      continue;
    }
    result.extra.push(s.f.text);
  }
  return result;
}

// --- education -----------------------------------------------------------------------------------

export interface EducationFields {
  institution?: Field;
  studyType?: Field;
  area?: Field;
  score?: Field;
  location?: Field;
  url?: string;
  dates?: DateRange;
  extra: string[];
  warnings: string[];
}

function institutionScore(text: string): number {
  const words = wordsOf(text);
  let score = 0;
  for (const w of words) if (INSTITUTION_WORDS.has(w)) score += 1;
  if (/^(?:[A-Z]{2,5})$/.test(text.trim())) score += 0.3;
  return score;
}

const isDegree = (text: string) => educationLevelOf(text) !== undefined || DEGREE_WORDS.test(text);

/** "Bachelor of Science in Computer Science" → studyType "Bachelor of Science", area "Computer Science". */
export function splitDegree(text: string): { studyType?: string; area?: string } {
  const value = text.trim();
  const paren = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(value);
  if (paren) {
    const [outer, inner] = [paren[1].trim(), paren[2].trim()];
    if (isDegree(inner) && !isDegree(outer)) return { studyType: inner, area: outer || undefined };
    if (isDegree(outer) && !isDegree(inner)) return { studyType: outer, area: inner };
  }
  const inSplit = /^(.+?)\s+(?:in|en|em|in the field of|majoring in|major in|with a major in)\s+(.+)$/i.exec(
    value,
  );
  if (inSplit && isDegree(inSplit[1])) return { studyType: inSplit[1].trim(), area: inSplit[2].trim() };
  const comma = /^(.+?)\s*[,:]\s*(.+)$/.exec(value);
  if (comma) {
    const [a, b] = [comma[1].trim(), comma[2].trim()];
    if (isDegree(a) && !isDegree(b)) return { studyType: a, area: b };
    if (isDegree(b) && !isDegree(a)) return { studyType: b, area: a };
  }
  const of = /^((?:bachelor|master|doctor|associate)(?:s|'s|’s)?)\s+of\s+(.+)$/i.exec(value);
  if (of) {
    if (DEGREE_SUBJECTS.test(of[2].trim())) return { studyType: value };
    return { studyType: of[1], area: of[2].trim() };
  }
  const abbreviation = /^((?:[A-Z][A-Za-z]{0,4}\.?){1,3})\s+(.+)$/.exec(value);
  if (abbreviation && educationLevelOf(abbreviation[1]) && !isDegree(abbreviation[2]))
    return { studyType: abbreviation[1], area: abbreviation[2].trim() };
  if (isDegree(value)) return { studyType: value };
  return { area: value };
}

/**
 * Rows of a grid of entries: schools set side by side and wrapping like words (jsonresume-theme-
 * class: "Lakeshore State University⇥2016-09-01 - 2021-06-30⇥Northfield University" over
 * "2014-09-01 - 2015-06-30⇥Granite Ridge University⇥2010-09-01 - 2013-06-30"). A line of three or
 * more tab-separated cells with two date ranges, or with one between two other cells, is such a
 * row: each cell becomes a line of its own, and the entries are found as in a list. (A title, a
 * place and dates on one line have their dates at an end.)
 */
export function splitCellRows(lines: Line[]): Line[] {
  return lines.flatMap((line) => {
    const cells = line.text.split('\t').map((c) => c.trim());
    if (line.bullet || cells.length < 3 || cells.some((c) => !c)) return [line];
    const dated = cells.map((c, i) => (findDateRange(c) ? i : -1)).filter((i) => i >= 0);
    const inside = dated.some((i) => i > 0 && i < cells.length - 1);
    if (dated.length < 2 && !inside) return [line];
    return cells.map((text, i) => ({ ...line, text, blankBefore: i === 0 && line.blankBefore }));
  });
}

/**
 * Schools listed without dates ("Master, Accounting" / "Granite Ridge University" / "Bachelor,
 * Accounting" / "Northfield University") group as one entry: it is split at each line naming a
 * school (the school written first) or after it (the degree written first), when two or more lines
 * name one and the header holds at most one date.
 */
export function splitBySchools(entry: Entry): Entry[] {
  const header = entry.header;
  if (header.filter(hasDate).length > 1) return [entry];
  const isSchool = (l: Line) => institutionScore(l.text) > 0 && !isDegree(l.text);
  const schools = header.map((l, i) => (isSchool(l) ? i : -1)).filter((i) => i >= 0);
  if (schools.length < 2) return [entry];
  const cuts = schools[0] === 0 ? schools.slice(1) : schools.slice(0, -1).map((i) => i + 1);
  const chunks: Line[][] = [];
  let from = 0;
  for (const cut of [...cuts, header.length]) {
    chunks.push(header.slice(from, cut));
    from = cut;
  }
  return chunks.map((chunk, i) => ({
    header: chunk,
    body: i === chunks.length - 1 ? entry.body : [],
    bullets: i === chunks.length - 1 ? entry.bullets : [],
  }));
}

/** Institution, degree (study type and area), grade, location and dates of an education entry. */
export function educationFields(entry: Entry): EducationFields {
  const taken = takeDates(entry.header);
  const { lines: withoutUrls, url } = takeUrls(taken.lines);
  const result: EducationFields = { dates: taken.dates, url, extra: [], warnings: taken.warnings };
  if (taken.dates?.single && taken.dates.start && !taken.dates.present) {
    // A single date on a school is the graduation date.
    result.dates = { ...taken.dates, start: undefined, end: taken.dates.end ?? taken.dates.start };
  }
  const lines = withoutUrls.map((line) => {
    const score = SCORE_PATTERN.exec(line);
    if (!score || result.score) return line;
    const value = (score[1] ?? score[2] ?? score[3] ?? '').trim();
    result.score = { value, confidence: 0.8 };
    return `${line.slice(0, score.index)}\t${line.slice(score.index + score[0].length)}`;
  });
  const fragments = fragmentsOf(lines).filter((f) => !/^(gpa|grade|score)$/i.test(f.text));
  const { rest, location } = splitLocation(fragments);
  if (location) result.location = { value: location, confidence: 0.7 };
  const used = new Set<number>();
  // The institution: the fragment with the most school words.
  let bestInstitution = -1;
  let bestScore = 0;
  rest.forEach((f, i) => {
    const s = institutionScore(f.text) - (isDegree(f.text) ? 0.5 : 0);
    if (s > bestScore) {
      bestScore = s;
      bestInstitution = i;
    }
  });
  // The degree: the first fragment naming one.
  const degreeIndex = rest.findIndex((f, i) => i !== bestInstitution && isDegree(f.text));
  if (degreeIndex >= 0) {
    used.add(degreeIndex);
    const degree = splitDegree(rest[degreeIndex].text);
    if (degree.studyType) result.studyType = { value: degree.studyType, confidence: 0.85 };
    if (degree.area) result.area = { value: degree.area, confidence: 0.8 };
    if (!degree.area) {
      // "Bachelor of Science, Computer Science": the field of study follows on the same line.
      const next = rest[degreeIndex + 1];
      if (
        next &&
        degreeIndex + 1 !== bestInstitution &&
        next.line === rest[degreeIndex].line &&
        institutionScore(next.text) === 0
      ) {
        result.area = { value: next.text, confidence: 0.7 };
        used.add(degreeIndex + 1);
      } else {
        const before = rest[degreeIndex - 1];
        if (
          before &&
          degreeIndex - 1 !== bestInstitution &&
          before.line === rest[degreeIndex].line &&
          institutionScore(before.text) === 0
        ) {
          result.area = { value: before.text, confidence: 0.6 };
          used.add(degreeIndex - 1);
        }
      }
    }
  }
  if (bestInstitution >= 0) {
    used.add(bestInstitution);
    result.institution = { value: rest[bestInstitution].text, confidence: 0.9 };
  } else {
    const first = rest.findIndex((_, i) => !used.has(i));
    if (first >= 0) {
      used.add(first);
      result.institution = { value: rest[first].text, confidence: 0.5 };
      result.warnings.push(`'${rest[first].text}' taken as the school, though it does not name one`);
    }
  }
  rest.forEach((f, i) => {
    if (used.has(i)) return;
    if (!result.area && !isDegree(f.text) && f.text.split(' ').length <= 6) {
      result.area = { value: f.text, confidence: 0.5 };
      return;
    }
    result.extra.push(f.text);
  });
  return result;
}
