import type { CountryCode } from 'libphonenumber-js/max';
import { type JsonResume, jsonResumeSchema } from '../../contract';
import { canonicalJsonResume } from '../json-resume';
import { extractSkills, roleFamilyOf } from '../taxonomy';
import {
  type FoundLocation,
  findEmails,
  findPhone,
  findUrls,
  hasTitleWord,
  isNameLike,
  nameMatchesEmail,
  profileOf,
  readAddress,
  readLocation,
  stripNameAffixes,
  tidyName,
  undoubledName,
} from './contact';
import { type DateRange, findDateRange } from './dates';
import {
  type Entry,
  educationFields,
  groupEntries,
  splitBySchools,
  splitCellRows,
  workFields,
} from './entries';
import { type Line, type Section, toLines, toSections } from './lines';
import {
  parseAwards,
  parseCertificates,
  parseInterests,
  parseLanguages,
  parseLevelledSkills,
  parsePublications,
  parseReferences,
  parseSkills,
} from './lists';
import type { SectionKey } from './vocabulary';

/** 0..1 per extracted field, by path: basics.name, basics.email, work[0].name, skills[3].name... */
export interface FieldConfidence {
  [path: string]: number;
}

export interface ParsedResume {
  resume: JsonResume;
  confidence: FieldConfidence;
  /** Human-readable notes on what was missing or uncertain. */
  warnings: string[];
  /** The text the resume was read from. */
  text: string;
}

export const UNKNOWN_NAME = 'Unknown candidate';

type Json = Record<string, unknown>;

/** Trims and shortens a string to the schema's limit, at a word boundary when one is near. */
function clip(value: string, max: number): string {
  const text = value
    .replace(/\s+/g, (s) => (s.includes('\n') ? s.replace(/[^\n]/g, '') || '\n' : ' '))
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.8 ? cut.slice(0, space) : cut).trim();
}

class Result {
  readonly confidence: FieldConfidence = {};
  readonly warnings: string[] = [];
  note(path: string, value: number) {
    this.confidence[path] = Math.round(Math.max(0, Math.min(1, value)) * 100) / 100;
  }
  warn(message: string) {
    if (!this.warnings.includes(message)) this.warnings.push(message);
  }
}

interface Segment {
  text: string;
  line: number;
}

/** Header and contact lines cut into their parts ("a@b.com | +1 555 | Austin, TX" → three). */
function segmentsOf(lines: Line[]): Segment[] {
  const out: Segment[] = [];
  lines.forEach((line, index) => {
    for (const part of line.text.split(/\t|\s+[|•·●▪◆]\s+|\s+[|]|[|]\s+/)) {
      const text = part.trim();
      if (text) out.push({ text, line: index });
    }
  });
  return out;
}

function dateFields(target: Json, path: string, dates: DateRange | undefined, result: Result) {
  if (!dates) return;
  if (dates.start) {
    target.startDate = dates.start;
    result.note(`${path}.startDate`, dates.confidence);
  }
  if (dates.end) {
    target.endDate = dates.end;
    result.note(`${path}.endDate`, dates.confidence);
  } else if (dates.present) result.note(`${path}.endDate`, 0.9);
}

/** Non-bullet body lines as a summary: wrapped lines joined, separate paragraphs on their own line. */
function bodyText(lines: Line[]): string {
  return lines.map((l) => l.text).join('\n');
}

function linesOf(sections: Section[], key: SectionKey | 'header'): Line[] {
  return sections.filter((s) => s.key === key).flatMap((s) => s.lines);
}

// --- basics ----------------------------------------------------------------------------------------

/** "Richard Hendriks, Programmer" → the name and the job title, when the parts read as those. */
function nameWithTitle(text: string): { name: string; title: string } | undefined {
  const m = /^([^,]{3,60}),\s*([^,]{2,80})$/.exec(text);
  if (!m || !isNameLike(m[1])) return undefined;
  const title = m[2].trim();
  return hasTitleWord(title) || roleFamilyOf(title) ? { name: m[1].trim(), title } : undefined;
}

function readBasics(sections: Section[], allLines: Line[], result: Result): Json {
  const basics: Json = {};
  const headerLines = [...linesOf(sections, 'header'), ...linesOf(sections, 'contact')];
  const segments = segmentsOf(headerLines);
  const used = new Set<Segment>();
  const references = new Set(linesOf(sections, 'references'));
  const outside = allLines.filter((l) => !references.has(l));

  // E-mail.
  const headerEmail = findEmails(headerLines.map((l) => l.text).join('\n'))[0];
  const email = headerEmail ?? findEmails(outside.map((l) => l.text).join('\n'))[0];
  if (email) {
    basics.email = clip(email, 254);
    result.note('basics.email', headerEmail ? 0.95 : 0.7);
  } else result.warn('no e-mail address found');

  // Location, before the phone: its country reads national phone numbers.
  let location: FoundLocation | undefined;
  for (const segment of segments) {
    if (segment.text.includes('@') || /\d/.test(segment.text) || findUrls(segment.text).length) continue;
    const found = readLocation(segment.text, true);
    if (found) {
      location = found;
      used.add(segment);
      break;
    }
  }
  let address: ReturnType<typeof readAddress>;
  if (!location) {
    // "Hauptstraße 12, 10115 Berlin": a street address with postal code and city.
    for (const segment of segments) {
      address = readAddress(
        segment.text.replace(/^(?:address|adresse|anschrift|dirección|direccion)\s*:\s*/i, ''),
      );
      const place = address && readLocation(address.city, true);
      if (address && place) {
        location = { ...place, city: address.city, confidence: 0.85 };
        used.add(segment);
        break;
      }
      address = undefined;
    }
  }
  if (location) {
    const value: Json = {};
    if (address) {
      value.address = clip(address.address, 500);
      value.postalCode = address.postalCode;
    }
    if (location.city) value.city = clip(location.city, 500);
    if (location.region) value.region = clip(location.region, 500);
    if (location.countryCode) value.countryCode = location.countryCode;
    if (location.remote && !location.city) value.city = 'Remote';
    basics.location = value;
    result.note('basics.location', location.confidence);
  }

  // Phone.
  const country = location?.countryCode as CountryCode | undefined;
  const headerPhone = findPhone(
    headerLines.map((l) => l.text),
    country,
  );
  const phone =
    headerPhone ??
    findPhone(
      outside.map((l) => l.text),
      country,
    );
  if (phone) {
    basics.phone = clip(phone.phone, 60);
    result.note('basics.phone', headerPhone ? phone.confidence : phone.confidence * 0.8);
  } else result.warn('no phone number found');

  // URLs and profiles.
  const profiles: Json[] = [];
  const seenUrls = new Set<string>();
  for (const segment of segments) {
    for (const link of findUrls(segment.text)) {
      if (seenUrls.has(link.url.toLowerCase())) continue;
      seenUrls.add(link.url.toLowerCase());
      used.add(segment);
      const profile = profileOf(link);
      if (profile) {
        const path = `basics.profiles[${profiles.length}]`;
        profiles.push({ network: profile.network, username: clip(profile.username, 200), url: profile.url });
        result.note(`${path}.url`, 0.95);
        result.note(`${path}.network`, 0.95);
        result.note(`${path}.username`, profile.username ? 0.85 : 0);
      } else if (!basics.url) {
        basics.url = link.url;
        result.note('basics.url', 0.8);
      } else {
        // Further sites are profiles named after their domain ("behance.net" → "Behance").
        const name = link.host.split('.').slice(-2, -1)[0] ?? link.host;
        const path = `basics.profiles[${profiles.length}]`;
        profiles.push({ network: name.charAt(0).toUpperCase() + name.slice(1), url: link.url });
        result.note(`${path}.url`, 0.7);
        result.note(`${path}.network`, 0.4);
      }
    }
  }
  if (profiles.length) basics.profiles = profiles.slice(0, 50);

  // Name: the first segment that reads as a name ("Name: …" labels are dropped), or a name and
  // its job title set as one line ("Richard Hendriks, Programmer").
  let nameIndex = -1;
  let titled: { name: string; title: string } | undefined;
  for (let i = 0; i < segments.length && i < 14; i++) {
    const text = stripNameAffixes(segments[i].text);
    titled = isNameLike(text) ? undefined : nameWithTitle(text);
    if (titled || isNameLike(text)) {
      nameIndex = i;
      break;
    }
  }
  if (titled) {
    basics.label = clip(titled.title, 500);
    result.note('basics.label', 0.8);
  }
  if (nameIndex >= 0) {
    const segment = segments[nameIndex];
    used.add(segment);
    let name = tidyName(titled?.name ?? stripNameAffixes(segment.text));
    let confidence = nameIndex === 0 ? 0.9 : 0.75;
    const once = undoubledName(name);
    if (once) {
      result.warn(`the name was written twice ('${name}'); read as '${once}'`);
      name = once;
      confidence -= 0.15;
    }
    basics.name = clip(name, 200);
    if (email) confidence += nameMatchesEmail(name, email) ? 0.05 : -0.1;
    result.note('basics.name', confidence);
  } else {
    basics.name = UNKNOWN_NAME;
    result.note('basics.name', 0);
    result.warn(`no name found; the resume is filed as "${UNKNOWN_NAME}"`);
  }

  // Label: a job title after the name (contact details may come between, as in a side block).
  if (nameIndex >= 0 && !basics.label) {
    let looked = 0;
    for (const segment of segments.slice(nameIndex + 1, nameIndex + 10)) {
      const text = segment.text;
      if (used.has(segment) || /[@\d]/.test(text) || findUrls(text).length) continue;
      if (++looked > 2) break;
      if (text.split(/\s+/).length > 8) continue;
      if (hasTitleWord(text) || roleFamilyOf(text)) {
        basics.label = clip(text, 500);
        used.add(segment);
        result.note('basics.label', 0.8);
        break;
      }
    }
  }

  // Summary: the summary section, or sentences in the header.
  const summaryLines = linesOf(sections, 'summary');
  if (summaryLines.length) {
    basics.summary = clip(joinParagraphs(summaryLines), 20_000);
    result.note('basics.summary', 0.9);
  } else {
    const start = headerLines.findIndex(
      (l) =>
        l.text.split(/\s+/).length >= 8 &&
        !l.text.includes('@') &&
        findUrls(l.text).length === 0 &&
        !/\t| \| /.test(l.text),
    );
    if (start >= 0) {
      const taken: Line[] = [];
      for (const line of headerLines.slice(start)) {
        if (taken.length && (line.blankBefore || line.text.includes('@') || findUrls(line.text).length))
          break;
        taken.push(line);
      }
      basics.summary = clip(joinParagraphs(taken), 20_000);
      result.note('basics.summary', 0.6);
    }
  }
  return basics;
}

/** Lines as paragraphs: wrapped lines joined with spaces, bullets and blank-line breaks kept. */
function joinParagraphs(lines: Line[]): string {
  const paragraphs: string[][] = [];
  let length = 0;
  let afterBullet = false;
  for (const line of lines) {
    // The summary is clipped to 20,000 characters anyway.
    if (length > 20_000) break;
    const text = line.bullet ? `• ${line.text}` : line.text;
    if (paragraphs.length === 0 || line.bullet || line.blankBefore || afterBullet) paragraphs.push([text]);
    else paragraphs[paragraphs.length - 1].push(text);
    length += text.length + 1;
    afterBullet = line.bullet;
  }
  return paragraphs.map((p) => p.join(' ')).join('\n');
}

// --- sections --------------------------------------------------------------------------------------

/** Bullets that came before any header are the previous entry's (or are dropped at the start). */
function mergeOrphans(entries: Entry[]): Entry[] {
  const out: Entry[] = [];
  for (const entry of entries) {
    if (entry.header.length === 0 && out.length > 0) {
      const prev = out[out.length - 1];
      prev.body.push(...entry.body);
      prev.bullets.push(...entry.bullets);
      continue;
    }
    out.push(entry);
  }
  return out;
}

function readWork(lines: Line[], kind: 'work' | 'volunteer', result: Result): Json[] {
  const out: Json[] = [];
  const nameKey = kind === 'work' ? 'name' : 'organization';
  const entries = groupEntries(lines);
  if (entries[0] && entries[0].header.length === 0 && entries[0].bullets.length)
    result.warn(`${entries[0].bullets.length} bullet(s) before the first ${kind} entry were not read`);
  for (const entry of mergeOrphans(entries)) {
    const fields = workFields(entry);
    const path = `${kind}[${out.length}]`;
    const item: Json = {};
    if (fields.company) {
      item[nameKey] = clip(fields.company.value, 500);
      result.note(`${path}.${nameKey}`, fields.company.confidence);
    }
    if (fields.url) {
      item.url = fields.url;
      result.note(`${path}.url`, 0.8);
    }
    if (fields.position) {
      item.position = clip(fields.position.value, 500);
      result.note(`${path}.position`, fields.position.confidence);
    }
    if (fields.location && kind === 'work') {
      item.location = clip(fields.location.value, 500);
      result.note(`${path}.location`, fields.location.confidence);
    }
    dateFields(item, path, fields.dates, result);
    const summary = [...fields.extra.filter((e) => e.split(' ').length > 3), bodyText(entry.body)]
      .filter(Boolean)
      .join('\n');
    if (summary) item.summary = clip(summary, 20_000);
    if (entry.bullets.length) item.highlights = entry.bullets.slice(0, 200).map((b) => clip(b, 2000));
    if (!item[nameKey] && !item.position && !item.startDate && !item.highlights) {
      const text = entry.header.map((l) => l.text).join(' / ');
      if (text) result.warn(`${kind} entry '${text}' was not read: no company, position or dates in it`);
      continue;
    }
    const label = String(item.position ?? item[nameKey] ?? entry.header[0]?.text ?? '');
    if (!fields.dates) result.warn(`no dates found for ${kind} entry '${label}'`);
    if (!item[nameKey])
      result.warn(`${kind} entry '${label}' has no ${kind === 'work' ? 'company' : 'organization'}`);
    for (const w of fields.warnings) result.warn(w);
    out.push(item);
  }
  return out;
}

function readEducation(lines: Line[], result: Result): Json[] {
  const out: Json[] = [];
  const COURSES = /^(?:relevant )?(?:courses|coursework|modules|subjects|major courses)\s*:\s*(.+)$/i;
  for (const grouped of mergeOrphans(groupEntries(splitCellRows(lines))).flatMap(splitBySchools)) {
    // "Relevant coursework: …" is never part of the school's name or degree.
    const listed = grouped.header.filter((l) => COURSES.test(l.text));
    const entry = {
      ...grouped,
      header: grouped.header.filter((l) => !COURSES.test(l.text)),
      body: [...listed, ...grouped.body],
    };
    const fields = educationFields(entry);
    const path = `education[${out.length}]`;
    const item: Json = {};
    for (const key of ['institution', 'area', 'studyType', 'score'] as const) {
      const field = fields[key];
      if (!field) continue;
      item[key] = clip(field.value, key === 'score' ? 50 : 500);
      result.note(`${path}.${key}`, field.confidence);
    }
    if (fields.url) {
      item.url = fields.url;
      result.note(`${path}.url`, 0.8);
    }
    dateFields(item, path, fields.dates, result);
    const courses: string[] = [];
    const notes: string[] = [];
    for (const text of [...entry.body.map((l) => l.text), ...entry.bullets]) {
      const list = COURSES.exec(text);
      if (list) courses.push(...list[1].split(/\s*[,;]\s*/).filter(Boolean));
      else if (entry.bullets.includes(text) && text.split(/\s+/).length <= 6) courses.push(text);
      else notes.push(text);
    }
    if (courses.length) item.courses = courses.slice(0, 200).map((c) => clip(c, 2000));
    const summary = [...fields.extra, ...notes].join('\n');
    if (summary) item.summary = clip(summary, 20_000);
    if (!item.institution && !item.studyType && !item.area) continue;
    for (const w of fields.warnings) result.warn(w);
    out.push(item);
  }
  return out;
}

function readProjects(lines: Line[], result: Result): Json[] {
  const out: Json[] = [];
  for (const entry of mergeOrphans(groupEntries(lines))) {
    const path = `projects[${out.length}]`;
    const item: Json = {};
    const all = [...entry.header.map((l) => l.text), ...entry.body.map((l) => l.text), ...entry.bullets];
    const link = all.flatMap((t) => findUrls(t))[0];
    // The name is the first part of the header, without its link and dates.
    const withoutLinks = (text: string) => {
      let out = text;
      for (const l of findUrls(text)) out = out.replace(l.url.replace(/^https:\/\//, ''), ' ');
      return out.replace(/https?:\/\/\S*/g, ' ');
    };
    const header = entry.header.map((l) => ({ ...l, text: withoutLinks(l.text) }));
    const fields = workFields({ ...entry, header });
    const first = header
      .map((l) => l.text.split(/\t| [|–—-] |: /)[0].trim())
      .find((t) => t && !findDateRange(t));
    const name = first ?? entry.body[0]?.text.split(/[.:]/)[0];
    if (name) {
      item.name = clip(name.replace(/[\s,;:–—-]+$/, ''), 500);
      result.note(`${path}.name`, entry.header.length ? 0.8 : 0.4);
    }
    dateFields(item, path, fields.dates, result);
    const description = entry.body
      .map((l) => l.text)
      .join(' ')
      .replace(/\s*(?:https?:\/\/)?\S+\.\S+\/\S*$/, '')
      .trim();
    if (description) item.description = clip(description, 20_000);
    if (entry.bullets.length) item.highlights = entry.bullets.slice(0, 200).map((b) => clip(b, 2000));
    if (link) {
      item.url = link.url;
      result.note(`${path}.url`, 0.8);
    }
    const keywords = extractSkills(all.join('\n')).slice(0, 100);
    if (keywords.length) item.keywords = keywords;
    if (Object.keys(item).length) out.push(item);
  }
  return out;
}

function listSection<T extends object>(
  items: { value: T; confidence: number }[],
  key: string,
  field: string,
  result: Result,
): Json[] {
  return items.map((item, i) => {
    result.note(`${key}[${i}].${field}`, item.confidence);
    const value: Json = {};
    for (const [k, v] of Object.entries(item.value)) {
      if (typeof v === 'string') value[k] = clip(v, k === 'level' || k === 'fluency' ? 100 : 500);
      else if (Array.isArray(v)) value[k] = v.slice(0, 100).map((s) => clip(String(s), 2000));
    }
    return value;
  });
}

// --- validation ------------------------------------------------------------------------------------

/** Removes the value at a zod issue path; returns false when nothing could be removed. */
function removeAt(target: unknown, path: PropertyKey[]): boolean {
  if (path.length === 0) return false;
  let node = target as Record<PropertyKey, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = node?.[key as string];
    if (!next || typeof next !== 'object') return false;
    node = next as Record<PropertyKey, unknown>;
  }
  const last = path[path.length - 1];
  if (Array.isArray(node)) node.splice(Number(last), 1);
  else delete node[last as string];
  return true;
}

function validate(resume: Json, result: Result): JsonResume {
  for (let attempt = 0; attempt < 20; attempt++) {
    const parsed = jsonResumeSchema.safeParse(resume);
    if (parsed.success) return canonicalJsonResume(parsed.data);
    const issue = parsed.error.issues[0];
    const path = issue.path.join('.');
    if (path === 'basics.name' || !removeAt(resume, issue.path)) {
      (resume.basics as Json).name = UNKNOWN_NAME;
      if (path !== 'basics.name') break;
    }
    result.warn(`dropped ${path || 'a value'}: ${issue.message}`);
  }
  return canonicalJsonResume(
    jsonResumeSchema.parse({ basics: { name: (resume.basics as Json)?.name ?? UNKNOWN_NAME } }),
  );
}

// --- entry point -----------------------------------------------------------------------------------

/**
 * Reads resume text (as extractText gives it) into a JSON Resume document, with a confidence per
 * field and warnings for what was missing or uncertain. Sections are found by their headings in
 * common spellings (and in German, Spanish, French, Portuguese, Italian, Dutch and Swedish); the
 * lines before the first heading hold the name and contact details.
 */
/** A line that is only contact details: an e-mail address, a phone number, a link ("GitHub: …"). */
function isContactLine(line: Line): boolean {
  const text = line.text.replace(/^[\p{L} ]{2,20}:\s*/u, '').trim();
  if (!text || (text.includes(' ') && !/^[+(\d]/.test(text))) return false;
  if (findEmails(text)[0] === text.toLowerCase()) return true;
  const urls = findUrls(text);
  if (urls.length === 1 && /^\S+$/.test(text)) return true;
  return /^[+(\d][\d ()./-]{6,}$/.test(text) && findPhone([text], undefined) !== undefined;
}

/**
 * Contact details that a layout put inside another section (a contact block read after the first
 * heading) move to a contact section: runs of contact lines, with a place line among them.
 */
function gatherContactLines(sections: Section[]): Section[] {
  const moved: Line[] = [];
  for (const section of sections) {
    if (section.key === 'header' || section.key === 'contact' || section.key === 'references') continue;
    const keep: Line[] = [];
    const lines = section.lines;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      const near = (k: number) => lines[k] !== undefined && isContactLine(lines[k]);
      const place = !line.bullet && readLocation(line.text, true) !== undefined && near(i - 1) && near(i + 1);
      if (!line.bullet && (isContactLine(line) || place)) moved.push(line);
      else keep.push(line);
    }
    section.lines = keep;
  }
  if (moved.length) sections.push({ key: 'contact', lines: moved });
  return sections;
}

/**
 * Lines in the body that are only the candidate's name: a page header repeated on every page of a
 * PDF. Left in, the name becomes an employer or a school.
 */
function dropRepeatedName(sections: Section[], name: unknown) {
  if (typeof name !== 'string' || name === UNKNOWN_NAME) return;
  const fold = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^\p{L}]+/gu, ' ')
      .trim();
  const target = fold(name);
  for (const section of sections) {
    if (section.key === 'header' || section.key === 'references') continue;
    section.lines = section.lines.filter((l) => l.bullet || fold(l.text) !== target);
  }
}

/**
 * "Courses" right inside Education lists a school's courses; it is not a section of courses and
 * certificates of its own. Its lines go back to the Education section (and the schools after them
 * with them).
 */
function foldCourseLists(sections: Section[]): Section[] {
  const out: Section[] = [];
  for (const section of sections) {
    const prev = out[out.length - 1];
    const courses = /^(?:relevant\s+)?(?:courses|coursework)\s*:?$/i.test(section.title?.trim() ?? '');
    if (prev?.key === 'education' && section.key === 'certificates' && courses) {
      prev.lines.push(...section.lines);
      continue;
    }
    out.push(section);
  }
  return out;
}

/**
 * Sections not searched for name / level skill blocks: Skills reads its own, and in the others a
 * level-like line is no skill's ("English / Native").
 */
const NOT_SKILL_BLOCKS = new Set<string>([
  'skills',
  'work',
  'volunteer',
  'education',
  'languages',
  'projects',
  'references',
]);

export function parseResumeText(text: string): ParsedResume {
  const result = new Result();
  const lines = toLines(text ?? '');
  const sections = gatherContactLines(foldCourseLists(toSections(lines)));
  const resume: Json = { basics: readBasics(sections, lines, result) };
  dropRepeatedName(sections, (resume.basics as Json).name);
  const present = new Set(sections.map((s) => s.key));

  const workLines = linesOf(sections, 'work');
  if (present.has('work')) {
    resume.work = readWork(workLines, 'work', result);
    if ((resume.work as Json[]).length === 0)
      result.warn('the Experience section has no entry that could be read');
  } else result.warn('no Experience section found');
  if (present.has('volunteer'))
    resume.volunteer = readWork(linesOf(sections, 'volunteer'), 'volunteer', result);
  if (present.has('education')) resume.education = readEducation(linesOf(sections, 'education'), result);
  else result.warn('no Education section found');
  /** A list section, each entry with the confidence of its `field`, at most `limit` entries. */
  const list = <T extends object>(
    key: SectionKey,
    parse: (lines: Line[]) => { value: T; confidence: number }[],
    field: string,
    limit = Number.POSITIVE_INFINITY,
  ) => listSection(parse(linesOf(sections, key)).slice(0, limit), key, field, result);
  if (present.has('awards')) resume.awards = list('awards', parseAwards, 'title');
  if (present.has('certificates')) resume.certificates = list('certificates', parseCertificates, 'name');
  if (present.has('publications')) resume.publications = list('publications', parsePublications, 'name');
  // A sidebar may print skills as name / level / group blocks under no Skills heading, or above a
  // group ("Leadership") that reads as one: those blocks come first, then the Skills section's.
  const levelledSkills = sections
    .filter((s) => !NOT_SKILL_BLOCKS.has(s.key))
    .flatMap((s) => parseLevelledSkills(s.lines));
  const sectionSkills = present.has('skills') ? parseSkills(linesOf(sections, 'skills')) : [];
  const skillNames = new Set(levelledSkills.map((s) => s.value.name.toLowerCase()));
  const skills = [
    ...levelledSkills,
    ...sectionSkills.filter((s) => !skillNames.has(s.value.name.toLowerCase())),
  ];
  if (present.has('skills') || skills.length)
    resume.skills = listSection(skills.slice(0, 500), 'skills', 'name', result);
  // A Skills heading with nothing readable under it (a layout that prints its headings apart from
  // their content, jsonresume-theme-paper's PDF) is no better than no heading: read the text.
  if (!(resume.skills as Json[] | undefined)?.length) {
    const basics = resume.basics as Json;
    const work = (resume.work as Json[] | undefined) ?? [];
    const source = [
      basics.summary,
      ...work.flatMap((w) => [w.summary, ...((w.highlights as string[]) ?? [])]),
    ]
      .filter(Boolean)
      .join('\n');
    const found = extractSkills(source).slice(0, 500);
    resume.skills = found.map((name, i) => {
      result.note(`skills[${i}].name`, 0.4);
      return { name };
    });
    const why = present.has('skills')
      ? 'the Skills section has no skill that could be read'
      : 'no Skills section found';
    result.warn(found.length ? `${why}; skills were taken from the text` : why);
  }
  if (present.has('languages')) resume.languages = list('languages', parseLanguages, 'language', 100);
  if (present.has('interests')) resume.interests = list('interests', parseInterests, 'name', 100);
  if (present.has('references')) resume.references = list('references', parseReferences, 'name');
  if (present.has('projects')) resume.projects = readProjects(linesOf(sections, 'projects'), result);

  for (const key of Object.keys(resume)) {
    const value = resume[key];
    if (Array.isArray(value)) {
      if (value.length === 0) delete resume[key];
      else if (value.length > 200) resume[key] = value.slice(0, 200);
    }
  }
  return {
    resume: validate(resume, result),
    confidence: result.confidence,
    warnings: result.warnings,
    text,
  };
}
