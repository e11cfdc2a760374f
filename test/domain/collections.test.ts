import { describe, expect, it } from 'vitest';
import { boundedMemo, cloneJson } from '../../main/domain/collections';

describe('cloneJson', () => {
  it('copies JSON data deeply', () => {
    const value = { a: [1, 'two', { three: null }], b: { c: true, d: undefined }, e: '' };
    const copy = cloneJson(value);
    expect(copy).toStrictEqual(value);
    expect(copy.a).not.toBe(value.a);
    expect(copy.a[2]).not.toBe(value.a[2]);
    expect(copy.b).not.toBe(value.b);
  });

  it('keeps a "__proto__" key as data, as JSON.parse does', () => {
    const value = JSON.parse('{"__proto__": {"polluted": true}, "x": 1}');
    const copy = cloneJson(value);
    expect(Object.keys(copy)).toEqual(['__proto__', 'x']);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('boundedMemo', () => {
  it("gives fn's answers, asks fn once per remembered key, and never keeps more than max", () => {
    const asked: string[] = [];
    const memo = boundedMemo((key: string) => {
      asked.push(key);
      return { length: key.length };
    }, 3);
    expect(memo('a')).toEqual({ length: 1 });
    expect(memo('a')).toBe(memo('a'));
    memo('bb');
    memo('ccc');
    expect(asked).toEqual(['a', 'bb', 'ccc']);
    // Full: the fourth key starts the memo again, so 'a' is asked for a second time.
    expect(memo('dddd')).toEqual({ length: 4 });
    memo('a');
    expect(asked).toEqual(['a', 'bb', 'ccc', 'dddd', 'a']);
  });

  it('does not remember keys longer than maxKeyLength', () => {
    let calls = 0;
    const memo = boundedMemo((key: string) => ({ key, call: ++calls }), 10, 4);
    expect(memo('long key')).not.toBe(memo('long key'));
    expect(memo('abcd')).toBe(memo('abcd'));
    expect(calls).toBe(3);
  });

  it('remembers an undefined answer too, and its size never passes max', () => {
    const asked: string[] = [];
    const memo = boundedMemo((key: string) => {
      asked.push(key);
      return undefined;
    }, 2);
    expect(memo('none')).toBeUndefined();
    expect(memo('none')).toBeUndefined();
    expect(asked).toEqual(['none']);
    for (const key of ['a', 'b', 'c', 'd']) memo(key);
    expect(memo.size).toBeLessThanOrEqual(2);
  });
});
