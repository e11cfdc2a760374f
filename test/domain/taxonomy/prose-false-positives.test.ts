// Free-text extraction must not read skills into ordinary English (issue #14): thousands of sentences
// of a public-domain novel (test/fixtures/taxonomy/prose/README.md) give no skill at all, with the
// whole taxonomy loaded (hand-written entries and the forms generated from ESCO and O*NET).
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractSkills } from '../../../main/domain/taxonomy';

const file = path.resolve(__dirname, '../../fixtures/taxonomy/prose/pg1342.txt.gz');
const text = gunzipSync(fs.readFileSync(file)).toString('utf8');
const body = text.slice(0, text.indexOf('*** END OF THE PROJECT GUTENBERG EBOOK'));
/** Paragraphs joined into lines, then cut after . ! ? (and closing quotes). */
const sentences = body
  .split(/\n\s*\n/)
  .map((p) => p.replace(/\s+/g, ' ').trim())
  .flatMap((p) => p.split(/(?<=[.!?][”’"]?)\s+(?=[“"‘A-Z])/))
  .filter((s) => /[a-z]/.test(s) && s.split(' ').length >= 3);

describe('free text: ordinary prose', () => {
  it(`finds no skill in ${sentences.length} sentences of Pride and Prejudice`, () => {
    expect(sentences.length).toBeGreaterThanOrEqual(2000);
    const found = sentences.flatMap((s) => extractSkills(s).map((skill) => `${skill} ← ${s}`));
    expect(found).toEqual([]);
  });

  it('finds none in whole chapters either, where sentences give each other context', () => {
    const chapters = body.split(/\n\s*Chapter [IVXLC]+\.?|\n\s*CHAPTER [IVXLC]+\.?/);
    expect(chapters.length).toBeGreaterThan(50);
    const found = chapters.flatMap((c) => extractSkills(c));
    expect(found).toEqual([]);
  });

  // Classes of false positives found in other public-domain novels (Moby-Dick, Alice's Adventures in
  // Wonderland, The Jungle Book, The Adventures of Sherlock Holmes), each with its skill still read.
  it.each([
    ['The third mate was Flask, a native of Tisbury.', 'Built REST APIs with Flask and PostgreSQL.', 'Flask'],
    ['They first sally out in canoes to give chase.', 'Tested ECUs with CANoe.', 'Vector CANoe'],
    ['I was just in time to hear it.', 'Introduced just-in-time inventory.', 'Just-in-Time'],
    [
      'Soup of the evening, beautiful Soup!',
      'Scraped pages with Python and Beautiful Soup.',
      'Beautiful Soup',
    ],
    ["'I'm a--I'm a--' said Alice.", 'Led A.I. research.', 'Artificial Intelligence'],
    ['My sister Julia and I were twins.', 'Numerical computing in Julia and Python.', 'Julia'],
    ['A mongoose is eaten up with curiosity.', 'Modelled the data with Mongoose and MongoDB.', 'Mongoose'],
  ])('reads no skill in %j, and one in %j', (prose, resume, skill) => {
    expect(extractSkills(prose)).toEqual([]);
    expect(extractSkills(resume)).toContain(skill);
  });
});
