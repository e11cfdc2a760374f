// The rules scripts/build-taxonomy.mjs applies to ESCO and O*NET, checked on labels of the sources, and
// the committed generated file checked against them.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { allCategories } from '../../../main/domain/taxonomy';
import { GENERATED_SKILLS, SKILL_EXTENSIONS } from '../../../main/domain/taxonomy/generated';
import {
  COMMODITY_CATEGORY,
  freeTextForm,
  genericSoftware,
  KEYWORD_CATEGORY,
  keywordCategory,
  notASkill,
  technologyDefinition,
} from '../../../scripts/taxonomy/rules.mjs';

const occupations = new Set(['software developer', 'registered nurse']);

describe('labels that are not skills', () => {
  it.each([
    ['identify available services for clients in rehabilitation', 'words'],
    ['anatomy of animals', 'prose'],
    ['types of concrete forms', 'prose'],
    ['laser types', 'knowledge area'],
    ['principles of combustion engines', 'prose'],
    ['incidence, distribution and control of diseases', 'words'],
    ['pet diseases, ailments', 'enumeration'],
    ['competent in Arabic', 'description'],
    ['Software Developer', 'occupation'],
    ['2.0', 'no letters'],
  ])('drops "%s" (%s)', (label, why) => {
    expect(notASkill(label, occupations)).toBe(why);
  });

  it.each([
    'Python',
    'criminal law',
    'SQL Server Integration Services',
    'Unreal Engine',
    'C++',
    'health and safety',
  ])('keeps "%s"', (label) => {
    expect(notASkill(label, occupations)).toBeNull();
  });
});

describe('free-text forms', () => {
  it('reads product-like names in free text and leaves ordinary words and phrases to skills lists', () => {
    for (const label of ['PostgreSQL', 'S3', 'Node.js', 'C++', 'Unreal Engine', 'SAP Business One'])
      expect(freeTextForm(label), label).toBe(true);
    for (const label of ['Drupal', 'Outlook', 'criminal law', 'project management', 'Capture one'])
      expect(freeTextForm(label), label).toBe(false);
  });
});

describe('categories', () => {
  it('maps every O*NET commodity class and keyword rule onto a report category', () => {
    const categories = new Set(allCategories());
    for (const category of Object.values(COMMODITY_CATEGORY))
      expect(categories.has(category), category).toBe(true);
    for (const [category] of KEYWORD_CATEGORY) expect(categories.has(category), category).toBe(true);
  });

  it('maps ESCO knowledge labels by keyword', () => {
    expect(keywordCategory(['Haskell (computer programming)'])).toBe('Programming Languages');
    expect(keywordCategory(['Arabic', 'competent in Arabic'])).toBe('Languages');
    expect(keywordCategory(['criminal law'])).toBe('Legal');
    expect(keywordCategory(['ophthalmology'])).toBe('Healthcare');
    expect(keywordCategory(['career guidance'])).not.toBe('Healthcare');
    expect(keywordCategory(['gemology'])).toBeNull();
  });

  it('tells kinds of software from named products', () => {
    expect(genericSoftware('Case management software')).toBe(true);
    expect(genericSoftware('Electronic health record EHR software')).toBe(false);
    expect(genericSoftware('Intuit QuickBooks')).toBe(false);
  });
});

describe('GitHub Explore topics', () => {
  it('keeps topics whose description defines a named technology', () => {
    expect(technologyDefinition('MQTT', 'MQTT is a lightweight, publish-subscribe messaging protocol.')).toBe(
      true,
    );
    expect(technologyDefinition('Discord', 'Discord is a free voice, video, and text chat app.')).toBe(true);
  });

  it('drops kinds of things, subjects, games and companies', () => {
    expect(technologyDefinition('Spreadsheet', 'A spreadsheet is an application for tables.')).toBe(false);
    expect(technologyDefinition('Marketing', 'Marketing is the process of promoting products.')).toBe(false);
    expect(technologyDefinition('4X', 'A genre of video game where players control an empire.')).toBe(false);
    expect(technologyDefinition('Minecraft', 'Minecraft is a sandbox video game and a platform.')).toBe(
      false,
    );
    expect(technologyDefinition('Apple', 'Apple is a company that makes software.')).toBe(false);
  });
});

describe('the generated taxonomy', () => {
  it('holds thousands of source skills, each in a report category, with forms', () => {
    const categories = new Set(allCategories());
    expect(GENERATED_SKILLS.length).toBeGreaterThan(5000);
    for (const skill of GENERATED_SKILLS) {
      expect(categories.has(skill.category), skill.name).toBe(true);
      expect(skill.text.length + skill.list.length, skill.name).toBeGreaterThan(0);
      expect(['esco', 'onet', 'linguist', 'explore']).toContain(skill.source);
    }
    expect(SKILL_EXTENSIONS.length).toBeGreaterThan(50);
  });
});

describe('the build', () => {
  it('is deterministic: a fresh build from the committed sources gives the committed files', () => {
    const result = spawnSync(process.execPath, ['scripts/build-taxonomy.mjs', '--check'], {
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 60_000);
});
