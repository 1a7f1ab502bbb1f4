import { describe, expect, it } from 'vitest';
import { formatCount, formatDuration } from '../../core/format/count.ts';
import { parseCmsTime, relativeTimeReader } from '../../core/format/time.ts';

describe('counts (spec 2 §5)', () => {
  it.each([
    [null, '0'],
    [-3, '0'],
    [999, '999'],
    [1000, '999+'],
    [9999, '999+'],
    [10000, '1.00万'],
    [12345, '1.23万'],
    [12399, '1.23万'],
    [1234567, '123.45万'],
  ])('%s shows as %s', (n, shown) => expect(formatCount(n, '万')).toBe(shown));
});

describe('durations hh:mm:ss, hours only when present', () => {
  it.each([
    [0, '00:00'],
    [59, '00:59'],
    [61, '01:01'],
    [3599, '59:59'],
    [3600, '01:00:00'],
    [36061, '10:01:01'],
  ])('%s s → %s', (s, shown) => expect(formatDuration(s)).toBe(shown));
});

describe('reader relative time (spec 2 §5)', () => {
  const now = Date.parse('2026-11-22T12:00:00+08:00');
  it.each([
    [0, { unit: 'seconds', value: 0 }],
    [59_999, { unit: 'seconds', value: 59 }],
    [60_000, { unit: 'minutes', value: 1 }],
    [3_599_999, { unit: 'minutes', value: 59 }],
    [3_600_000, { unit: 'hours', value: 1 }],
    [86_399_999, { unit: 'hours', value: 23 }],
  ])('%s ms ago → %j', (ago, expected) => expect(relativeTimeReader(now - ago, now)).toEqual(expected));

  it('shows month-day from one day on', () => {
    const then = new Date(2026, 10, 21, 11, 0).getTime();
    expect(relativeTimeReader(then, then + 86_400_000)).toEqual({ unit: 'date', month: 11, day: 21 });
  });

  it('reads the CMS time formats', () => {
    expect(parseCmsTime('2026-11-22 08:00:00')).toBe(new Date(2026, 10, 22, 8).getTime());
    expect(parseCmsTime(1_700_000_000)).toBe(1_700_000_000_000);
    expect(parseCmsTime('1700000000000')).toBe(1_700_000_000_000);
    expect(parseCmsTime('not a time')).toBeNull();
    expect(parseCmsTime('')).toBeNull();
  });
});
