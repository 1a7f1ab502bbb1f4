import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptedLanguages, FIRST_SCREEN_PANELS, firstScreenPictures, homePages } from '../../server/home-page.ts';

const panel = (typeCode: string, thumbnailUrl: unknown) => ({ typeCode, contents: [{ thumbnailUrl }, { thumbnailUrl: '/media/img/second.svg' }] });

describe('the first screen pictures the home preloads', () => {
  it("takes each of the first panels' lead picture, the first of a comma list, and skips the audio player", () => {
    const answer = {
      data: [
        panel('core.carousel', '/media/img/slide-1.svg,/media/img/slide-1b.svg'),
        panel('mycs.audio', '/media/img/audio.svg'),
        panel('core.list.content.horizontal', 'https://img.example.cn/rail.jpg'),
        panel('news.special-overview', '/media/img/special.svg'),
        panel('core.list.content', '/media/img/list.svg'),
      ],
    };
    expect(FIRST_SCREEN_PANELS).toBe(4);
    expect(firstScreenPictures(answer)).toEqual(['/media/img/slide-1.svg', 'https://img.example.cn/rail.jpg', '/media/img/special.svg']);
  });

  it('preloads nothing from a broken answer or an unsafe address', () => {
    expect(firstScreenPictures(null)).toEqual([]);
    expect(firstScreenPictures({ data: 'panels' })).toEqual([]);
    expect(firstScreenPictures({ data: [{ contents: null }, null, { contents: [{ thumbnailUrl: 7 }] }] })).toEqual([]);
    const unsafe = ['javascript:alert(1)', '//evil.example/x.png', 'http://plain.example/x.png', ''];
    expect(firstScreenPictures({ data: unsafe.map((url) => panel('core.carousel', url)) })).toEqual([]);
  });
});

describe('Accept-Language', () => {
  it('lists the languages most wanted first, without their weights', () => {
    expect(acceptedLanguages('zh-TW,zh;q=0.9,en-US;q=0.8')).toEqual(['zh-TW', 'zh', 'en-US']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(' , ;q=1')).toEqual([]);
  });
});

describe('the home page', () => {
  const dist = mkdtempSync(join(tmpdir(), 'home-page-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<html><head><title>新闻</title></head><body></body></html>');
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      '_feed-plugins-1.js': { file: 'assets/feed-plugins-1.js', name: 'feed-plugins', css: ['assets/feed-plugins-1.css'] },
      'virtual:catalogue/zh-CN': { file: 'assets/zh-CN-1.js' },
      'virtual:catalogue/zh-TW': { file: 'assets/zh-TW-1.js' },
      'virtual:catalogue/en': { file: 'assets/en-1.js' },
    }),
  );
  const page = homePages(join(dist, 'index.html'));
  const feedAnswer = { data: [panel('core.carousel', '/media/img/a.svg?w=1&h=2"><script>')] };

  it('announces the feed, its chunk and styles, the picked language and the lead pictures', () => {
    const html = page({ lang: undefined, acceptLanguage: 'zh-TW,zh;q=0.9', feedAnswer });
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/cms/client/category/getCategoryCompositeData?categoryCode=mycs.news&amp;');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/feed-plugins-1.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/feed-plugins-1.css">');
    expect(html).toContain('href="/assets/zh-TW-1.js"');
    expect(html).not.toContain('zh-CN-1.js');
    // The picture's address is an attribute value, never markup.
    expect(html).toContain('<link rel="preload" as="image" href="/media/img/a.svg?w=1&amp;h=2&quot;>&lt;script>">');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('picks the language as the page does: ?lang= first, then the browser, else simplified Chinese', () => {
    expect(page({ lang: 'en', acceptLanguage: 'zh-TW', feedAnswer: null })).toContain('/assets/en-1.js');
    expect(page({ lang: undefined, acceptLanguage: 'en-GB,en;q=0.9', feedAnswer: null })).toContain('/assets/en-1.js');
    expect(page({ lang: undefined, acceptLanguage: undefined, feedAnswer: null })).toContain('/assets/zh-CN-1.js');
    expect(page({ lang: 'fr', acceptLanguage: 'de', feedAnswer: null })).toContain('/assets/zh-CN-1.js');
  });
});
