import fs from 'node:fs';
import path from 'node:path';
import type { JsonResume } from '../../../main/contract';
import { type ParsedResume, parseResumeFile } from '../../../main/domain/parsing';
import { norm, phoneKey, skillKey } from './corpus';

/**
 * The third-party corpus (test/fixtures/parsing/third-party, made by its render.mjs: published JSON
 * Resume themes and LaTeX templates) and the scoring of a parsed file against its source document,
 * counted only over what the file prints (the manifest lists it, read by pdftotext and pandoc, not
 * by our parser).
 */

export const THIRD_PARTY_DIR = path.join(__dirname, '../../fixtures/parsing/third-party');

interface Printed {
  name: boolean;
  email: boolean;
  phone: boolean;
  employers: string[];
  institutions: string[];
  skills: string[];
}

export interface ThirdPartyFile {
  file: string;
  source: string;
  kind: 'theme' | 'latex';
  /** Theme or template name. */
  theme: string;
  format: 'pdf' | 'docx';
  /** The finest precision the layout prints work dates in. */
  dates: 'month' | 'year';
  printed: Printed;
}

interface Manifest {
  themes: { name: string; dates: 'month' | 'year' }[];
  templates: { name: string; dates: 'month' | 'year' }[];
  files: Omit<ThirdPartyFile, 'dates'>[];
}

export function thirdPartyFiles(): ThirdPartyFile[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(THIRD_PARTY_DIR, 'manifest.json'), 'utf8'),
  ) as Manifest;
  const dates = new Map([...manifest.themes, ...manifest.templates].map((t) => [t.name, t.dates]));
  return manifest.files.map((f) => ({ ...f, dates: dates.get(f.theme) ?? 'month' }));
}

export function loadThirdPartySource(name: string): JsonResume {
  return JSON.parse(
    fs.readFileSync(path.join(THIRD_PARTY_DIR, 'sources', `${name}.json`), 'utf8'),
  ) as JsonResume;
}

export async function parseThirdPartyFile(file: string): Promise<ParsedResume> {
  const bytes = new Uint8Array(fs.readFileSync(path.join(THIRD_PARTY_DIR, file)));
  return parseResumeFile(path.basename(file), bytes);
}

/** C0 and C1 controls other than tab and newline, and the private-use planes (icon-font glyphs). */
function isUnwanted(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (char === '\t' || char === '\n') return false;
  return (
    code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0xe000 && code <= 0xf8ff) || code >= 0xf0000
  );
}

/** The strings of a parsed document that would be stored with a control or private-use character. */
export function unwantedStrings(value: unknown): string[] {
  if (typeof value === 'string') return [...value].some(isUnwanted) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(unwantedStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(unwantedStrings);
  return [];
}

/** Counts for one file or a group of files; each pair is (right, asked). */
export interface Tally {
  files: number;
  name: [number, number];
  email: [number, number];
  phone: [number, number];
  /** Printed source employers found among the parsed entries. */
  employerRecall: [number, number];
  /** Parsed entries whose employer is one of the source's. */
  employerPrecision: [number, number];
  /** Files whose parsed entry count equals the count of printed source entries. */
  countExact: [number, number];
  institutions: [number, number];
  /** Start dates of the parsed entries matched to a source entry by employer. */
  startDates: [number, number];
  skillsTp: number;
  skillsFp: number;
  skillsFn: number;
  /** Stored strings with a control or private-use character. */
  unwanted: number;
}

export const emptyTally = (): Tally => ({
  files: 0,
  name: [0, 0],
  email: [0, 0],
  phone: [0, 0],
  employerRecall: [0, 0],
  employerPrecision: [0, 0],
  countExact: [0, 0],
  institutions: [0, 0],
  startDates: [0, 0],
  skillsTp: 0,
  skillsFp: 0,
  skillsFn: 0,
  unwanted: 0,
});

type PairKey = {
  [K in keyof Tally]: Tally[K] extends [number, number] ? K : never;
}[keyof Tally];

const PAIRS: PairKey[] = [
  'name',
  'email',
  'phone',
  'employerRecall',
  'employerPrecision',
  'countExact',
  'institutions',
  'startDates',
];

export function addTally(into: Tally, t: Tally): void {
  into.files += t.files;
  for (const key of PAIRS) {
    into[key][0] += t[key][0];
    into[key][1] += t[key][1];
  }
  into.skillsTp += t.skillsTp;
  into.skillsFp += t.skillsFp;
  into.skillsFn += t.skillsFn;
  into.unwanted += t.unwanted;
}

export interface ThirdPartyRates {
  name: number;
  email: number;
  phone: number;
  employerRecall: number;
  employerPrecision: number;
  countExact: number;
  institutions: number;
  startDates: number;
  skillsF1: number;
}

export function thirdPartyRates(t: Tally): ThirdPartyRates {
  const ratio = ([right, asked]: [number, number]) => (asked ? right / asked : 1);
  const precision = t.skillsTp / Math.max(1, t.skillsTp + t.skillsFp);
  const recall = t.skillsTp / Math.max(1, t.skillsTp + t.skillsFn);
  return {
    name: ratio(t.name),
    email: ratio(t.email),
    phone: ratio(t.phone),
    employerRecall: ratio(t.employerRecall),
    employerPrecision: ratio(t.employerPrecision),
    countExact: ratio(t.countExact),
    institutions: ratio(t.institutions),
    startDates: ratio(t.startDates),
    skillsF1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0,
  };
}

/**
 * Phones agree by their E.164 number; a source number written without a country code (the JSON
 * Resume sample's "(912) 555-4321") agrees with a parsed one that adds the country's code.
 */
function samePhone(source: string | undefined, parsed: string | undefined): boolean {
  const want = phoneKey(source);
  const got = phoneKey(parsed);
  if (want === got) return want !== '';
  const national = (source ?? '').replace(/\D/g, '');
  return !source?.trim().startsWith('+') && national.length >= 7 && got.replace(/\D/g, '').endsWith(national);
}

/** Dates agree to the month, or to the year when the source or the layout gives only a year. */
function sameStart(source: string, parsed: string | undefined, dates: 'month' | 'year'): boolean {
  const length = dates === 'year' || source.length === 4 ? 4 : 7;
  return source.slice(0, length) === (parsed ?? '').slice(0, length);
}

/** Every name and keyword of a document's skills, canonical and lower case. */
function allSkills(resume: JsonResume): Set<string> {
  const out = new Set<string>();
  for (const s of resume.skills ?? [])
    for (const n of [s.name, ...(s.keywords ?? [])]) if (n?.trim()) out.add(skillKey(n));
  return out;
}

/**
 * The group labels among a document's skill keywords. The demo generator (sources 02-12) writes
 * one skill per entry with its group as the single keyword ({name: "IFRS", keywords:
 * ["Accounting"]}, groups like "Systems", "Tools", "Professional skills"), so there the keywords
 * are category names, not skills. The JSON Resume sample (01) does the reverse (name "Web
 * Development", keywords HTML, CSS...): its keywords are skills and stay scored, as do its names.
 * A document is read as the generator's when every skill entry has exactly one keyword.
 */
function groupLabels(resume: JsonResume): Set<string> {
  const skills = resume.skills ?? [];
  if (!skills.length || !skills.every((s) => s.keywords?.length === 1)) return new Set();
  const names = new Set(skills.map((s) => skillKey(s.name ?? '')));
  // A group spelled like one of the document's skills is still that skill.
  return new Set(skills.map((s) => skillKey(s.keywords?.[0] ?? '')).filter((k) => !names.has(k)));
}

export function scoreThirdParty(
  source: JsonResume,
  parsed: JsonResume,
  file: ThirdPartyFile,
): { tally: Tally; mismatches: string[] } {
  const t = emptyTally();
  t.files = 1;
  const mismatches: string[] = [];
  const { printed } = file;
  const field = (key: 'name' | 'email' | 'phone', right: boolean) => {
    if (!printed[key]) return;
    t[key][1]++;
    if (right) t[key][0]++;
    else
      mismatches.push(
        `${key}: expected ${JSON.stringify(source.basics[key])}, got ${JSON.stringify(parsed.basics[key])}`,
      );
  };
  field('name', norm(source.basics.name) === norm(parsed.basics.name));
  field('email', norm(source.basics.email) === norm(parsed.basics.email));
  field('phone', samePhone(source.basics.phone, parsed.basics.phone));

  const parsedWork = parsed.work ?? [];
  const sourceEmployers = new Set((source.work ?? []).map((w) => norm(w.name)));
  for (const employer of printed.employers) {
    t.employerRecall[1]++;
    if (parsedWork.some((w) => norm(w.name) === norm(employer))) t.employerRecall[0]++;
    else mismatches.push(`employer missed: ${employer}`);
  }
  for (const w of parsedWork) {
    t.employerPrecision[1]++;
    if (sourceEmployers.has(norm(w.name))) t.employerPrecision[0]++;
    else mismatches.push(`employer got: ${JSON.stringify(w.name)} (${w.position ?? ''})`);
  }
  const printedWork = (source.work ?? []).filter((w) => printed.employers.includes(w.name ?? ''));
  t.countExact[1]++;
  if (parsedWork.length === printedWork.length) t.countExact[0]++;
  else mismatches.push(`work entries: expected ${printedWork.length}, got ${parsedWork.length}`);
  // Source entries in order, each matched to the first unused parsed entry with its employer.
  const used = new Set<number>();
  for (const w of printedWork) {
    const i = parsedWork.findIndex((p, k) => !used.has(k) && norm(p.name) === norm(w.name));
    if (i < 0 || !w.startDate) continue;
    used.add(i);
    t.startDates[1]++;
    if (sameStart(w.startDate, parsedWork[i].startDate, file.dates)) t.startDates[0]++;
    else mismatches.push(`start of ${w.name}: expected ${w.startDate}, got ${parsedWork[i].startDate}`);
  }

  const parsedInstitutions = new Set((parsed.education ?? []).map((e) => norm(e.institution)));
  for (const institution of printed.institutions) {
    t.institutions[1]++;
    if (parsedInstitutions.has(norm(institution))) t.institutions[0]++;
    else mismatches.push(`institution missed: ${institution}`);
  }

  // F1 over the skills the file prints; a parsed skill the source has but the file does not show
  // (the check for printed words missed it) counts neither way, and so does a group label (see
  // groupLabels): found or missed, it is not a skill a recruiter looks for.
  const groups = groupLabels(source);
  const want = new Set(printed.skills.map(skillKey).filter((s) => !groups.has(s)));
  const known = allSkills(source);
  const got = allSkills(parsed);
  const extra: string[] = [];
  for (const s of got) {
    if (want.has(s)) t.skillsTp++;
    else if (!known.has(s)) {
      t.skillsFp++;
      extra.push(s);
    }
  }
  const missed = [...want].filter((s) => !got.has(s));
  t.skillsFn = missed.length;
  if (missed.length || extra.length)
    mismatches.push(`skills: missed ${JSON.stringify(missed)}, extra ${JSON.stringify(extra)}`);

  const unwanted = unwantedStrings(parsed);
  t.unwanted = unwanted.length;
  for (const s of unwanted) mismatches.push(`control or private-use character: ${JSON.stringify(s)}`);
  return { tally: t, mismatches };
}
