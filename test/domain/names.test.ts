import { describe, expect, it } from 'vitest';
import { parseDuration } from '../../main/domain/duration';
import { idTime, newId } from '../../main/domain/ids';
import { splitName } from '../../main/domain/names';

describe('splitName', () => {
  it.each([
    ['Jane Doe', 'Jane', 'Doe'],
    ['Jane Q. Doe', 'Jane', 'Doe'],
    ['Doe, Jane', 'Jane', 'Doe'],
    ['Dr. Grace Hopper', 'Grace', 'Hopper'],
    ['Martin Luther King Jr.', 'Martin', 'King'],
    ['Ana María de la Cruz', 'Ana', 'de la Cruz'],
    ['Jane Doe, PhD', 'Jane', 'Doe'],
    ['Ludwig van Beethoven', 'Ludwig', 'van Beethoven'],
    ['Cher', 'Cher', ''],
    ['  Ada   Lovelace ', 'Ada', 'Lovelace'],
  ])('%s → %s / %s', (full, first, last) => {
    expect(splitName(full)).toEqual({ firstName: first, lastName: last });
  });
});

describe('ids and durations', () => {
  it('makes prefixed ids that sort in creation order, even within one millisecond', () => {
    const ids = Array.from({ length: 1000 }, () => newId('res', 1_700_000_000_000));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(1000);
    expect(ids[0]).toMatch(/^res_[0-9A-HJKMNP-TV-Z]{26}$/);
    const later = newId('res', 1_700_000_000_001);
    expect(later > ids[999]).toBe(true);
    expect(idTime(later)).toBe(1_700_000_000_001);
  });

  it('parses durations', () => {
    expect(parseDuration('90s')).toBe(90_000);
    expect(parseDuration('12h')).toBe(43_200_000);
    expect(parseDuration('30d')).toBe(2_592_000_000);
    expect(parseDuration('0d')).toBeNull();
    expect(parseDuration('1w')).toBeNull();
  });
});
