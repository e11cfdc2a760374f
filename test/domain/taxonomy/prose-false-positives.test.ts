// Free-text extraction must not read skills into ordinary English (issue #14): thousands of sentences
// of a public-domain novel (test/fixtures/taxonomy/prose/README.md) give no skill at all, with the
// whole taxonomy loaded (hand-written entries and the forms generated from ESCO and O*NET).
import { describe, expect, it } from 'vitest';
import { extractSkills } from '../../../main/domain/taxonomy';
import { bookText, sentencesOf } from './prose-sentences';

const body = bookText('pg1342.txt.gz');
const sentences = sentencesOf(body);

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
    [
      "'Oct. 4th, rooms 8s., breakfast 2s. 6d., glass sherry, 8d.'",
      'Led 8D problem solving.',
      'Corrective and Preventive Action',
    ],
    ['It cost him 4d. a day.', 'Built the catalogue in 4D and SQL.', '4D'],
    [
      'The long islands of Sumatra, Java, Bally, and Timor.',
      'Stack: Kotlin, Java, Spring and Gradle.',
      'Java',
    ],
  ])('reads no skill in %j, and one in %j', (prose, resume, skill) => {
    expect(extractSkills(prose)).toEqual([]);
    expect(extractSkills(resume)).toContain(skill);
  });
});
