import { canonicalSkill, extractSkills, normalizeLanguage } from '../taxonomy';
import { findEmails, findPhone, isNameLike } from './contact';
import { findDateRange } from './dates';
import { isBareLevel, type Line } from './lines';
import { SKILL_LEVELS, TRAILING_LEVEL } from './vocabulary';

// The list sections: skills, languages, certificates, publications, awards, interests, references.

const SEPARATORS = new Set([',', ';', '|', '•', '·', '●', '▪', '\t', '/']);

/** Splits a list at commas, semicolons, pipes, bullets and tabs, never inside parentheses. */
export function splitList(text: string, slash = false): string[] {
  const out: string[] = [];
  let depth = 0;
  let item = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    const spacedSlash = c === '/' && slash && text[i - 1] === ' ' && text[i + 1] === ' ';
    if (depth === 0 && SEPARATORS.has(c) && (c !== '/' || spacedSlash)) {
      out.push(item);
      item = '';
      continue;
    }
    item += c;
  }
  out.push(item);
  return out.map((s) => s.replace(/^[\s\-–—*]+|[\s.]+$/g, '').trim()).filter(Boolean);
}

const endsWithSeparator = (text: string) => /[,;|•·/]\s*$/.test(text);
const startsWithSeparator = (text: string) => /^\s*[,;|•·]/.test(text);
const LABEL = /^([^:,;|•·]{2,40}?):\s*(.*)$/;

interface Logical {
  label?: string;
  text: string;
}

/**
 * Lines of a list section → logical lines: a bullet or a "Label:" line starts one; in a flowing list
 * (items separated inline), a line that continues a wrapped item or follows a trailing separator is
 * joined to the one before.
 */
function logicalLines(lines: Line[]): Logical[] {
  const flowing = lines.some((l) => /[,;|•·]\s*\S/.test(l.text) || /\t/.test(l.text));
  // Parts are joined at the end: appending to a long string and reading its end in a loop would
  // copy it again and again.
  const out: { label?: string; parts: string[]; length: number; last: string }[] = [];
  for (const line of lines) {
    const label = /https?:/.test(line.text) ? undefined : LABEL.exec(line.text);
    const prev = out[out.length - 1];
    if (label) {
      out.push({ label: label[1].trim(), parts: [label[2]], length: label[2].length, last: label[2] });
      continue;
    }
    const wrapped = (/^[a-z]/.test(line.text) || line.indent) && prev && prev.length >= 20;
    if (
      prev &&
      !line.bullet &&
      !line.blankBefore &&
      (startsWithSeparator(line.text) ||
        wrapped ||
        (flowing && (endsWithSeparator(prev.last) || prev.length >= 40)))
    ) {
      prev.parts.push(line.text);
      prev.length += line.text.length + 1;
      prev.last = line.text;
      continue;
    }
    if (prev?.label && !line.bullet && !line.blankBefore && prev.length === 0) {
      prev.parts = [line.text];
      prev.length = line.text.length;
      prev.last = line.text;
      continue;
    }
    out.push({ parts: [line.text], length: line.text.length, last: line.text });
  }
  return out.map((l) => ({ label: l.label, text: l.parts.join(' ') }));
}

export interface Scored<T> {
  value: T;
  confidence: number;
}

export interface SkillEntry {
  name: string;
  level?: string;
  keywords?: string[];
}

interface SkillItem {
  name: string;
  level?: string;
  confidence: number;
}

function skillItems(text: string): SkillItem[] {
  const out: SkillItem[] = [];
  for (const raw of splitList(text, true)) {
    let name = raw;
    let level: string | undefined;
    const paren = /^(.*?)\s*\(([^)]*)\)$/.exec(name);
    if (paren && SKILL_LEVELS.test(paren[2].trim())) {
      name = paren[1];
      level = paren[2].trim();
    } else {
      const dash = /^(.*?)\s*(?:[:–—]|\s-\s)\s*([^:–—]+)$/.exec(name);
      const trailing = TRAILING_LEVEL.exec(name);
      if (dash && SKILL_LEVELS.test(dash[2].trim())) {
        name = dash[1];
        level = dash[2].trim();
      } else if (trailing) {
        name = trailing[1];
        level = trailing[2];
      }
    }
    name = name.trim();
    if (!name) continue;
    if (SKILL_LEVELS.test(name)) {
      // "General Ledger\tExpert" (jsonresume-theme-kendall): a level in the next cell is the level
      // of the skill before it; a level alone is no skill.
      const before = out[out.length - 1];
      if (before && !before.level) before.level = name;
      continue;
    }
    const words = name.split(/\s+/).length;
    if (words > 4 || name.length > 40) {
      // A phrase rather than a skill: keep the skills it mentions.
      for (const skill of extractSkills(name)) out.push({ name: skill, confidence: 0.7 });
      continue;
    }
    const canonical = canonicalSkill(name);
    out.push(canonical ? { name: canonical, level, confidence: 0.9 } : { name, level, confidence: 0.6 });
  }
  return out;
}

/**
 * Skills: items separated by commas, pipes, bullets or lines, canonicalized through the taxonomy
 * ("k8s" → "Kubernetes"); unknown ones are kept as written. "Label: a, b" lines become groups
 * ({name: label, keywords}); a level in parentheses ("Python (Advanced)") becomes the level.
 */
export function parseSkills(lines: Line[]): Scored<SkillEntry>[] {
  // "IFRS / Advanced / - Accounting" blocks (jsonresume-theme-class): a skill per level line.
  const levelled = parseLevelledSkills(lines);
  if (levelled.length) return levelled;
  const out: Scored<SkillEntry>[] = [];
  const seen = new Set<string>();
  const fresh = (name: string) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  for (const logical of logicalLines(lines)) {
    const all = skillItems(logical.text);
    if (logical.label && !SKILL_LEVELS.test(logical.label)) {
      // A group keeps its keywords even when another group named them first: "Analysis" may be the
      // group of several skills.
      const keywords = [...new Set(all.map((i) => i.name))];
      if (keywords.length === 0) continue;
      // "General Ledger (Expert): Accounting" (jsonresume-theme-onepage): a skill with its level
      // and group, not a group named with a level.
      const named = /^(.*?)\s*\(([^)]*)\)$/.exec(logical.label);
      const value: SkillEntry =
        named && SKILL_LEVELS.test(named[2].trim())
          ? { name: canonicalSkill(named[1]) ?? named[1], level: named[2].trim() }
          : { name: logical.label };
      value.keywords = keywords;
      out.push({ value, confidence: Math.min(...all.map((i) => i.confidence)) });
      continue;
    }
    const items = all.filter((i) => fresh(i.name));
    if (logical.label) {
      // "Advanced: Python, SQL" — the label is the level.
      for (const i of items)
        out.push({ value: { name: i.name, level: logical.label }, confidence: i.confidence });
    } else {
      for (const i of items)
        out.push({
          value: i.level ? { name: i.name, level: i.level } : { name: i.name },
          confidence: i.confidence,
        });
    }
  }
  return out;
}

const isShortItem = (text: string) => text.length <= 40 && text.split(/\s+/).length <= 4;

const cellsOf = (line: Line | undefined) => (line ? line.text.split('\t').map((c) => c.trim()) : []);

/**
 * A skills grid read row by row (jsonresume-theme-stackoverflow: "Xero\tAccruals" over
 * "Advanced\tIntermediate" over "Systems\tAccounting") → its columns one after the other, one
 * line per cell, so each skill's name, level and group follow each other as in a sidebar block. A
 * row of tab-separated bare levels under a row of as many cells marks the grid; other lines stay.
 */
function gridColumns(lines: Line[]): Line[] {
  const isLevelRow = (line: Line | undefined) => {
    const cells = cellsOf(line);
    return !line?.bullet && cells.length > 0 && cells.every((c) => SKILL_LEVELS.test(c));
  };
  const cell = (text: string): Line => ({ text, bullet: false, indent: false, blankBefore: false });
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const names = cellsOf(lines[i]);
    if (names.length < 2 || cellsOf(lines[i + 1]).length !== names.length || !isLevelRow(lines[i + 1])) {
      out.push(lines[i]);
      continue;
    }
    const levels = cellsOf(lines[i + 1]);
    const groups = cellsOf(lines[i + 2]);
    // The group row may stand apart (jsonresume-theme-spartan), but a row over levels is the next
    // row of names.
    const withGroups = groups.length === names.length && !isLevelRow(lines[i + 3]);
    names.forEach((name, j) => {
      out.push(cell(name), cell(levels[j]));
      if (withGroups) out.push(cell(groups[j]));
    });
    i += withGroups ? 2 : 1;
  }
  return out;
}

/**
 * Skills printed with no Skills heading as blocks of a name line, a level line and group or keyword
 * lines (the caffeine and macchiato sidebars: "IFRS / Advanced / Accounting", "Web Development /
 * Master / HTML / CSS"): each bare level line names the skill on the line before it; the short
 * lines after it, up to the next skill's name, are its keywords. Fewer than two such pairs is
 * chance (a language over its fluency), not a skills block, and gives nothing.
 */
export function parseLevelledSkills(printed: Line[]): Scored<SkillEntry>[] {
  const lines = gridColumns(printed);
  const levels = lines.flatMap((line, i) =>
    i > 0 && isBareLevel(line) && !isBareLevel(lines[i - 1]) && isShortItem(lines[i - 1].text) ? [i] : [],
  );
  if (levels.length < 2) return [];
  return levels.map((at, k) => {
    const name = lines[at - 1].text.trim();
    const end = k + 1 < levels.length ? levels[k + 1] - 1 : lines.length;
    const keywords: string[] = [];
    for (let i = at + 1; i < end && isShortItem(lines[i].text); i++)
      for (const item of splitList(lines[i].text)) keywords.push(canonicalSkill(item) ?? item);
    const value: SkillEntry = { name: canonicalSkill(name) ?? name, level: lines[at].text.trim() };
    if (keywords.length) value.keywords = keywords;
    return { value, confidence: 0.7 };
  });
}

// --- languages -----------------------------------------------------------------------------------

export interface LanguageEntry {
  language: string;
  fluency?: string;
}

const FLUENCY_FIRST =
  /^(native|mother tongue|fluent|bilingual|business|professional|working|conversational|basic|elementary|beginner|intermediate|advanced|upper[- ]intermediate)\s+(.+)$/i;

/** A fluency without a language: "Native speaker", "Limited working proficiency", "C1". */
const FLUENCY_ONLY =
  /^(?:(?:native|mother tongue|first language|fluent|bilingual|full|limited|professional|working|elementary|conversational|basic|beginner|intermediate|advanced|upper|lower|proficient|proficiency|speaker|business|[abc][12]|level)(?:[\s-]+|$))+$/i;

/**
 * The items of a languages line. Cells side by side ("English⇥Native speaker", moderncv's
 * \cvitemwithcomment) are a language and its fluency when the second cell is no language: they
 * become one item "English (Native speaker)". Other cells are lists of their own.
 */
function languageItems(text: string): string[] {
  const cells = text.split('\t');
  const out: string[] = [];
  for (let i = 0; i < cells.length; i++) {
    const [cell, next] = [cells[i].trim(), cells[i + 1]?.trim()];
    if (next && !/[(),;|•·]/.test(cell + next) && normalizeLanguage(cell) && !normalizeLanguage(next)) {
      out.push(`${cell} (${next})`);
      i++;
    } else out.push(...splitList(cell));
  }
  return out;
}

/** Languages with fluency: "English (Native)", "German – C1", "Spanish: fluent", "Native French". */
export function parseLanguages(lines: Line[]): Scored<LanguageEntry>[] {
  const out: Scored<LanguageEntry>[] = [];
  const seen = new Set<string>();
  // The entries of the line before, to give a row of fluencies to the row of languages above it.
  let row: LanguageEntry[] = [];
  for (const logical of logicalLines(lines)) {
    const texts = logical.label ? [`${logical.label}: ${logical.text}`] : languageItems(logical.text);
    // "English" over "Native speaker" (jsonresume-theme-class), "French⇥English" over
    // "Native speaker⇥Fluent" (-even): each fluency is the fluency of the language above it.
    if (
      row.length > 0 &&
      texts.length === row.length &&
      texts.every((t) => FLUENCY_ONLY.test(t)) &&
      row.every((entry) => !entry.fluency)
    ) {
      row.forEach((entry, i) => {
        entry.fluency = texts[i];
      });
      row = [];
      continue;
    }
    row = [];
    for (const text of texts) {
      let language = text;
      let fluency: string | undefined;
      const m = /^(.+?)\s*(?:\(([^)]+)\)|\s[–—-]\s*(.+)|:\s*(.+))$/.exec(text);
      if (m) {
        language = m[1];
        fluency = (m[2] ?? m[3] ?? m[4])?.trim();
      } else {
        const f = FLUENCY_FIRST.exec(text);
        if (f && normalizeLanguage(f[2])) {
          language = f[2];
          fluency = f[1];
        }
      }
      const normalized = normalizeLanguage(language) ?? normalizeLanguage(text);
      if (!normalized && language.split(/\s+/).length > 3) continue;
      const name = normalized ?? language.trim();
      if (seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      const entry: LanguageEntry = { language: name };
      if (fluency) entry.fluency = fluency;
      out.push({ value: entry, confidence: normalized ? 0.9 : 0.5 });
      row.push(entry);
    }
  }
  return out;
}

// --- certificates, awards, publications, interests ----------------------------------------------

/** One line per item: bullets, "Label: value" and wrapped continuations joined. */
function itemLines(lines: Line[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (out.length && !line.bullet && !line.blankBefore && (line.indent || /^[a-z(]/.test(line.text)))
      out[out.length - 1] += ` ${line.text}`;
    else out.push(line.text);
  }
  return out;
}

function withoutDate(text: string): { rest: string; date?: string } {
  const dates = findDateRange(text);
  if (!dates) return { rest: text };
  const rest = `${text.slice(0, dates.index)} ${text.slice(dates.index + dates.text.length)}`
    .replace(/\(\s*\)/g, '')
    .replace(/[\s,;:|–—-]+$/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return { rest, date: dates.single ? dates.start : (dates.end ?? dates.start) };
}

/** "Name — Issuer", "Name (Issuer)", "Name, Issuer", "Name | Issuer" → [name, issuer]. */
function nameAndSource(text: string): [string, string | undefined] {
  const paren = /^(.+?)\s*\(([^)]+)\)$/.exec(text);
  if (paren && !/^[A-Z]{2,6}$/.test(paren[2])) return [paren[1].trim(), paren[2].trim()];
  for (const separator of [/\s+—\s+/, /\s*\|\s*/, /\s+[–-]\s+/, /\t/, /,\s+/]) {
    const parts = text.split(separator);
    if (parts.length >= 2) {
      const source = parts.pop()?.trim();
      return [parts.join(separator.source === ',\\s+' ? ', ' : ' – ').trim(), source || undefined];
    }
  }
  return [text.trim(), undefined];
}

export interface CertificateEntry {
  name: string;
  issuer?: string;
  date?: string;
}

export function parseCertificates(lines: Line[]): Scored<CertificateEntry>[] {
  return itemLines(lines).map((line) => {
    const { rest, date } = withoutDate(line);
    const [name, issuer] = nameAndSource(rest);
    const entry: CertificateEntry = { name };
    if (issuer) entry.issuer = issuer;
    if (date) entry.date = date;
    return { value: entry, confidence: issuer ? 0.75 : 0.6 };
  });
}

export interface AwardEntry {
  title: string;
  awarder?: string;
  date?: string;
}

export function parseAwards(lines: Line[]): Scored<AwardEntry>[] {
  return itemLines(lines).map((line) => {
    const { rest, date } = withoutDate(line);
    const [title, awarder] = nameAndSource(rest);
    const entry: AwardEntry = { title };
    if (awarder) entry.awarder = awarder;
    if (date) entry.date = date;
    return { value: entry, confidence: 0.6 };
  });
}

export interface PublicationEntry {
  name: string;
  publisher?: string;
  releaseDate?: string;
}

/** "Title. Publisher, March 2021." or "“Title”, Publisher (2021)". */
export function parsePublications(lines: Line[]): Scored<PublicationEntry>[] {
  return itemLines(lines).map((line) => {
    const { rest, date } = withoutDate(line);
    const quoted = /^["“](.+?)["”][.,]?\s*(.*)$/.exec(rest);
    let name: string;
    let publisher: string | undefined;
    if (quoted) {
      name = quoted[1];
      publisher = quoted[2];
    } else {
      const sentence = /^(.+?[.?!])\s+(.+)$/.exec(rest);
      if (sentence) {
        name = sentence[1].replace(/\.$/, '');
        publisher = sentence[2];
      } else [name, publisher] = nameAndSource(rest);
    }
    publisher = publisher?.replace(/^[\s,.;:–—-]+|[\s,.;:–—-]+$/g, '').trim() || undefined;
    const entry: PublicationEntry = { name: name.trim() };
    if (publisher) entry.publisher = publisher;
    if (date) entry.releaseDate = date;
    return { value: entry, confidence: publisher ? 0.7 : 0.5 };
  });
}

/** Interests: a list, or "Label: a, b" groups ({name: label, keywords}). */
export function parseInterests(lines: Line[]): Scored<{ name: string; keywords?: string[] }>[] {
  const out: Scored<{ name: string; keywords?: string[] }>[] = [];
  for (const logical of logicalLines(lines)) {
    const items = splitList(logical.text).filter((i) => i.length <= 60);
    if (logical.label) out.push({ value: { name: logical.label, keywords: items }, confidence: 0.7 });
    else for (const item of items) out.push({ value: { name: item }, confidence: 0.7 });
  }
  return out;
}

// --- references ----------------------------------------------------------------------------------

export interface ReferenceEntry {
  name?: string;
  reference?: string;
  position?: string;
  company?: string;
  email?: string;
  phone?: string;
}

/** References: "Available upon request", or people with their role, e-mail and phone. */
export function parseReferences(lines: Line[]): Scored<ReferenceEntry>[] {
  const texts = lines.map((l) => l.text);
  if (texts.length === 0) return [];
  if (
    /\b(available|provided|upon|on)\s+(up)?on\s+request\b|\bon request\b/i.test(texts.join(' ')) &&
    texts.length <= 2
  )
    return [{ value: { reference: texts.join(' ') }, confidence: 0.9 }];
  const out: Scored<ReferenceEntry>[] = [];
  let current: ReferenceEntry | undefined;
  for (const line of lines) {
    const text = line.text;
    const segment = text.split(/\t|\s+[|–—,]\s+|,\s*/)[0];
    if (isNameLike(segment) && !findEmails(text).length) {
      current = { name: segment };
      const rest = text.slice(segment.length).replace(/^[\s,|–—-]+/, '');
      // "Jane Doe — “A pleasure to work with…”" is a quote, "Jane Doe, CTO at Acme" a position.
      if (rest && (rest.length > 80 || /^["“'‘]/.test(rest)))
        current.reference = rest.replace(/^["“'‘]|["”'’]$/g, '');
      else if (rest) current.position = rest;
      out.push({ value: current, confidence: 0.6 });
      continue;
    }
    if (!current) {
      current = {};
      out.push({ value: current, confidence: 0.4 });
    }
    const email = findEmails(text)[0];
    const phone = findPhone([text], undefined);
    if (email) current.email = email;
    if (phone) current.phone = phone.phone;
    if (!email && !phone) {
      if (!current.position && text.length <= 80 && !/[.!?]$/.test(text)) {
        const [position, company] = text.split(/\s*,\s*|\s+at\s+|\s+[|–—]\s+/);
        current.position = position;
        if (company) current.company = company;
      } else current.reference = current.reference ? `${current.reference} ${text}` : text;
    }
  }
  return out;
}
