import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { countText, formatDuration } from '../../core/domain/format/count.ts';
import {
  parseCmsTime,
  relativeTimeFoundation,
  relativeTimeFoundationText,
  relativeTimeReader,
  timeAgo,
} from '../../core/domain/format/time.ts';
import { ELLIPSIS, playbackBrief, shareText, textWidth } from '../../core/domain/format/text-cut.ts';
import { translator } from '../../core/engine/i18n/translator.ts';

const zhCN = translator('zh-CN');

describe('comment and like counts (spec 2 §5)', () => {
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
    ['1000', '999+'],
    [' 42 ', '42'],
    ['1.2万', '1.2万'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('%s shows as %s', (n, shown) => expect(countText(n, 'interactions', zhCN)).toBe(shown));
});

describe('view counts (spec 1 §9): no 999+ cap, ten-thousands with two decimals', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1000'],
    [9999, '9999'],
    [10000, '1.00萬'],
    [19999, '1.99萬'],
    ['250000', '25.00萬'],
  ])('%s shows as %s (zh-TW)', (n, shown) => expect(countText(n, 'views', translator('zh-TW'))).toBe(shown));
});

describe('video list counts (spec 2 §5): over 9999 in ten-thousands, one decimal', () => {
  it.each([
    [1000, '1000'],
    [9999, '9999'],
    [10000, '1.0万'],
    [10999, '1.0万'],
    [11000, '1.1万'],
    [99999, '9.9万'],
    [1234567, '123.4万'],
  ])('%s shows as %s', (n, shown) => expect(countText(n, 'video-list', zhCN)).toBe(shown));
});

describe('durations hh:mm:ss, hours only when present', () => {
  it.each([
    [0, '00:00'],
    [59, '00:59'],
    [61, '01:01'],
    [3599, '59:59'],
    [3600, '01:00:00'],
    [36061, '10:01:01'],
    ['125', '02:05'],
    [Number.NaN, '00:00'],
    [null, '00:00'],
  ])('%s s → %s', (s, shown) => expect(formatDuration(s)).toBe(shown));
});

describe('reader relative time (spec 2 §5)', () => {
  const now = Date.parse('2026-11-22T12:00:00+08:00');
  it.each([
    [0, { unit: 'seconds', value: 0 }],
    [-5000, { unit: 'seconds', value: 0 }],
    [59_999, { unit: 'seconds', value: 59 }],
    [60_000, { unit: 'minutes', value: 1 }],
    [3_599_999, { unit: 'minutes', value: 59 }],
    [3_600_000, { unit: 'hours', value: 1 }],
    [5 * 3_600_000 + 1, { unit: 'hours', value: 5 }],
    [86_399_999, { unit: 'hours', value: 23 }],
  ])('%s ms ago → %j', (ago, expected) => expect(relativeTimeReader(now - ago, now)).toEqual(expected));

  it('shows month-day from one day on', () => {
    const then = new Date(2026, 10, 21, 11, 0).getTime();
    expect(relativeTimeReader(then, then + 86_400_000)).toEqual({ unit: 'date', month: 11, day: 21 });
  });

  it('writes the texts in each language', () => {
    const now2 = new Date(2026, 10, 22, 12).getTime();
    const en = translator('en');
    expect(timeAgo(now2 - 30_000, en, now2)).toBe('Seconds ago');
    expect(timeAgo(now2 - 3 * 60_000, en, now2)).toBe('3 minutes ago');
    expect(timeAgo(now2 - 7 * 3_600_000, en, now2)).toBe('7 hours ago');
    expect(timeAgo(new Date(2026, 0, 5, 9).getTime(), en, now2)).toBe('01-05');
    expect(timeAgo(now2 - 3 * 60_000, zhCN, now2)).toBe('3分钟前');
    expect(timeAgo(now2 - 3 * 60_000, translator('zh-TW'), now2)).toBe('3分鐘前');
  });

  it('takes what the CMS sends: showTime text, seconds or milliseconds, or nothing', () => {
    const now2 = new Date(2026, 10, 22, 12).getTime();
    expect(timeAgo('2026-11-22 11:30:00', zhCN, now2)).toBe('30分钟前');
    expect(timeAgo(Math.floor((now2 - 2 * 3_600_000) / 1000), zhCN, now2)).toBe('2小时前');
    expect(timeAgo(null, zhCN, now2)).toBe('');
    expect(timeAgo('not a time', zhCN, now2)).toBe('');
  });

  it('reads the CMS time formats', () => {
    expect(parseCmsTime('2026-11-22 08:00:00')).toBe(new Date(2026, 10, 22, 8).getTime());
    expect(parseCmsTime(1_700_000_000)).toBe(1_700_000_000_000);
    expect(parseCmsTime('1700000000000')).toBe(1_700_000_000_000);
    expect(parseCmsTime('not a time')).toBeNull();
    expect(parseCmsTime('')).toBeNull();
  });
});

describe('foundation relative time (spec 1 §9): hours up to 5, then clock time today, month-day before', () => {
  const now = new Date(2026, 10, 22, 20, 0).getTime();
  const at = (day: number, h: number, m = 0, s = 0, ms = 0): number => new Date(2026, 10, day, h, m, s, ms).getTime();
  it.each([
    [now, { unit: 'seconds', value: 0 }],
    [now - 59_999, { unit: 'seconds', value: 59 }],
    [now - 60_000, { unit: 'minutes', value: 1 }],
    [now - 3_599_999, { unit: 'minutes', value: 59 }],
    [now - 3_600_000, { unit: 'hours', value: 1 }],
    [now - 5 * 3_600_000, { unit: 'hours', value: 5 }],
    [now - 5 * 3_600_000 - 1, { unit: 'clock', hours: 14, minutes: 59 }],
    [at(22, 0, 0), { unit: 'clock', hours: 0, minutes: 0 }],
    [at(21, 23, 59, 59, 999), { unit: 'date', month: 11, day: 21 }],
    [at(20, 20, 0), { unit: 'date', month: 11, day: 20 }],
  ])('%s → %j', (then, expected) => expect(relativeTimeFoundation(then, now)).toEqual(expected));

  it('shows month-day for yesterday evening even under 24 hours ago', () => {
    expect(relativeTimeFoundation(at(21, 21, 0), at(22, 3, 0))).toEqual({ unit: 'date', month: 11, day: 21 });
  });

  it('writes the texts', () => {
    const en = translator('en');
    expect(relativeTimeFoundationText(now - 5 * 3_600_000, now, en)).toBe('5 hours ago');
    expect(relativeTimeFoundationText(at(22, 9, 5), now, en)).toBe('09:05');
    expect(relativeTimeFoundationText(at(3, 9, 5), now, en)).toBe('11-03');
    expect(relativeTimeFoundationText(now - 1000, now, translator('zh-CN'))).toBe('刚刚');
  });
});

describe('share title and brief (spec 1 §5, §9): 40 wide, Chinese counts two', () => {
  const ascii = (n: number): string => 'a'.repeat(n);
  const han = (n: number): string => '长'.repeat(n);
  it.each([
    ['short title', 'short title'],
    ['line one\nline two\r\nthree\r', 'line oneline twothree'],
    [ascii(40), ascii(40)],
    [ascii(41), `${ascii(39)}${ELLIPSIS}`],
    [han(20), han(20)],
    [han(21), `${han(19)}${ELLIPSIS}`],
    [`a${han(20)}`, `a${han(19)}${ELLIPSIS}`],
    [`${ascii(38)}长沙`, `${ascii(38)}${ELLIPSIS}`],
    ['Ａ'.repeat(21), `${'Ａ'.repeat(19)}${ELLIPSIS}`],
    [`${ascii(38)}🎉🎉`, `${ascii(38)}${ELLIPSIS}`],
    [`${ascii(37)}👨‍👩‍👧x`, `${ascii(37)}👨‍👩‍👧x`],
    [null, ''],
  ])('%j → %j', (text, shared) => expect(shareText(text)).toBe(shared));

  it('never exceeds 40, keeps a text that fits, and cuts only at the end', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const shared = shareText(text);
        const flat = text.replace(/\r\n|[\r\n\u2028\u2029\u0085]/g, '').trim();
        expect(textWidth(shared)).toBeLessThanOrEqual(40);
        expect(shared).not.toMatch(/[\r\n]/);
        if (textWidth(flat) <= 40) expect(shared).toBe(flat);
        else expect(flat.startsWith(shared.slice(0, -ELLIPSIS.length))).toBe(true);
      }),
    );
  });
});

describe('playback brief (spec 2 §5): shortened from 20 characters', () => {
  it.each([
    ['一二三四五六七八九十一二三四五六七八九', '一二三四五六七八九十一二三四五六七八九'],
    ['一二三四五六七八九十一二三四五六七八九十', `一二三四五六七八九十一二三四五六七八九${ELLIPSIS}`],
    ['a'.repeat(30), `${'a'.repeat(19)}${ELLIPSIS}`],
    [`${'a'.repeat(18)}🎉🎉`, `${'a'.repeat(18)}🎉${ELLIPSIS}`],
    ['', ''],
    [null, ''],
  ])('%j → %j', (brief, shown) => expect(playbackBrief(brief)).toBe(shown));
});

describe('English counts and times read as English (issue 12)', () => {
  const en = translator('en');
  const now = Date.UTC(2026, 10, 22, 0, 0);
  it.each([
    [now - 60_000, '1 minute ago'],
    [now - 2 * 60_000, '2 minutes ago'],
    [now - 3_600_000, '1 hour ago'],
    [now - 2 * 3_600_000, '2 hours ago'],
  ])('%d reads %j', (then, text) => expect(timeAgo(then, en, now)).toBe(text));

  it('large counts carry no Chinese unit letter: thousands in English (issue 29), ten-thousands in Chinese', () => {
    expect(countText(47_200, 'views', en)).toBe('47.2K');
    expect(countText(47_200, 'views', zhCN)).toBe('4.72万');
  });
});
