import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { inspectRedaction } from '../../../main/domain/redaction';
import { foldKey, isGivenName, nameWordClass } from '../../../main/domain/redaction/gazetteer';
import { resume } from './helpers';

/**
 * The gazetteer's romanised names (scripts/build-name-gazetteer.mjs with scripts/redaction/):
 * faker's Greek, Korean and Chinese names in the Latin spellings resumes use, and Japanese names
 * in Hepburn. The names here are examples of each rule, not taken from the independent
 * evaluation set (names-independent.json), which stays a measure.
 */

const known = (word: string) => nameWordClass(foldKey(word)) !== 'none';

function redactedIn(text: string, name: string): boolean {
  const start = text.indexOf(name);
  return inspectRedaction(resume({ personalInfo: { name: 'Jane Doe', summary: text } }), {
    profile: 'standard',
  }).spans.some((s) => s.path === 'personalInfo.summary' && s.start <= start && s.end >= start + name.length);
}

describe('romanised names in the gazetteer', () => {
  it('knows Greek names in ELOT 743 and the phonetic spellings', () => {
    for (const w of ['Georgios', 'Dimitris', 'Panagiotis', 'Panayiotis', 'Charalampos', 'Haralampos'])
      expect(isGivenName(foldKey(w)), w).toBe(true);
    expect(known('Papadopoulos')).toBe(true);
  });

  it('knows Korean names syllable by syllable, joined, and in passport spellings', () => {
    for (const w of ['Minjun', 'Jeong', 'Chung', 'Jung', 'Young', 'Hyun']) expect(known(w), w).toBe(true);
    for (const w of ['Park', 'Lee', 'Choi', 'Kang', 'Yoon', 'Roh']) expect(known(w), w).toBe(true);
  });

  it('knows Chinese names in pinyin and Wade-Giles', () => {
    for (const w of ['Zhang', 'Chang', 'Xu', 'Hsu', 'Zhou', 'Chou', 'Tsai']) expect(known(w), w).toBe(true);
    for (const w of ['Xiao', 'Hsiao', 'Yuxuan', 'Jun']) expect(isGivenName(foldKey(w)), w).toBe(true);
  });

  it('knows Japanese names as typed and as written in English', () => {
    for (const w of ['Yuki', 'Hiroshi', 'Takeshi', 'Haruto']) expect(isGivenName(foldKey(w)), w).toBe(true);
    for (const w of ['Satou', 'Sato', 'Satoh', 'Suzuki', 'Takahashi', 'Homma'])
      expect(known(w), w).toBe(true);
  });

  it('leaves out romanised syllables that are place words or too short, and marks English words', () => {
    // "Sul" (Portuguese "south"), "China": place words of some locale; "an": two letters.
    expect(isGivenName('sul')).toBe(false);
    expect(isGivenName('china')).toBe(false);
    expect(isGivenName('an')).toBe(false);
    // "Gain" is a romanised Korean name and an English word: it needs a person's context.
    expect(nameWordClass('gain')).toBe('ambiguous');
  });

  it('redacts a romanised name without a cue, and keeps the same word as a place', () => {
    expect(redactedIn('Thanks to Haruto for the careful review.', 'Haruto')).toBe(true);
    expect(redactedIn('Georgios and I built the data pipeline.', 'Georgios')).toBe(true);
    expect(redactedIn('Hsiao-chun and I built the data pipeline.', 'Hsiao-chun')).toBe(true);
    expect(redactedIn('I worked from the office in Moreira do Sul.', 'Sul')).toBe(false);
    expect(redactedIn('China was the biggest market.', 'China')).toBe(false);
  });
});

describe('the name gazetteer build', () => {
  it('is deterministic: a fresh build from the committed sources gives the committed names.json', () => {
    const result = spawnSync(process.execPath, ['scripts/build-name-gazetteer.mjs', '--check'], {
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 60_000);
});
