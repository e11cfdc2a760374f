import fs from 'node:fs';
import path from 'node:path';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { JsonResume } from '../../../main/contract';
import { type ParsedResume, parseResumeFile } from '../../../main/domain/parsing';
import { canonicalSkill } from '../../../main/domain/taxonomy';

/**
 * The rendered corpus (test/fixtures/parsing/corpus, made by render-corpus.mjs) and the field-level
 * comparison of a parsed resume with its source document.
 */

/** PARSING_CORPUS_DIR points the quality test at another (held-out) rendering of the generator. */
export const CORPUS_DIR =
  process.env.PARSING_CORPUS_DIR ?? path.join(__dirname, '../../fixtures/parsing/corpus');

export interface CorpusItem {
  name: string;
  pdf: string;
  docx: string;
}

export interface RenderedFile {
  source: string;
  file: string;
  /** pdf/classic, docx/table, text, markdown ... */
  format: string;
  family: 'pdf' | 'docx' | 'text' | 'markdown';
}

export function corpusFiles(): RenderedFile[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, 'manifest.json'), 'utf8')) as {
    items: CorpusItem[];
  };
  return manifest.items.flatMap((item) => [
    { source: item.name, file: `${item.name}.pdf`, format: `pdf/${item.pdf}`, family: 'pdf' as const },
    { source: item.name, file: `${item.name}.docx`, format: `docx/${item.docx}`, family: 'docx' as const },
    { source: item.name, file: `${item.name}.txt`, format: 'text', family: 'text' as const },
    { source: item.name, file: `${item.name}.md`, format: 'markdown', family: 'markdown' as const },
  ]);
}

export function loadSource(name: string): JsonResume {
  return JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, `${name}.json`), 'utf8')) as JsonResume;
}

export async function parseFile(file: string): Promise<ParsedResume> {
  const bytes = new Uint8Array(fs.readFileSync(path.join(CORPUS_DIR, file)));
  return parseResumeFile(file, bytes);
}

/** Text compared the way a reader would: case, spacing and a trailing full stop do not count. */
export const norm = (s: unknown) =>
  String(s ?? '')
    .normalize('NFC')
    .toLowerCase()
    // Full case folding: "WEISS" is how "Weiß" is written in capitals.
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .replace(/[.,;:]+$/, '')
    .trim();

/** A phone number as E.164 when libphonenumber-js can read it, else its digits. */
export const phoneKey = (s: string | undefined) => {
  if (!s) return '';
  const written = s.trim().replace(/^00/, '+');
  return parsePhoneNumberFromString(written)?.number ?? written.replace(/\D/g, '');
};

/** Study types agree when their letters do ("B.Sc." and "BSc"). */
const sameStudyType = (a: unknown, b: unknown) =>
  norm(a).replace(/[^a-z]/g, '') === norm(b).replace(/[^a-z]/g, '');

/** A skill name as the corpora compare it: canonical where the taxonomy knows it, lower case. */
export const skillKey = (name: string) => (canonicalSkill(name) ?? name).toLowerCase();

/** Skill names of a document: group keywords where given, else entry names; canonical, lower case. */
export function skillSet(resume: JsonResume): Set<string> {
  const out = new Set<string>();
  for (const s of resume.skills ?? []) {
    const names = s.keywords?.length ? s.keywords : s.name ? [s.name] : [];
    for (const n of names) out.add(skillKey(n));
  }
  return out;
}

export interface Score {
  name: number;
  email: number;
  phone: number;
  /** Correct entries and the larger of the source and parsed entry counts. */
  work: [number, number];
  education: [number, number];
  skillsTp: number;
  skillsFp: number;
  skillsFn: number;
  mismatches: string[];
}

/** Greedy matching of entries; an entry counts when all its compared fields agree. */
function matchEntries<T>(
  source: T[],
  parsed: T[],
  same: (a: T, b: T) => boolean,
  show: (t: T) => string,
  label: string,
  mismatches: string[],
): [number, number] {
  const used = new Set<number>();
  let correct = 0;
  for (const s of source) {
    const i = parsed.findIndex((p, k) => !used.has(k) && same(s, p));
    if (i >= 0) {
      used.add(i);
      correct++;
    } else mismatches.push(`${label} missed: ${show(s)}`);
  }
  parsed.forEach((p, k) => {
    if (!used.has(k)) mismatches.push(`${label} got: ${show(p)}`);
  });
  return [correct, Math.max(source.length, parsed.length)];
}

export function compare(source: JsonResume, parsed: JsonResume): Score {
  const mismatches: string[] = [];
  const check = (field: string, a: unknown, b: unknown, equal: boolean) => {
    if (!equal) mismatches.push(`${field}: expected ${JSON.stringify(a)}, got ${JSON.stringify(b)}`);
    return equal ? 1 : 0;
  };
  const name = check(
    'name',
    source.basics.name,
    parsed.basics.name,
    norm(source.basics.name) === norm(parsed.basics.name),
  );
  const email = check(
    'email',
    source.basics.email,
    parsed.basics.email,
    norm(source.basics.email) === norm(parsed.basics.email),
  );
  const phone = check(
    'phone',
    source.basics.phone,
    parsed.basics.phone,
    phoneKey(source.basics.phone) !== '' && phoneKey(source.basics.phone) === phoneKey(parsed.basics.phone),
  );
  type Work = NonNullable<JsonResume['work']>[number];
  const work = matchEntries<Work>(
    source.work ?? [],
    parsed.work ?? [],
    (a, b) =>
      norm(a.name) === norm(b.name) &&
      norm(a.position) === norm(b.position) &&
      (a.startDate ?? '') === (b.startDate ?? ''),
    (w) => `${w.position} | ${w.name} | ${w.startDate}`,
    'work',
    mismatches,
  );
  type Education = NonNullable<JsonResume['education']>[number];
  const education = matchEntries<Education>(
    source.education ?? [],
    parsed.education ?? [],
    (a, b) =>
      norm(a.institution) === norm(b.institution) &&
      norm(a.area) === norm(b.area) &&
      sameStudyType(a.studyType, b.studyType) &&
      (a.endDate ?? '').slice(0, 4) === (b.endDate ?? '').slice(0, 4),
    (e) => `${e.studyType} | ${e.area} | ${e.institution} | ${e.endDate}`,
    'education',
    mismatches,
  );
  const want = skillSet(source);
  const got = skillSet(parsed);
  let tp = 0;
  for (const s of got) if (want.has(s)) tp++;
  const fp = got.size - tp;
  const fn = want.size - tp;
  if (fp || fn)
    mismatches.push(
      `skills: missed ${JSON.stringify([...want].filter((s) => !got.has(s)))}, extra ${JSON.stringify([...got].filter((s) => !want.has(s)))}`,
    );
  return { name, email, phone, work, education, skillsTp: tp, skillsFp: fp, skillsFn: fn, mismatches };
}

export interface Totals {
  files: number;
  name: number;
  email: number;
  phone: number;
  workCorrect: number;
  workTotal: number;
  eduCorrect: number;
  eduTotal: number;
  tp: number;
  fp: number;
  fn: number;
}

export const emptyTotals = (): Totals => ({
  files: 0,
  name: 0,
  email: 0,
  phone: 0,
  workCorrect: 0,
  workTotal: 0,
  eduCorrect: 0,
  eduTotal: 0,
  tp: 0,
  fp: 0,
  fn: 0,
});

export function add(t: Totals, s: Score) {
  t.files++;
  t.name += s.name;
  t.email += s.email;
  t.phone += s.phone;
  t.workCorrect += s.work[0];
  t.workTotal += s.work[1];
  t.eduCorrect += s.education[0];
  t.eduTotal += s.education[1];
  t.tp += s.skillsTp;
  t.fp += s.skillsFp;
  t.fn += s.skillsFn;
}

export interface Rates {
  name: number;
  email: number;
  phone: number;
  work: number;
  education: number;
  skillsF1: number;
}

export function rates(t: Totals): Rates {
  const precision = t.tp / Math.max(1, t.tp + t.fp);
  const recall = t.tp / Math.max(1, t.tp + t.fn);
  return {
    name: t.name / Math.max(1, t.files),
    email: t.email / Math.max(1, t.files),
    phone: t.phone / Math.max(1, t.files),
    work: t.workTotal ? t.workCorrect / t.workTotal : 1,
    education: t.eduTotal ? t.eduCorrect / t.eduTotal : 1,
    skillsF1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0,
  };
}
