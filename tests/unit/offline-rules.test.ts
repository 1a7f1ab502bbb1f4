import { describe, expect, it } from 'vitest';
import {
  APP_SHELL_PATH,
  articlePageOf,
  isSearchKey,
  mayKeepAnswer,
  needsNetworkWhenMissing,
  precacheListOf,
  searchKeywordOf,
  storeKeyOf,
  treatmentOf,
  type RequestFacts,
} from '../../core/platform/offline/offline-rules.ts';
import { COMPOSITE_PATH_FOR_OFFLINE } from '../../core/platform/offline/offline-calls.ts';
import { COMPOSITE_PATH } from '../../src/feed/feed-call.ts';
import { SERVICE_WORKER_CACHE_CONTROL } from '../../server/service-worker-file.ts';

/** What the offline worker keeps and never keeps (issue 28 item 5: core/platform/offline/offline-rules.ts). */
const ORIGIN = 'https://h5.mycs.cn';
const HOME = `${ORIGIN}/`;
const ARTICLE = `${ORIGIN}/details?newsId=100025&source=news`;
const FEED = `${ORIGIN}/api/cms/client/category/getCategoryCompositeData?categoryCode=mycs.news&pageSize=20&hasAdvert=1&refreshType=open&ssid=abc`;
const DETAIL = `${ORIGIN}/api/cms/client/content/getDetail/100025?preview=0&hasAdvert=1`;

const call = (url: string, more: Partial<RequestFacts> = {}): RequestFacts => ({ url, method: 'GET', mode: 'cors', destination: '', referrer: HOME, headerNames: ['content-type', 'x-client-type'], ...more });
const page = (url: string): RequestFacts => call(url, { mode: 'navigate', destination: 'document', referrer: '' });

describe('what the offline store keeps', () => {
  it('keeps pages, the build files, the home feed, an article (detail, more news, body, pictures) and search', () => {
    expect(treatmentOf(page(HOME), ORIGIN)).toBe('page');
    expect(treatmentOf(page(ARTICLE), ORIGIN)).toBe('page');
    expect(treatmentOf(call(`${ORIGIN}/assets/index-D4-CsGha.js`, { mode: 'cors', destination: 'script' }), ORIGIN)).toBe('app-file');
    expect(treatmentOf(call(FEED), ORIGIN)).toBe('answer');
    expect(treatmentOf(call(`${ORIGIN}/api/cms/client/content/getContentList?pageNum=2`), ORIGIN)).toBe('answer');
    expect(treatmentOf(call(DETAIL, { referrer: ARTICLE }), ORIGIN)).toBe('answer');
    expect(treatmentOf(call(`${ORIGIN}/api/cms/client/content/queryRecommendList?newsId=100025`, { referrer: ARTICLE }), ORIGIN)).toBe('answer');
    expect(treatmentOf(call(`${ORIGIN}/content/body/100025.html`, { referrer: ARTICLE }), ORIGIN)).toBe('answer');
    expect(treatmentOf(call('https://img.mycs.cn/a.jpg', { mode: 'no-cors', destination: 'image', referrer: ARTICLE }), ORIGIN)).toBe('picture');
    expect(treatmentOf(call(`${ORIGIN}/api/cms/client/content/search/v1`, { method: 'POST' }), ORIGIN)).toBe('answer');
    expect(treatmentOf(call(`${ORIGIN}/api/cms/client/search/all`, { method: 'POST' }), ORIGIN)).toBe('answer');
  });

  it('never keeps a preview page nor anything it asks for; a preview page offline gets the app, not a saved page', () => {
    expect(treatmentOf(page(`${ORIGIN}/?preview=1`), ORIGIN)).toBe('unsaved-page');
    expect(treatmentOf(page(`${ORIGIN}/details?newsId=100369&preview=1`), ORIGIN)).toBe('unsaved-page');
    expect(treatmentOf(call(`${FEED}&preview=1`), ORIGIN)).toBe('never');
    expect(treatmentOf(call(DETAIL, { referrer: `${ORIGIN}/details?newsId=100369&preview=1` }), ORIGIN)).toBe('never');
    expect(treatmentOf(call('https://img.mycs.cn/a.jpg', { destination: 'image', referrer: `${ORIGIN}/?preview=1` }), ORIGIN)).toBe('never');
  });

  it("never keeps a call carrying a reader's identity, a login or a personal call, nor a write", () => {
    expect(treatmentOf(call(FEED, { headerNames: ['content-type', 'token'] }), ORIGIN)).toBe('never');
    expect(treatmentOf(call(DETAIL, { headerNames: ['Authorization'] }), ORIGIN)).toBe('never');
    expect(treatmentOf(call(DETAIL, { headerNames: ['TGT'] }), ORIGIN)).toBe('never');
    expect(treatmentOf(call(`${ORIGIN}/api/cms/client/user/login`, { method: 'POST' }), ORIGIN)).toBe('never');
    expect(treatmentOf(call(`${ORIGIN}/api/cms/client/user/info`), ORIGIN)).toBe('never');
    expect(treatmentOf(call(`${ORIGIN}/api/cms/client/favorite/list`), ORIGIN)).toBe('never');
    expect(treatmentOf(call(`${ORIGIN}/api/cms/client/tracking/upload`, { method: 'POST' }), ORIGIN)).toBe('never');
    expect(treatmentOf(call(`${ORIGIN}/api/cms/client/contentStats/view/count?newsId=1`), ORIGIN)).toBe('never');
    expect(treatmentOf(call(`${ORIGIN}/graphql`, { method: 'POST' }), ORIGIN)).toBe('never');
    expect(treatmentOf(call(DETAIL, { method: 'PUT' }), ORIGIN)).toBe('never');
  });

  it("never serves another host's calls, an API address as a page, nor what is not http", () => {
    expect(treatmentOf(call('https://elsewhere.example/api/cms/client/content/getDetail/1'), ORIGIN)).toBe('never');
    expect(treatmentOf(page('https://elsewhere.example/'), ORIGIN)).toBe('never');
    expect(treatmentOf(page(`${ORIGIN}/api/cms/client/content/getDetail/1`), ORIGIN)).toBe('never');
    expect(treatmentOf(call('chrome-extension://x/y.js'), ORIGIN)).toBe('never');
    expect(treatmentOf(call('not an address'), ORIGIN)).toBe('never');
  });

  it("keeps only whole answers its server lets a browser keep (never a reader's own page)", () => {
    expect(mayKeepAnswer(200, 'basic', 'public, max-age=0, s-maxage=60')).toBe(true);
    expect(mayKeepAnswer(200, 'basic', null)).toBe(true);
    expect(mayKeepAnswer(0, 'opaque', null)).toBe(true); // a picture from another host
    expect(mayKeepAnswer(200, 'basic', 'private, no-store')).toBe(false);
    expect(mayKeepAnswer(200, 'basic', 'no-store')).toBe(false);
    expect(mayKeepAnswer(200, 'basic', 'private')).toBe(false);
    expect(mayKeepAnswer(206, 'basic', null)).toBe(false);
    expect(mayKeepAnswer(404, 'basic', null)).toBe(false);
    expect(mayKeepAnswer(502, 'basic', null)).toBe(false);
  });
});

describe('how answers are found again', () => {
  it('finds a feed page whatever its device id, and keeps each search under its body', () => {
    expect(storeKeyOf(FEED)).toBe(storeKeyOf(FEED.replace('ssid=abc', 'ssid=')));
    expect(storeKeyOf(FEED)).not.toContain('ssid');
    expect(storeKeyOf(`${ARTICLE}#comments`)).toBe(ARTICLE);
    const search = storeKeyOf(`${ORIGIN}/api/cms/client/content/search/v1`, '{"keyword":"长沙","pageNum":1}');
    expect(isSearchKey(search)).toBe(true);
    expect(isSearchKey(storeKeyOf(FEED))).toBe(false);
    expect(search).not.toBe(storeKeyOf(`${ORIGIN}/api/cms/client/content/search/v1`, '{"keyword":"长沙","pageNum":2}'));
    expect(searchKeywordOf('{"keyword":"长沙","pageNum":1}')).toBe('长沙');
    expect(searchKeywordOf('pageNum=1')).toBeNull();
  });

  it('saves the page of an article opened inside the app beside its detail answer (never a preview)', () => {
    expect(articlePageOf(call(DETAIL, { referrer: ARTICLE }), ORIGIN)).toBe(ARTICLE);
    expect(articlePageOf(call(FEED, { referrer: ARTICLE }), ORIGIN)).toBeNull();
    expect(articlePageOf(call(DETAIL, { referrer: `${ARTICLE}&preview=1` }), ORIGIN)).toBeNull();
    expect(articlePageOf(call(DETAIL, { referrer: 'https://elsewhere.example/details?newsId=1' }), ORIGIN)).toBeNull();
  });

  it('says a tap needs a network when an article or a search was not saved, not for a feed page', () => {
    expect(needsNetworkWhenMissing(DETAIL)).toBe(true);
    expect(needsNetworkWhenMissing(`${ORIGIN}/api/cms/client/search/all`)).toBe(true);
    expect(needsNetworkWhenMissing(FEED)).toBe(false);
  });
});

describe("a release's files", () => {
  it("installs the entry, every stylesheet and every language's texts from the build's manifest", () => {
    const manifest = {
      'index.html': { file: 'assets/index-D4.js', css: ['assets/index-DT.css'], isEntry: true },
      'virtual:catalogue/en': { file: 'assets/en-DP.js' },
      'virtual:catalogue/zh-CN': { file: 'assets/zh-CN-3f.js' },
      'virtual:catalogue/zh-TW': { file: 'assets/zh-TW-D_.js' },
      'src/pages/details/DetailPage.tsx': { file: 'assets/DetailPage-x.js', css: ['assets/DetailPage-y.css'], isEntry: false },
      'src/ssr/server-entry.tsx': { file: 'ssr.js', isEntry: true },
    };
    expect(precacheListOf(manifest)).toEqual(['/assets/DetailPage-y.css', '/assets/en-DP.js', '/assets/index-D4.js', '/assets/index-DT.css', '/assets/zh-CN-3f.js', '/assets/zh-TW-D_.js']);
    expect(APP_SHELL_PATH.startsWith('/')).toBe(true);
  });

  it("names the feed's call as the feed does, and the worker's file is revalidated and never shared", () => {
    expect(COMPOSITE_PATH_FOR_OFFLINE).toBe(COMPOSITE_PATH);
    expect(SERVICE_WORKER_CACHE_CONTROL).toContain('no-cache');
    expect(SERVICE_WORKER_CACHE_CONTROL).toContain('private');
  });
});
