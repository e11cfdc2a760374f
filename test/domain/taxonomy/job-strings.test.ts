// Skill strings of public job postings, labelled by hand (resources/taxonomy/job-skill-strings.json),
// read as skills-list forms of the skill each names (scripts/build-taxonomy.mjs). Found unknown in a
// probe of the LinkedIn postings' skill lists that the recognition benchmark samples (the benchmark's
// own 300 strings left out): "Petty cash" named nothing, "Denticon software" nothing.
import { describe, expect, it } from 'vitest';
import { extractSkills, recogniseEntry, skillInfo } from '../../../main/domain/taxonomy';
import jobStrings from '../../../resources/taxonomy/job-skill-strings.json';
import { compactKey } from '../../../scripts/taxonomy/rules.mjs';
import benchmark from '../../fixtures/taxonomy/recognition-jobs.json';

describe('skill strings of job postings', () => {
  it.each([
    ['Petty cash', ['Cash Handling']],
    ['Denticon software', ['Planet DDS Denticon']],
    ['Ability to work independently', ['Independent Work']],
    ['Shock and strut replacement', ['Suspension Repair']],
    ['Ability to work under pressure', ['Resilience']],
    // Skills the taxonomy lacked, with the strings that name them.
    ['Professional Engineering License', ['Professional Engineer (PE) License']],
    ['Constructability Reviews', ['Constructability Review']],
    ['Workfront', ['Adobe Workfront']],
    // Skills of the second pass, over the strings the first pass had called no skill.
    ['Construction inspection', ['Construction Inspection']],
    ['Maintenance inspections', ['Maintenance Inspection']],
    ['Chemical blending', ['Chemical Mixing']],
    // Joined with a skill the taxonomy knew.
    ['Petty cash, Accounts Payable', ['Cash Handling', 'Accounts Payable']],
  ])('%s names %j', (entry, skills) => {
    expect(recogniseEntry(entry).skills).toEqual(skills);
  });

  it('reads every labelled string as its skill, each in a report category', () => {
    const misread: string[] = [];
    for (const [name, forms] of Object.entries(jobStrings.skills))
      for (const form of forms) {
        const found = recogniseEntry(form).skills;
        // The build keeps out "Written skills" (one word and a filler) and "Flexible" (one English word);
        // a one-word string may also share the key of a form its skill has ("ISO9000" of "ISO 9000"),
        // which the tokenizer reads apart from it.
        if (!/\s/.test(form) || /^\S+ (?:skills?|experience|others|work|assistance)$/i.test(form)) continue;
        if (found.length !== 1 || found[0].toLowerCase() !== name.toLowerCase())
          misread.push(`${form}: ${found}`);
      }
    expect(misread).toEqual([]);
    for (const skill of jobStrings.newSkills) {
      expect(recogniseEntry(skill.name).skills).toEqual([skill.name]);
      expect(skillInfo(skill.name)?.category).toBe(skill.category);
    }
  });

  it('makes no bare field word a skill through a string of one word and a filler', () => {
    // "Written skills", "Training skills", "Warehouse experience" are in the file; their bare words are no skill.
    for (const word of ['Written', 'Training', 'Warehouse', 'Verbal', 'Surgical', 'Administrative'])
      expect([word, recogniseEntry(word).skills]).toEqual([word, []]);
    expect(recogniseEntry('Written skills').skills).toEqual([]);
  });

  it('makes no one English word a skill, which would head longer entries', () => {
    // "Flexible" is labelled Adaptability in the file; as a form it read the benefits below as the skill.
    for (const entry of [
      'Flexible',
      'Flexible Spending Accounts',
      'Flexible Schedule',
      'Independent Contractor',
    ])
      expect([entry, recogniseEntry(entry).skills]).toEqual([entry, []]);
  });

  it('reads a labelled string in another spelling or number, but not its paraphrases', () => {
    // "Shock and strut replacement" is labelled: its plural is the same string, its words turned round
    // are no longer the labeller's.
    expect(recogniseEntry('Shock and strut replacements').skills).toEqual(['Suspension Repair']);
    expect(recogniseEntry('Strut and shock replacement').skills).toEqual([]);
    expect(recogniseEntry('Petty-cash').skills).toEqual(['Cash Handling']);
    // Their words teach loose.ts no WordNet swap: "account" for "report" read this as Report Writing.
    expect(recogniseEntry('Account Creation').skills).toEqual([]);
  });

  it("labels none of the recognition benchmark's strings, in any case or spelling", () => {
    // The benchmark samples the same postings; a labelled string that is one of its strings but for case
    // ("Guest satisfaction" of "Guest Satisfaction") would be its answer learnt, not a reading of it.
    const sampled = new Set(benchmark.items.map((item) => compactKey(item.text)));
    const labelled = [
      ...Object.values(jobStrings.skills).flat(),
      ...jobStrings.newSkills.flatMap((skill) => [skill.name, ...skill.forms]),
    ];
    expect(labelled.filter((form) => sampled.has(compactKey(form)))).toEqual([]);
  });

  it("reads a new skill's name as written too, and no other skill's words swapped into it", () => {
    expect(recogniseEntry('Crew management').skills).toEqual(['Crew Management']);
    expect(recogniseEntry('Site inspections').skills).toEqual(['Site Inspection']);
    // WordNet's crowd/crew and coverage/reporting, and a stem of "account", reached these as loose names.
    for (const entry of ['Crowd management', 'Accident Coverage', 'Bank accounts', 'Customer Appointments'])
      expect([entry, recogniseEntry(entry).skills]).toEqual([entry, []]);
  });

  it('reads them only as skills-list entries, never in prose', () => {
    // The labellers wrote every name in title case, which makes no name of "Customer Engagement".
    expect(extractSkills('Our crew management and customer engagement improved every quarter.')).toEqual([]);
    expect(extractSkills('She handled petty cash and answered phone calls for the office.')).toEqual([]);
    expect(extractSkills('We look for a desire to learn and the ability to multitask.')).toEqual([]);
  });
});
