// The conservative last step of skills-list recognition (main/domain/taxonomy/loose.ts) and the rule
// for unknown product names in entries.ts: spellings that differ from a known form only in spelling,
// number, order, spacing, version or a generic last word find their skill; anything that could be two
// skills, or is only a vendor's name, finds none.
import { describe, expect, it } from 'vitest';
import { canonicalSkill, extractSkills, recogniseEntry } from '../../../main/domain/taxonomy';
import { isVendor, looseSkill, memoisedWordCount } from '../../../main/domain/taxonomy/loose';

describe('loose spellings of skills-list entries', () => {
  it.each([
    // British and American spelling, both ways
    ['Behavioral neurology', 'Behavioural neurology'],
    ['client-centered counseling', 'Client-centred counselling'],
    // singular and plural, spacing and hyphens
    ['accounting entry', 'Accounting entries'],
    ['Couch DB', 'CouchDB'],
    ['full stack', 'Full-Stack Development'],
    ['front end', 'Frontend Development'],
    // version numbers, generic last words
    ['68000 Assembly', 'Assembly Language'],
    ['Event-driven', 'Event-Driven Architecture'],
    ['Slack Bot', 'Slack'],
  ])('"%s" → %s', (written, skill) => {
    expect(canonicalSkill(written)).toBe(skill);
  });

  it('never picks between skills and never reduces short names', () => {
    // A single word is a category heading, not the practice with a kind word after it.
    expect(canonicalSkill('Cloud')).toBeUndefined();
    expect(canonicalSkill('Testing')).toBeUndefined();
    expect(looseSkill('Gox')).toBeUndefined();
    expect(looseSkill('')).toBeUndefined();
    expect(looseSkill('of the and')).toBeUndefined();
  });

  it('is for skills lists only: free text does not gain matches from it', () => {
    expect(extractSkills('She studied behavioral neurology and couch db at night.')).toEqual([]);
  });
});

describe('unknown product names in skills lists', () => {
  it('takes the known product a name starts with, not skills its later words name', () => {
    expect(recogniseEntry('Gitlab Runner').skills).toEqual(['GitLab']);
    expect(recogniseEntry('Google Bard AI').skills).toEqual([]);
    expect(recogniseEntry('Google Bard AI').unknown).toEqual(['Google Bard AI']);
    expect(recogniseEntry('Cisco Webex Teams').skills).not.toContain('Microsoft Teams');
  });

  it('treats a vendor that starts many skills as no product of its own', () => {
    expect(isVendor('Google')).toBe(true);
    expect(isVendor('Microsoft')).toBe(true);
    expect(isVendor('GitLab')).toBe(false);
  });

  it('still reads phrases for the skills inside them', () => {
    expect(recogniseEntry('experience with Docker containers').skills).toEqual(['Docker']);
  });
});

describe('loose matching on a long-running server', () => {
  it('remembers no word of what it is asked: thousands of new words leave the memo as it was', () => {
    const known = looseSkill('Behavioral neurology'); // the index is built
    expect(known).toBeDefined();
    const before = memoisedWordCount();
    for (let i = 0; i < 5000; i++) looseSkill(`Zorblaxes${i} frobnicatours${i}`);
    expect(memoisedWordCount()).toBe(before);
    expect(looseSkill('Behavioral neurology')).toEqual(known);
  });
});
