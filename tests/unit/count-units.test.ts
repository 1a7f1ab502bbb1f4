import { describe, expect, it } from 'vitest';
import { countText, type CountRule } from '../../core/domain/format/count.ts';
import { translator } from '../../core/engine/i18n/translator.ts';

const en = translator('en');
const zhCN = translator('zh-CN');
const zhTW = translator('zh-TW');

describe('English counts of 10,000 and over read in thousands and millions (issue 29)', () => {
  it.each([
    [9999, 'views', '9999'],
    [10_000, 'views', '10K'],
    [37_400, 'views', '37.4K'],
    [12_345, 'video-list', '12.3K'],
    [12_345, 'interactions', '12.3K'],
    [100_000, 'views', '100K'],
    [1_000_000, 'views', '1M'],
    [1_200_000, 'views', '1.2M'],
    [321_100_000, 'views', '321.1M'],
  ] as [number, CountRule, string][])('%d (%s) reads %j', (n, rule, shown) => expect(countText(n, rule, en)).toBe(shown));

  it.each([
    [37_490, '37.4K'],
    [10_099, '10K'],
    [999_999, '999.9K'],
    [1_299_999, '1.2M'],
  ])('%d is cut, never rounded up, to %j (a count never reads more than it is)', (n, shown) => expect(countText(n, 'views', en)).toBe(shown));

  it('below ten thousand the rules stay: the full number for views, 999+ for comments', () => {
    expect(countText(9938, 'views', en)).toBe('9938');
    expect(countText(9938, 'interactions', en)).toBe('999+');
  });

  it('Chinese keeps ten-thousands: 3.74万 in zh-CN, 3.74萬 in zh-TW', () => {
    expect(countText(37_400, 'views', zhCN)).toBe('3.74万');
    expect(countText(37_400, 'views', zhTW)).toBe('3.74萬');
    expect(countText(10_000, 'views', zhCN)).toBe('1.00万');
    expect(countText(1_200_000, 'views', zhCN)).toBe('120.00万');
    expect(countText(12_345, 'video-list', zhTW)).toBe('1.2萬');
  });

  it('a count the server formatted already shows as sent', () => expect(countText('1.2万', 'views', en)).toBe('1.2万'));
});
