import { describe, expect, it } from 'vitest';
import { en, zhCN, zhTW } from '../../core/engine/i18n/catalogue.ts';
import { fillPlaceholders, pickLanguage } from '../../core/engine/i18n/i18n.ts';
import { translator } from '../../core/engine/i18n/translator.ts';
import { previewMessages } from '../../core/engine/render/preview.messages.ts';
import { previewBannerMessages } from '../../ui/preview/preview-banner.messages.ts';

describe('i18n', () => {
  it('has the same keys in all three catalogues, none empty', () => {
    for (const catalogue of [zhCN, zhTW]) expect(Object.keys(catalogue).toSorted()).toEqual(Object.keys(en).toSorted());
    for (const catalogue of [en, zhCN, zhTW]) expect(Object.values(catalogue).filter((v) => !v.trim())).toEqual([]);
  });

  it('uses the spec wording in English', () => {
    const t = translator('en');
    expect(t('feed.pullToRefresh')).toBe('Pull down to refresh');
    expect(t('error.timeout')).toBe('Request timed out!');
    expect(t('error.httpStatus', { status: 502 })).toBe('Connection error (502)!');
    expect(t('error.network')).toBe('Your network is abnormal, unable to connect to server');
  });

  it.each([
    ['en', ['zh-CN'], 'en'],
    [null, ['en-US'], 'en'],
    [null, ['zh-TW'], 'zh-TW'],
    [null, ['zh-HK', 'en'], 'zh-TW'],
    [null, ['zh-Hant-TW'], 'zh-TW'],
    ['zh-CN', ['en'], 'zh-CN'],
    [null, ['fr-FR'], 'zh-CN'],
    // The README's rule: the first English or Chinese language of the browser's, an unknown ?lang passed over.
    [null, ['fr-FR', 'en-GB', 'zh-CN'], 'en'],
    ['fr', ['zh-TW'], 'zh-TW'],
    ['xx', [], 'zh-CN'],
    [null, [], 'zh-CN'],
  ] as const)('?lang=%s with browser %j picks %s', (query, browser, expected) => {
    expect(pickLanguage(query, browser)).toBe(expected);
  });
});

describe('English counts agree with their noun (editors read "1 panel", "2 panels")', () => {
  it('chooses one for exactly 1 and other for any other number, the number in place of #', () => {
    const text = '{panels, plural, one {# panel} other {# panels}} and {items, plural, one {# item} other {# items}} hidden';
    expect(fillPlaceholders(text, { panels: 1, items: 0 })).toBe('1 panel and 0 items hidden');
    expect(fillPlaceholders(text, { panels: '2', items: 1 })).toBe('2 panels and 1 item hidden');
    // Without a count the text stays as written (nothing invented).
    expect(fillPlaceholders(text, { items: 3 })).toBe('{panels, plural, one {# panel} other {# panels}} and 3 items hidden');
  });

  it("the editors' banner and preview notes say it so", () => {
    const banner = previewBannerMessages.en;
    expect(fillPlaceholders(banner['previewBanner.drafts'], { count: 1 })).toBe('1 draft shown');
    expect(fillPlaceholders(banner['previewBanner.leftOut'], { panels: 2, items: 1 })).toBe("Readers don't see 2 panels and 1 item");
    expect(fillPlaceholders(previewMessages.en['preview.warnedItem'], { count: 3 })).toBe('Item shown without 3 unusable fields');
    expect(fillPlaceholders(previewBannerMessages['zh-CN']['previewBanner.drafts'], { count: 1 })).not.toMatch(/plural|#/);
  });
});
