import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { servedLanguage, withDocumentLanguage } from '../../server/home-head.ts';

/*
 * Issue 31: every page the server sends says its language in `<html lang>`, so that a screen reader
 * reads it right with scripts off and the app has nothing to change when it starts (a changed `lang`
 * restyles the whole page). Checked on the page template itself: a template whose `<html>` tag
 * changed shape must not silently keep the default's language.
 */
const TEMPLATE = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const langOf = (html: string) => new JSDOM(html).window.document.documentElement.lang;

describe("the page's language in <html lang>", () => {
  it.each(['zh-CN', 'zh-TW', 'en'] as const)('the template served in %s says %s', (language) => {
    expect(langOf(withDocumentLanguage(TEMPLATE, language))).toBe(language);
  });

  it('finds lang among other attributes of <html>, and leaves them as they were', () => {
    const html = withDocumentLanguage('<!doctype html><html dir="ltr" lang="zh-CN" class="app"><head></head><body></body></html>', 'en');
    expect(html).toContain('<html dir="ltr" lang="en" class="app">');
  });

  it('serves ?lang= first, then what the browser accepts, then the default', () => {
    expect(servedLanguage(new URL('http://x/?lang=en'), 'zh-TW,zh;q=0.9')).toBe('en');
    expect(servedLanguage(new URL('http://x/'), 'zh-TW,zh;q=0.9')).toBe('zh-TW');
    expect(servedLanguage(new URL('http://x/?lang=klingon'), undefined)).toBe('zh-CN');
  });
});
