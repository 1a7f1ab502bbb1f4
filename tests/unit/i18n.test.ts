import { describe, expect, it } from 'vitest';
import { en, zhCN, zhTW } from '../../core/engine/i18n/catalogue.ts';
import { pickLanguage } from '../../core/engine/i18n/i18n.ts';
import { translator } from '../../core/engine/i18n/translator.ts';

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
