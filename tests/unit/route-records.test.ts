import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE } from '../../core/engine/routes/routes.ts';
import { pageModuleFile, ROUTE_MODULES, routeModuleKey } from '../../src/routes/route-modules.ts';
import { HOME_PAGE, isServerRendered, ROUTE_RECORDS } from '../../src/routes/route-records.ts';
import { ROUTES } from '../../src/routes/route-table.tsx';
import { SERVER_RENDERED_PATHS } from '../../src/ssr/page-ssr.tsx';

const root = join(import.meta.dirname, '..', '..');
const pagesDir = join(root, 'src', 'pages');
/** Every module of src/pages named like a page (what route-table.tsx's glob can load). */
const pageFiles = [
  ...readdirSync(pagesDir).filter((name) => name.endsWith('Page.tsx')),
  ...readdirSync(pagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name }) => readdirSync(join(pagesDir, name)).filter((file) => file.endsWith('Page.tsx')).map((file) => `${name}/${file}`)),
].map((file) => `src/pages/${file}`);
/** Page-named modules that are no route's page: the home's is in the first bundle, the others are parts of a page. */
const NOT_ROUTE_PAGES = new Set(['src/pages/HomePage.tsx', 'src/pages/NotFoundPage.tsx']);

describe('the route record (core/engine/routes/routes.ts with src/routes/route-records.ts)', () => {
  it('gives every route one page module that exists, and the route table one route per record', () => {
    for (const record of ROUTE_RECORDS) expect(existsSync(join(root, pageModuleFile(record.page))), record.name).toBe(true);
    expect(ROUTES.map(({ path }) => path)).toEqual(Object.values(ROUTE).map(({ path }) => path));
    expect(new Set(ROUTES.map(({ path }) => path)).size).toBe(ROUTES.length);
  });

  it("finds each reader's page in the route table's modules (it loads when first visited)", () => {
    const lazyPaths = new Set(ROUTE_RECORDS.filter((record) => record.page !== HOME_PAGE && !record.redirectTo && !record.devOnly).map(({ path }) => path));
    const loaders = ROUTES.filter(({ path }) => lazyPaths.has(path)).map((route) => [route.path, route.preload ?? (route.page as { preload?: unknown }).preload]);
    expect(loaders.filter(([, load]) => typeof load !== 'function')).toEqual([]);
    expect(loaders).toHaveLength(lazyPaths.size);
  });

  it('routes every page-named module of src/pages, but the ones that are parts', () => {
    const routed = new Set(ROUTE_RECORDS.map(({ page }) => pageModuleFile(page)));
    expect(pageFiles.filter((file) => !routed.has(file) && !NOT_ROUTE_PAGES.has(file))).toEqual([]);
    expect([...NOT_ROUTE_PAGES].filter((file) => file !== pageModuleFile(HOME_PAGE) && routed.has(file))).toEqual([]);
  });

  it("renders every reader's route on the server but those whose record opts out (issue 27: server-rendered by default)", () => {
    const readers = ROUTE_RECORDS.filter((record) => !record.devOnly && !record.redirectTo);
    expect(readers.filter((record) => !record.serverRendered).map(({ name }) => name).toSorted()).toEqual(['bridge', 'login', 'notFound', 'openUrl']);
    expect(isServerRendered({ page: 'weather/WeatherPage' })).toBe(true);
    expect(isServerRendered({ page: 'weather/WeatherPage', clientOnly: true })).toBe(false);
  });

  it('has the one page renderer render each route the server renders, the home among them, and none other', () => {
    const rendered = ROUTE_RECORDS.filter((record) => record.serverRendered).map(({ path }) => path);
    expect(rendered).toContain('/');
    expect([...SERVER_RENDERED_PATHS].toSorted()).toEqual(rendered.toSorted());
  });
});

describe('the page module of each route (what the server preloads with its HTML)', () => {
  it('names only modules the route table loads, for paths it routes', () => {
    const paths = new Set(ROUTE_RECORDS.map(({ path }) => path));
    const lazyPages = new Set(ROUTE_RECORDS.filter((record) => record.page !== HOME_PAGE).flatMap(({ page, idPage }) => [page, ...(idPage ? [idPage] : [])]).map(pageModuleFile));
    for (const [key, module] of Object.entries(ROUTE_MODULES)) {
      expect(lazyPages, key).toContain(module);
      expect(paths, key).toContain(key.split('?')[0]);
    }
  });

  it("names a video's detail for /video?id= and /videoPlay?id= (spec 1 §2), the tabs without an id: such an address loads none of the tabs' code", () => {
    const key = (address: string) => routeModuleKey(new URL(address, 'https://m.example'));
    expect(ROUTE_MODULES[key('/video?id=100221')]).toBe('src/pages/video/VideoDetailPage.tsx');
    expect(ROUTE_MODULES[key('/videoPlay?live=1&id=100221')]).toBe('src/pages/video/VideoDetailPage.tsx');
    for (const address of ['/video', '/video?id=', '/video?id=%20', '/videoPlay?live=1']) expect(ROUTE_MODULES[key(address)], address).toBe('src/pages/video/VideoTabsPage.tsx');
    // Other routes' ids are their own page's query.
    expect(key('/videoDetail?id=100221')).toBe('/videoDetail');
    expect(key('/details?id=1')).toBe('/details');
  });

  it('covers every page the route table loads lazily for readers', () => {
    const covered = new Set(Object.values(ROUTE_MODULES));
    const readersPages = ROUTE_RECORDS.filter((record) => record.page !== HOME_PAGE && !record.devOnly && !record.redirectTo);
    expect(readersPages.filter(({ page }) => !covered.has(pageModuleFile(page))).map(({ path }) => path)).toEqual([ROUTE.openUrl.path]);
  });
});

describe('link builders and query parsers', () => {
  it('writes the names in the order given, each encoded, leaving out the ones not given', () => {
    expect(ROUTE.commentDetails.link({ id: 'a b', pcommentId: '7', api: undefined })).toBe('/commentDetails?id=a%20b&pcommentId=7');
    expect(ROUTE.search.link({ text: '' })).toBe('/search?text=');
    expect(ROUTE.favor.link()).toBe('/favor');
  });

  it('reads back what it wrote, null for a name not in the address', () => {
    const query = ROUTE.shortVideo.parse(ROUTE.shortVideo.link({ id: '9&x' }).split('?')[1] ?? '');
    expect([query.get('id'), query.get('panelId')]).toEqual(['9&x', null]);
  });
});
