import { describe, expect, it } from 'vitest';
import { jsonResumeSchema } from '../../../main/contract';
import { generateResumes } from '../../../main/demo/generate';
import { redactResume } from '../../../main/domain/redaction';
import { GENERIC_WORDS, placeNames } from '../../../main/domain/redaction/blind-terms';
import { toResumeDocument } from '../../../main/domain/resume-document';
import { type Doc, leaves, redactChecked } from './helpers';

/**
 * The acceptance check: over 1,000 demo resumes whose summaries and highlights name their
 * employers, schools and places (main/demo/mentions.ts writes them in full, by short name, in
 * capitals and in lower case), the blind copy names none of them anywhere.
 *
 * What counts as "naming" is decided here, not by the engine: the whole name in any case, and
 * every word of it with a capital initial or in capitals, except the generic organisation and place
 * words (the engine's stop list, whose both sides blind.test.ts checks). Caveat: the demo text and
 * the engine were written by the same hands; this proves coverage of the demo's forms, not recall on
 * resumes nobody here wrote.
 */

const COUNT = 1000;
const docs: Doc[] = [
  ...generateResumes(COUNT, { seed: 'blind-demo', now: new Date('2026-03-15T10:00:00Z') }),
].map((r, i) => {
  const id = `res_${String(i).padStart(26, '0')}`;
  return { id, ...toResumeDocument(jsonResumeSchema.parse(r), id) };
});

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const bounded = (s: string, flags: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegex(s)}(?![\\p{L}\\p{N}])`, flags);

/** The employers, schools, organisations and places of one resume, as the resume names them. */
function namesOf(doc: Doc): string[] {
  const names = [
    ...doc.work.map((w) => w.company),
    ...doc.education.map((e) => e.institution),
    ...doc.volunteer.map((v) => v.organization),
    ...doc.work.flatMap((w) => placeNames(w.location ?? '')),
    ...placeNames(doc.personalInfo.location ?? ''),
  ];
  return [...new Set(names.filter((n): n is string => typeof n === 'string' && n !== ''))];
}

/** What must not appear anywhere in the blind copy: whole names in any case, distinctive words capitalized. */
function forbidden(doc: Doc): RegExp[] {
  const anyCase: string[] = [];
  const capitalized: string[] = [];
  for (const name of namesOf(doc)) {
    anyCase.push(escapeRegex(name));
    for (const word of name.split(/[\s,&/()-]+/)) {
      const clean = word.replace(/['’]s$/, '');
      const lower = clean.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[.'’]/g, '');
      if ([...lower].length < 3 || GENERIC_WORDS.has(lower)) continue;
      capitalized.push(
        escapeRegex(clean.charAt(0).toUpperCase() + clean.slice(1)),
        escapeRegex(clean.toUpperCase()),
      );
    }
  }
  const oneOf = (list: string[], flags: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.join('|')})(?![\\p{L}\\p{N}])`, flags);
  return capitalized.length ? [oneOf(anyCase, 'iu'), oneOf(capitalized, 'u')] : [oneOf(anyCase, 'iu')];
}

/** "resume-id path: what leaked", for each name of the resume that a copy still contains. */
function leaksOf(doc: Doc, profile: 'standard' | 'blind'): string[] {
  const leaks: string[] = [];
  const copy = redactResume(doc, { profile }).redactedResume;
  const values = [...leaves(copy)].filter(([at]) => at !== 'id' && !at.endsWith('__id'));
  // One search over all values of the copy; the failure message names the value.
  const all = values.map(([, value]) => value).join('\n');
  for (const pattern of forbidden(doc)) {
    const found = pattern.exec(all);
    if (!found) continue;
    const [at, value] = values.find(([, v]) => pattern.test(v)) ?? ['?', ''];
    leaks.push(`${doc.id} ${at}: "${found[0]}" in "${value}"`);
  }
  return leaks;
}

describe(`blind profile over ${COUNT} demo resumes`, () => {
  it('the demo names employers, schools and places in summaries and highlights', () => {
    const mentioning = docs.filter((doc) => {
      const text = [
        doc.personalInfo.summary ?? '',
        ...doc.work.flatMap((w) => w.highlights.map((h) => h.value)),
      ].join(' ');
      return namesOf(doc).some((name) => bounded(name.split(' ')[0], 'iu').test(text));
    });
    expect(mentioning.length).toBeGreaterThan(0.8 * COUNT);
  });

  // About 15 s alone on a shared two-core machine: a search per resume over every value.
  it('leaves no employer, school or place of the resume anywhere in the copy', { timeout: 120_000 }, () => {
    expect(docs.flatMap((doc) => leaksOf(doc, 'blind')).slice(0, 20)).toEqual([]);
  });

  it('keeps the engine invariants on demo resumes: listed paths, document order, idempotence', () => {
    for (const doc of docs.slice(0, 100)) redactChecked(doc, { profile: 'blind' });
  });

  it('the check can fail: standard copies keep them', () => {
    const leaking = docs.slice(0, 100).filter((doc) => leaksOf(doc, 'standard').length > 0);
    expect(leaking.length).toBeGreaterThan(90);
  });

  it('keeps the job-relevant text: skills, positions and the first sentence of the summary', () => {
    let summariesKept = 0;
    let skillsKept = 0;
    let skills = 0;
    for (const doc of docs) {
      const copy = redactResume(doc, { profile: 'blind' }).redactedResume;
      const first = (doc.personalInfo.summary ?? '').split('. ')[0];
      if ((copy.personalInfo.summary ?? '').startsWith(first)) summariesKept++;
      doc.skills.forEach((s, i) => {
        skills++;
        if (copy.skills[i].name === s.name) skillsKept++;
      });
    }
    expect(summariesKept / COUNT).toBeGreaterThan(0.97);
    expect(skillsKept / skills).toBeGreaterThan(0.99);
  });
});
