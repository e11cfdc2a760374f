import { describe, expect, it } from 'vitest';
import {
  caseKey,
  isSpaceCode,
  isWordAt,
  isWordBefore,
  SPACE_CHARS,
} from '../../../main/domain/redaction/characters';

/** The name matcher's character classes must agree with the RegExp ones they replace. */
describe('character classes', () => {
  it('whitespace is exactly \\s', () => {
    const spaces: string[] = [];
    const classified: string[] = [];
    for (let code = 0; code < 0x10000; code++) {
      const char = String.fromCharCode(code);
      if (/\s/.test(char)) spaces.push(char);
      if (isSpaceCode(code)) classified.push(char);
    }
    expect(classified).toEqual(spaces);
    expect([...SPACE_CHARS].sort()).toEqual(spaces);
  });

  it('word characters are letters, numbers and "_", also outside the BMP', () => {
    expect(isWordAt('a', 0)).toBe(true);
    expect(isWordAt('_', 0)).toBe(true);
    expect(isWordAt('٣', 0)).toBe(true);
    expect(isWordAt("'", 0)).toBe(false);
    expect(isWordAt('a', 1)).toBe(false);
    expect(isWordBefore('a', 0)).toBe(false);
    expect(isWordBefore('ø x', 1)).toBe(true);
    expect(isWordBefore('𐐀x', 2)).toBe(true);
    expect(isWordBefore('🙂x', 2)).toBe(false);
    expect(isWordAt('𐐀', 0)).toBe(true);
  });

  it('caseKey compares as the iu flag does and keeps offsets', () => {
    const same = (a: string, b: string) => caseKey(a) === caseKey(b);
    const iu = (a: string, b: string) => new RegExp(`^${a}$`, 'iu').test(b);
    const pairs: Array<[string, string]> = [
      ['a', 'A'],
      ['ø', 'Ø'],
      ['σ', 'Σ'],
      ['σ', 'ς'],
      ['s', 'ſ'],
      ['k', '\u212a'],
      ['μ', 'µ'],
      ['ß', 'ẞ'],
      ['𐐨', '𐐀'],
      ['i', 'ı'],
      ['I', 'ı'],
      ['i', 'İ'],
      ['\u1fd3', '\u0390'],
    ];
    for (const [a, b] of pairs) expect(same(a, b), `${a} ${b}`).toBe(iu(a, b));
    for (const text of ['ΣΟΦΙΑ ſ İstanbul 𐐀', 'JANE', 'Ǆemal'])
      expect(caseKey(text)).toHaveLength(text.length);
  });
});
