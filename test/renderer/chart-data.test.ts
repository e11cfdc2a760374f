import { describe, expect, it } from 'vitest';
import { inOrder, toData } from '../../renderer/src/components/chart-data';
import { dateRangeError } from '../../renderer/src/components/date-range';

describe('chart rows', () => {
  it('put open-ended counts largest first, ties by name, up to the limit', () => {
    expect(toData({ b: 2, a: 2, c: 5, d: 1 }, 3)).toEqual([
      { name: 'c', value: 5 },
      { name: 'a', value: 2 },
      { name: 'b', value: 2 },
    ]);
  });

  it('keep buckets with a natural order in that order, under their labels, whatever their counts', () => {
    const recency = { '90d+': 3229, '0-30d': 1049, '31-90d': 722 };
    const labels = [
      ['0-30d', '0–30 days'],
      ['31-90d', '31–90 days'],
      ['90d+', 'Over 90 days'],
    ] as const;
    expect(inOrder(recency, labels)).toEqual([
      { name: '0–30 days', value: 1049 },
      { name: '31–90 days', value: 722 },
      { name: 'Over 90 days', value: 3229 },
    ]);
  });

  it('show a key the order does not know after the known ones, and skip known keys the report lacks', () => {
    expect(
      inOrder({ Senior: 1, Lead: 4 }, [
        ['Junior', 'Junior'],
        ['Senior', 'Senior'],
      ]),
    ).toEqual([
      { name: 'Senior', value: 1 },
      { name: 'Lead', value: 4 },
    ]);
  });
});

describe('the date window', () => {
  it('is refused only when From is after To', () => {
    expect(dateRangeError('2026-03-01', '2025-01-01')).toBe('To must be on or after From');
    expect(dateRangeError('2025-01-01', '2025-01-01')).toBeUndefined();
    expect(dateRangeError('2026-03-01', '')).toBeUndefined();
    expect(dateRangeError('', '2025-01-01')).toBeUndefined();
  });
});
