import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderedPages, type PageRenderInput, type RenderPage } from '../../server/rendered-pages.ts';
import { EARLY_TAP_SCRIPT } from '../../src/ssr/early-taps.ts';
import { NO_SCRIPT_STYLE } from '../../server/home-head.ts';
import { SERVER_ANSWERS_ELEMENT_ID } from '../../src/ssr/server-render.ts';

/** A build with an entry, a detail page chunk (own styles, and the feed chunk's), and the texts. */
function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'rendered-pages-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<html><head><title>新闻</title>\n    <link rel="stylesheet" crossorigin href="/assets/index-1.css">\n</head><body>\n<div id="root"><!--app-shell--><div class="shell"></div><!--/app-shell--></div>\n</body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-1.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'assets', 'DetailPage-1.css'), '.detail{padding:0}');
  writeFileSync(join(dist, 'assets', 'feed-plugins-1.css'), '.card{color:#222}');
  writeFileSync(join(dist, 'assets', 'comments-1.css'), '.hot-comments__more{padding:.6rem 0}');
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
      'src/pages/details/DetailPage.tsx': { file: 'assets/DetailPage-1.js', css: ['assets/DetailPage-1.css'], imports: ['_feed-plugins-1.js'] },
      '_feed-plugins-1.js': { file: 'assets/feed-plugins-1.js', name: 'feed-plugins', css: ['assets/feed-plugins-1.css'] },
      'src/pages/comments/HotComments.tsx': { file: 'assets/HotComments-1.js', isDynamicEntry: true, css: ['assets/comments-1.css'] },
      '_render-plugins-1.js': { file: 'assets/render-plugins-1.js', name: 'render-plugins' },
      'virtual:catalogue/zh-CN': { file: 'assets/zh-CN-1.js' },
      'virtual:catalogue/en': { file: 'assets/en-1.js' },
    }),
  );
  return join(dist, 'index.html');
}

const ROUTE_MODULES = { '/details': 'src/pages/details/DetailPage.tsx' };
const noFetch: PageRenderInput['fetchAnswer'] = async () => ({ status: 500, body: '' });

describe('pages the server renders', () => {
  const index = fakeBuild();
  const inputs: PageRenderInput[] = [];
  const render: RenderPage = async (input) => {
    inputs.push(input);
    return { html: '<h1 style="color:red">长沙</h1>', answers: { json: { '/api/x': { title: '</script><script>alert(1)</script>' } }, texts: {} } };
  };
  const pages = renderedPages(index, { render, paths: new Set(['/details']) }, () => {}, "default-src 'self'; style-src 'self'", ROUTE_MODULES);
  const request = (url: string, acceptLanguage?: string) => ({ pageUrl: new URL(url), acceptLanguage, userAgent: 'Mozilla/5.0 MicroMessenger' });

  it('puts the page and the answers it came from into the app shell, safely, in the language the page will pick', async () => {
    const page = await pages(request('https://h5.example.cn/details?newsId=1&lang=en', 'zh-CN'), noFetch);
    expect(page?.html).toContain('<div id="root" data-ssr-lang="en"><h1 style="color:red">长沙</h1></div>');
    expect(page?.html).not.toContain('<!--app-shell-->');
    expect(page?.html).not.toContain('</script><script>alert(1)');
    const data = /<script type="application\/json" id="page-answers">(.*?)<\/script>/.exec(page?.html ?? '')?.[1] ?? '';
    expect(JSON.parse(data)).toEqual({ json: { '/api/x': { title: '</script><script>alert(1)</script>' } }, texts: {} });
    expect(inputs.at(-1)).toMatchObject({ language: 'en', pageUrl: 'https://h5.example.cn/details?newsId=1&lang=en', userAgent: 'Mozilla/5.0 MicroMessenger' });
    // What the page reads back (src/ssr/server-render.ts), from the one contract.
    expect(page?.html).toContain(`id="${SERVER_ANSWERS_ELEMENT_ID}"`);
  });

  it('holds a tap before the app has come with an inline script, which its policy allows by hash and nothing else inline', async () => {
    const page = await pages(request('https://h5.example.cn/details?newsId=1'), noFetch);
    const inline = [...(page?.html ?? '').matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toEqual([EARLY_TAP_SCRIPT]);
    const hash = createHash('sha256').update(EARLY_TAP_SCRIPT, 'utf8').digest('base64');
    expect(page?.contentSecurityPolicy).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('with scripts off, hides the controls only the app acts on, by a style its policy allows by hash', async () => {
    const page = await pages(request('https://h5.example.cn/details?newsId=1'), noFetch);
    expect(page?.html).toContain(`<noscript><style>${NO_SCRIPT_STYLE}</style></noscript>`);
    expect(page?.contentSecurityPolicy).toContain(`'sha256-${createHash('sha256').update(NO_SCRIPT_STYLE, 'utf8').digest('base64')}'`);
  });

  it("inlines the entry's and the page's styles (allowed by hash), not the feed cards', and preloads the page chunk and texts", async () => {
    const page = await pages(request('https://h5.example.cn/details?newsId=1'), noFetch);
    expect(page?.html).toContain('<style>body{margin:0}</style>');
    expect(page?.html).toContain('<style>.detail{padding:0}</style>');
    expect(page?.html).not.toContain('.card{color:#222}');
    expect(page?.html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(page?.html).toContain('<link rel="modulepreload" crossorigin href="/assets/DetailPage-1.js">');
    expect(page?.html).toContain('<link rel="modulepreload" crossorigin href="/assets/zh-CN-1.js">');
    expect(page?.html).not.toContain('href="/assets/feed-plugins-1.js"');
    const policy = page?.contentSecurityPolicy ?? '';
    expect(policy).toMatch(/style-src 'self' 'sha256-[^']+' 'sha256-[^']+'/);
    expect(policy).toMatch(/style-src-attr 'unsafe-hashes' 'sha256-/);
  });

  it("preloads a route's id page for an address with an id (/video?id= is a video's detail), its own page without one", async () => {
    // The build's two page chunks stand in for the tabs and the detail.
    const modules = { '/video': 'src/pages/details/DetailPage.tsx', '/video?id': 'src/pages/comments/HotComments.tsx' };
    const video = renderedPages(index, { render, paths: new Set(['/video']) }, () => {}, undefined, modules);
    const withId = (await video(request('https://h5.example.cn/video?id=100221'), noFetch))?.html ?? '';
    expect(withId).toContain('<link rel="modulepreload" crossorigin href="/assets/HotComments-1.js">');
    expect(withId).toContain('<style>.hot-comments__more{padding:.6rem 0}</style>');
    expect(withId).not.toContain('DetailPage-1');
    for (const address of ['https://h5.example.cn/video', 'https://h5.example.cn/video?id=']) {
      const tabs = (await video(request(address), noFetch))?.html ?? '';
      expect(tabs, address).toContain('<link rel="modulepreload" crossorigin href="/assets/DetailPage-1.js">');
      expect(tabs, address).not.toContain('HotComments-1');
    }
  });

  it("inlines the feed cards' styles too when the first screen shows panels (a feed, search results)", async () => {
    const withPanels = renderedPages(
      index,
      { render: async () => ({ html: '<section data-panel-id="p1"></section>', answers: { json: {}, texts: {} } }), paths: new Set(['/details']) },
      () => {},
      undefined,
      ROUTE_MODULES,
    );
    const page = await withPanels(request('https://h5.example.cn/details?newsId=1'), noFetch);
    expect(page?.html).toContain('<style>.card{color:#222}</style>');
    expect(page?.html).toContain('<link rel="stylesheet" crossorigin href="/assets/feed-plugins-1.css" type="text/x-inlined-css" disabled>');
  });

  it('marks a page whose first screen shows plugins and preloads their registrations; a page without them neither', async () => {
    const renderWith = (plugins: boolean) =>
      renderedPages(index, { render: async () => ({ html: '<p>长沙</p>', answers: { json: {}, texts: {} }, plugins }), paths: new Set(['/details']) }, () => {}, undefined, ROUTE_MODULES);
    const shows = await renderWith(true)(request('https://h5.example.cn/details?newsId=1'), noFetch);
    expect(shows?.html).toContain('<div id="root" data-ssr-lang="zh-CN" data-ssr-plugins><p>长沙</p></div>');
    expect(shows?.html).toContain('<link rel="modulepreload" crossorigin href="/assets/render-plugins-1.js">');
    const without = await renderWith(false)(request('https://h5.example.cn/details?newsId=1'), noFetch);
    expect(without?.html).toContain('<div id="root" data-ssr-lang="zh-CN"><p>长沙</p></div>');
    expect(without?.html).not.toContain('render-plugins-1.js');
  });

  it("inlines the styles of the lazy chunks the page rendered (an article's hot comments), and reports a chunk the build lacks", async () => {
    const errors: unknown[] = [];
    const withComments = renderedPages(
      index,
      { render: async () => ({ html: '<section class="hot-comments"></section>', answers: { json: {}, texts: {} }, chunks: ['src/pages/comments/HotComments.tsx', 'src/gone.tsx'] }), paths: new Set(['/details']) },
      (error) => errors.push(error),
      "default-src 'self'; style-src 'self'",
      ROUTE_MODULES,
    );
    const page = await withComments(request('https://h5.example.cn/details?newsId=1'), noFetch);
    expect(page?.html).toContain('<style>.hot-comments__more{padding:.6rem 0}</style>');
    // Kept as a link that is never fetched: the chunk, loading, adds its stylesheet again otherwise.
    expect(page?.html).toContain('<link rel="stylesheet" crossorigin href="/assets/comments-1.css" type="text/x-inlined-css" disabled>');
    expect(page?.html).not.toContain('href="/assets/HotComments-1.js"');
    expect(page?.contentSecurityPolicy).toContain(`'sha256-${createHash('sha256').update('.hot-comments__more{padding:.6rem 0}').digest('base64')}'`);
    expect(errors).toEqual([new Error('the page rendered a chunk the build does not have: src/gone.tsx')]);
    // A page that rendered none of them does not carry their styles.
    expect((await pages(request('https://h5.example.cn/details?newsId=1'), noFetch))?.html).not.toContain('.hot-comments__more');
  });

  it('renders nothing for editors, other paths, or when the renderer declines or fails', async () => {
    expect(await pages(request('https://h5.example.cn/details?newsId=1&preview=1'), noFetch)).toBeNull();
    expect(await pages(request('https://h5.example.cn/video'), noFetch)).toBeNull();
    const errors: unknown[] = [];
    const failing = renderedPages(index, { render: async () => Promise.reject(new Error('broke')), paths: new Set(['/details']) }, (e) => errors.push(e), undefined, ROUTE_MODULES);
    expect(await failing(request('https://h5.example.cn/details?newsId=1'), noFetch)).toBeNull();
    expect(errors).toHaveLength(1);
    const declining = renderedPages(index, { render: async () => null, paths: new Set(['/details']) }, () => {}, undefined, ROUTE_MODULES);
    expect(await declining(request('https://h5.example.cn/details?newsId=1'), noFetch)).toBeNull();
  });

  it('renders the home (its page is in the entry) with its answers beside it, its styles and style attributes allowed by hash, and no chunk but the texts', async () => {
    const home = renderedPages(
      index,
      {
        render: async () => ({
          html: '<div class="page" style="aspect-ratio:1.5"><section data-panel-id="p1"></section></div><span style="color:&quot;red&quot;"></span>',
          answers: { json: { '/api/feed': { code: 200, note: '</script><script>alert(1)</script>' } }, texts: {}, feeds: { 'mycs.news': '/api/feed' } },
        }),
        paths: new Set(['/']),
      },
      () => {},
      "default-src 'self'; style-src 'self'; img-src 'self'",
      ROUTE_MODULES,
    );
    const page = await home(request('https://h5.example.cn/?lang=en'), noFetch);
    expect(page?.html).toContain('<div id="root" data-ssr-lang="en"><div class="page" style="aspect-ratio:1.5">');
    expect(page?.html).not.toContain('<div class="shell">');
    // The answers cannot close their script element: the page reads back exactly what the CMS said.
    const data = /<script type="application\/json" id="page-answers">([\s\S]*?)<\/script>/.exec(page?.html ?? '')?.[1] ?? '';
    expect(data).not.toContain('<');
    expect(JSON.parse(data)).toEqual({ json: { '/api/feed': { code: 200, note: '</script><script>alert(1)</script>' } }, texts: {}, feeds: { 'mycs.news': '/api/feed' } });
    // The styles are inline, each inlined stylesheet's link kept, disabled (not fetched).
    expect(page?.html).toContain('<style>body{margin:0}</style>');
    expect(page?.html).toContain('<style>.card{color:#222}</style>');
    expect(page?.html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css" type="text/x-inlined-css" disabled>');
    expect(page?.html?.match(/href="\/assets\/index-1\.css"[^>]*>/g)).toEqual(['href="/assets/index-1.css" type="text/x-inlined-css" disabled>']);
    // The page hydrates without the feed chunk and loads it once ready (src/main.tsx): the HTML names only the texts.
    expect(page?.html).not.toContain('/assets/feed-plugins-1.js');
    expect(page?.html).not.toContain('as="fetch"');
    expect([...(page?.html ?? '').matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/assets/en-1.js']);
    const hash = (value: string) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;
    expect(page?.contentSecurityPolicy).toBe(
      `default-src 'self'; style-src 'self' ${hash('body{margin:0}')} ${hash('.card{color:#222}')} ${hash(NO_SCRIPT_STYLE)}; img-src 'self'; ` +
        `script-src 'self' ${hash(EARLY_TAP_SCRIPT)}; ` +
        `style-src-attr 'unsafe-hashes' ${hash('aspect-ratio:1.5')} ${hash('color:"red"')}`,
    );
    expect(await home(request('https://h5.example.cn/?preview=1'), noFetch)).toBeNull();
  });
});
