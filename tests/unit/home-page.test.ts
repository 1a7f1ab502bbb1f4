import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptedLanguages, assertSameCity, otherPages, styleAttributePolicy } from '../../server/home-page.ts';
import { loadPageRenderer } from '../../server/rendered-pages.ts';

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
  writeFileSync(
    join(dist, 'index.html'),
    '<html><head><title>新闻</title>\n    <link rel="stylesheet" crossorigin href="/assets/index-1.css">\n</head><body>\n<div id="root"><!--app-shell--><div class="shell"></div><!--/app-shell--></div>\n</body></html>',
  );
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-1.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'assets', 'feed-plugins-1.css'), '.card{color:#222}');
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
      '_feed-plugins-1.js': { file: 'assets/feed-plugins-1.js', name: 'feed-plugins', css: ['assets/feed-plugins-1.css'] },
      'virtual:catalogue/zh-CN': { file: 'assets/zh-CN-1.js' },
      'virtual:catalogue/zh-TW': { file: 'assets/zh-TW-1.js' },
      'virtual:catalogue/en': { file: 'assets/en-1.js' },
    }),
  );

  it('keeps the app shell for a home the server did not render, with its feed chunk, styles and the picked language beside the entry', () => {
    const page = otherPages(join(dist, 'index.html'));
    const html = page({ path: '/', acceptLanguage: 'zh-TW,zh;q=0.9' });
    expect(html).toContain('<div class="shell">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/feed-plugins-1.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/feed-plugins-1.css">');
    expect(html).toContain('href="/assets/zh-TW-1.js"');
    expect(html).not.toContain('zh-CN-1.js');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('picks the language as the page does: ?lang= first, then the browser, else simplified Chinese', () => {
    const page = otherPages(join(dist, 'index.html'));
    const htmlFor = (lang: string | undefined, acceptLanguage: string | undefined) => page({ path: '/', lang, acceptLanguage });
    expect(htmlFor('en', 'zh-TW')).toContain('/assets/en-1.js');
    expect(htmlFor(undefined, 'en-GB,en;q=0.9')).toContain('/assets/en-1.js');
    expect(htmlFor(undefined, undefined)).toContain('/assets/zh-CN-1.js');
    expect(htmlFor('fr', 'de')).toContain('/assets/zh-CN-1.js');
  });

  it('allows no style attribute when the rendering has none', () => {
    expect(styleAttributePolicy('<div class="x"></div>')).toBeNull();
  });

  it('refuses a renderer built for another city', () => {
    expect(() => assertSameCity('test-city', 'changsha')).toThrow(/CITY=test-city/);
    expect(() => assertSameCity(undefined, 'changsha')).not.toThrow();
  });

  it("gives every other page the app without the home's skeleton", () => {
    const html = otherPages(join(dist, 'index.html'))({ path: '/no-such-page' });
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('shell');
    expect(html).not.toContain('modulepreload');
  });

  it("preloads a known route's page chunks (not the entry's) and the reader's texts with its HTML", () => {
    const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        ...manifest,
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
        '_shared-1.js': { file: 'assets/shared-1.js' },
        'src/pages/video/VideoPage.tsx': { file: 'assets/VideoPage-1.js', imports: ['_shared-1.js', '_player-1.js'], css: ['assets/VideoPage-1.css'] },
        '_player-1.js': { file: 'assets/player-1.js', css: ['assets/player-1.css'] },
      }),
    );
    const pages = otherPages(join(dist, 'index.html'), { '/video': 'src/pages/video/VideoPage.tsx', '/gone': 'src/pages/Gone.tsx' });
    const html = pages({ path: '/video', lang: 'en' });
    const preloaded = [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="\/([^"]+)"/g)].map((m) => m[2]);
    expect(preloaded).toEqual(['assets/en-1.js', 'assets/VideoPage-1.js', 'assets/player-1.js', 'assets/VideoPage-1.css', 'assets/player-1.css']);
    expect(pages({ path: '/video', acceptLanguage: 'zh-TW,zh;q=0.9' })).toContain('assets/zh-TW-1.js');
    expect(pages({ path: '/gone' })).not.toContain('modulepreload');
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  });

  it('serves the shell when the build has no server renderer', async () => {
    expect(await loadPageRenderer(dist, () => {})).toBeNull();
    mkdirSync(join(dist, 'ssr'));
    writeFileSync(join(dist, 'ssr', 'server-entry.js'), 'throw new Error("broken build")');
    const errors: unknown[] = [];
    expect(await loadPageRenderer(dist, (error) => errors.push(error))).toBeNull();
    expect(errors).toHaveLength(1);
  });
});
