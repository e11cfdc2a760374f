import { describe, expect, it } from 'vitest';
import { formatCompact, formatCount, formatShare, plural } from '../../renderer/src/format';

// The formatters follow the runtime's locale; the tests run under Node's default (en-US here), and
// check the locale itself first so that a machine with another default says why the figures differ.
describe('UI number formats', () => {
  it('runs under en-US (the expectations below are in its format)', () => {
    expect(new Intl.NumberFormat().resolvedOptions().locale).toBe('en-US');
  });

  it('groups counts and keeps at most one decimal', () => {
    expect(formatCount(20000)).toBe('20,000');
    expect(formatCount(7.25)).toBe('7.3');
    expect(formatCount(0)).toBe('0');
  });

  it('abbreviates large numbers for axes', () => {
    expect(formatCompact(950)).toBe('950');
    expect(formatCompact(2000)).toBe('2K');
    expect(formatCompact(1_540_000)).toBe('1.5M');
  });

  it('writes shares as percents', () => {
    expect(formatShare(0.425)).toBe('42.5%');
    expect(formatShare(1)).toBe('100%');
  });

  it('picks the plural form from the count', () => {
    expect(plural(1, 'resume')).toBe('1 resume');
    expect(plural(0, 'resume')).toBe('0 resumes');
    expect(plural(20000, 'resume')).toBe('20,000 resumes');
    expect(plural(2, 'match', 'matches')).toBe('2 matches');
  });
});
