import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_SCREEN_PANELS } from '../../core/domain/rules/layout.ts';
import { describe, expect, it } from 'vitest';
import { EARLY_TAP_SCRIPT } from '../../src/ssr/early-taps.ts';
import {
  acceptedLanguages,
  firstScreenPictures,
  HOME_RENDER_REUSE_MS,
  homePages,
  loadHomeRenderer,
  otherPages,
  reusingRenders,
  styleAttributePolicy,
  type RenderHome,
} from '../../server/home-page.ts';

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
  const feedAnswer = { code: 200, data: [panel('core.carousel', '/media/img/a.svg?w=1&h=2"><script>')] };
  const feed = { ok: true, body: JSON.stringify(feedAnswer) };
  const request = { lang: undefined, acceptLanguage: undefined, search: '', preview: false };

  describe('without a server renderer', () => {
    const page = homePages(join(dist, 'index.html'), null);

    it('keeps the app shell and announces the feed, its chunk and styles, the picked language and the lead pictures', async () => {
      const { html, contentSecurityPolicy } = await page({ ...request, acceptLanguage: 'zh-TW,zh;q=0.9' }, feed);
      expect(html).toContain('<div class="shell">');
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
      expect(html).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/cms/client/category/getCategoryCompositeData?categoryCode=mycs.news&amp;');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/feed-plugins-1.js">');
      expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/feed-plugins-1.css">');
      expect(html).toContain('href="/assets/zh-TW-1.js"');
      expect(html).not.toContain('zh-CN-1.js');
      // The picture's address is an attribute value, never markup.
      expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/media/img/a.svg?w=1&amp;h=2&quot;>&lt;script>">');
      expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
      expect(contentSecurityPolicy).toBeNull();
    });

    it('picks the language as the page does: ?lang= first, then the browser, else simplified Chinese', async () => {
      const htmlFor = async (lang: string | undefined, acceptLanguage: string | undefined) =>
        (await page({ ...request, lang, acceptLanguage }, { ok: false, body: '' })).html;
      expect(await htmlFor('en', 'zh-TW')).toContain('/assets/en-1.js');
      expect(await htmlFor(undefined, 'en-GB,en;q=0.9')).toContain('/assets/en-1.js');
      expect(await htmlFor(undefined, undefined)).toContain('/assets/zh-CN-1.js');
      expect(await htmlFor('fr', 'de')).toContain('/assets/zh-CN-1.js');
    });
  });

  describe('with the server renderer', () => {
    const renders: Array<{ language: string; search: string }> = [];
    const render: RenderHome = async ({ language, search }) => {
      renders.push({ language, search });
      return `<div class="page" style="aspect-ratio:1.5">${language}</div><span style="color:&quot;red&quot;"></span>`;
    };
    const page = homePages(join(dist, 'index.html'), render, () => {}, "default-src 'self'; style-src 'self'; img-src 'self'");

    it('puts the rendering in place of the shell, with the answer beside it for the page to hydrate from', async () => {
      const answerWithMarkup = { code: 200, data: [], note: '</script><script>alert(1)</script>' };
      const { html } = await page({ ...request, lang: 'en', search: '?lang=en' }, { ok: true, body: JSON.stringify(answerWithMarkup) });
      expect(html).toContain('<div id="root" data-ssr-lang="en"><div class="page" style="aspect-ratio:1.5">en</div>');
      expect(html).not.toContain('<div class="shell">');
      expect(renders.at(-1)).toEqual({ language: 'en', search: '?lang=en' });
      // The answer cannot close its script element: the page reads back exactly what the CMS said.
      const data = /<script type="application\/json" id="home-feed">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(data).not.toContain('<');
      expect(JSON.parse(data)).toEqual(answerWithMarkup);
      // The styles are inline, so the first paint waits for no request; the feed is not asked for again.
      expect(html).toContain('<style>body{margin:0}</style>');
      expect(html).toContain('<style>.card{color:#222}</style>');
      // Each inlined stylesheet's link stays, disabled (not fetched), so the module loader does not
      // load those styles again: the chunk's and the entry's, which later chunks may name too.
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/feed-plugins-1.css" type="text/x-inlined-css" disabled>');
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css" type="text/x-inlined-css" disabled>');
      expect(html.match(/href="\/assets\/index-1\.css"[^>]*>/g)).toEqual(['href="/assets/index-1.css" type="text/x-inlined-css" disabled>']);
      // The page hydrates without the feed chunk and loads it once ready (src/main.tsx): the HTML does not name it.
      expect(html).not.toContain('/assets/feed-plugins-1.js');
      expect(html).not.toContain('as="fetch"');
    });

    it('allows exactly its inline styles, the early-tap script and the rendered style attributes, by hash', async () => {
      const { html, contentSecurityPolicy } = await page(request, feed);
      const hash = (value: string) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;
      expect(contentSecurityPolicy).toBe(
        `default-src 'self'; style-src 'self' ${hash('body{margin:0}')} ${hash('.card{color:#222}')}; img-src 'self'; ` +
          `script-src 'self' ${hash(EARLY_TAP_SCRIPT)}; ` +
          `style-src-attr 'unsafe-hashes' ${hash('aspect-ratio:1.5')} ${hash('color:"red"')}`,
      );
      expect(html).toContain(`<script>${EARLY_TAP_SCRIPT}</script>`);
      expect(styleAttributePolicy('<div class="x"></div>')).toBeNull();
    });

    it('leaves preview, a failed answer and a failing renderer to the page', async () => {
      const count = renders.length;
      expect((await page({ ...request, preview: true }, feed)).html).toContain('<div class="shell">');
      expect((await page(request, { ok: false, body: 'bad gateway' })).html).toContain('<div class="shell">');
      expect(renders.length).toBe(count);
      const errors: unknown[] = [];
      const failing = homePages(join(dist, 'index.html'), () => Promise.reject(new Error('render broke')), (error) => errors.push(error));
      const { html, contentSecurityPolicy } = await failing(request, feed);
      expect(html).toContain('<div class="shell">');
      expect(html).toContain('as="fetch"');
      expect(contentSecurityPolicy).toBeNull();
      expect(errors).toHaveLength(1);
    });
  });

  it('reuses a rendering of the same answer, language and query for a few seconds only', async () => {
    let now = 0;
    let count = 0;
    const render = reusingRenders(async ({ language }) => `${language}#${++count}`, () => now);
    const input = { language: 'zh-CN' as const, feedAnswer: feedAnswer, search: '' };
    expect(await render(input)).toBe('zh-CN#1');
    now = HOME_RENDER_REUSE_MS - 1;
    expect(await render(input)).toBe('zh-CN#1');
    expect(await render({ ...input, language: 'en' })).toBe('en#2');
    expect(await render({ ...input, feedAnswer: { code: 200, data: [] } })).toBe('zh-CN#3');
    now = HOME_RENDER_REUSE_MS * 2;
    expect(await render(input)).toBe('zh-CN#4');
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
    expect(await loadHomeRenderer(dist, () => {})).toBeNull();
    mkdirSync(join(dist, 'ssr'));
    writeFileSync(join(dist, 'ssr', 'home-ssr.js'), 'throw new Error("broken build")');
    const errors: unknown[] = [];
    expect(await loadHomeRenderer(dist, (error) => errors.push(error))).toBeNull();
    expect(errors).toHaveLength(1);
  });
});
