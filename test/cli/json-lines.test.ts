import { describe, expect, it } from 'vitest';
import { lineOfPointer } from '../../main/cli/json-lines';

describe('lineOfPointer', () => {
  const text = JSON.stringify(
    [
      { basics: { name: 'A "quoted" {name}' } },
      { basics: 'Jane', work: { a: [1, 2] }, 'odd/key': 3, skills: 'Go' },
    ],
    null,
    2,
  );
  const lineOf = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

  it('finds the line of each value of a pretty-printed document', () => {
    expect(lineOfPointer(text, '')).toBe(1);
    expect(lineOfPointer(text, '/0/basics/name')).toBe(lineOf('quoted'));
    expect(lineOfPointer(text, '/1')).toBe(lineOf('"basics": "Jane"') - 1);
    expect(lineOfPointer(text, '/1/basics')).toBe(lineOf('"basics": "Jane"'));
    expect(lineOfPointer(text, '/1/work')).toBe(lineOf('"work"'));
    expect(lineOfPointer(text, '/1/odd~1key')).toBe(lineOf('odd/key'));
    expect(lineOfPointer(text, '/1/skills')).toBe(lineOf('"skills"'));
  });

  it('answers undefined for a pointer the text does not hold', () => {
    expect(lineOfPointer(text, '/2')).toBeUndefined();
    expect(lineOfPointer(text, '/1/basics/name')).toBeUndefined();
    expect(lineOfPointer('{"a": 1}', '/b')).toBeUndefined();
  });
});
