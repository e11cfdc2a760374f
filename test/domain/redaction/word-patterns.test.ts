import { describe, expect, it } from 'vitest';
import {
  literal,
  MAYBE_SPACES,
  optional,
  optionalGroup,
  PatternSet,
  SPACES,
  type Step,
} from '../../../main/domain/redaction/word-patterns';

type Tag = 'a' | 'b';
function matches(text: string, patterns: Array<[Step[], Tag, boolean?]>, wanted: Tag[] = ['a', 'b']) {
  const set = new PatternSet<Tag>();
  for (const [steps, tag, bounded] of patterns) set.add(steps, tag, bounded);
  const out: string[] = [];
  set.scan(text, new Set(wanted), (start, end, tag) => out.push(`${tag}:${text.slice(start, end)}`));
  return out;
}

describe('word patterns', () => {
  it('match literals case-insensitively between word bounds', () => {
    expect(matches('Doe, DOE; doe Doenut xDoe _doe', [[literal('doe'), 'a']])).toEqual([
      'a:Doe',
      'a:DOE',
      'a:doe',
    ]);
  });

  it('match unbounded patterns inside words', () => {
    expect(matches('山田太郎さん', [[literal('太郎'), 'a', false]])).toEqual(['a:太郎']);
  });

  it('try optional characters, runs of whitespace and optional groups', () => {
    const name = [
      ...literal('jane'),
      SPACES,
      ...optionalGroup([...literal('q'), optional('.'), SPACES]),
      ...literal('o'),
      optional("'’"),
      ...literal('neil'),
    ];
    expect(matches("Jane Q. O’Neil, Jane\nONeil, Jane Q  o'neil, Jane QO'Neil", [[name, 'a']])).toEqual([
      'a:Jane Q. O’Neil',
      'a:Jane\nONeil',
      "a:Jane Q  o'neil",
    ]);
    expect(
      matches('Doe,Jane Doe,\n Jane', [[[...literal('doe,'), MAYBE_SPACES, ...literal('jane')], 'a']]),
    ).toEqual(['a:Doe,Jane', 'a:Doe,\n Jane']);
  });

  it('take the first match at the leftmost position and go on after it, per tag', () => {
    const patterns: Array<[Step[], Tag]> = [
      [[...literal('jane'), SPACES, ...literal('doe')], 'a'],
      [[...literal('doe,'), MAYBE_SPACES, ...literal('jane')], 'a'],
      [literal('doe'), 'b'],
    ];
    expect(matches('Jane Doe, Jane Doe', patterns)).toEqual(['a:Jane Doe', 'b:Doe', 'a:Jane Doe', 'b:Doe']);
    expect(matches('Jane Doe, Jane Doe', patterns, ['b'])).toEqual(['b:Doe', 'b:Doe']);
  });

  it('prefer the longer of two patterns that match at one position', () => {
    const patterns: Array<[Step[], Tag]> = [
      [literal('ann'), 'a'],
      [[...literal('ann'), optional('-', true), ...literal('marie')], 'a'],
    ];
    expect(matches('Ann-Marie and Ann Marie and Ann', patterns)).toEqual([
      'a:Ann-Marie',
      'a:Ann Marie',
      'a:Ann',
    ]);
  });

  it('keep a pattern once', () => {
    const set = new PatternSet<Tag>();
    set.add(literal('Doe'), 'a');
    set.add(literal('doe'), 'a');
    set.add(literal('doe'), 'b');
    expect(set.size).toBe(2);
  });
});
