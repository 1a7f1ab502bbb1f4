import { expect, type APIRequestContext } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { appName } from '../../../cities/changsha.ts';

/*
 * Issue 32 item 3, read as a crawler and a chat app's link preview read it: a page's head, without
 * running its scripts, checked against the CMS's own answer; the sitemaps parsed and followed.
 */

/** The app's name in the pages' heads: the city's (cities/changsha.ts, the city the e2e server runs). */
export const APP_NAME = appName;
/** WeChat's in-app browser on Android (spec 1 §4: a chat-app browser). */
export const WECHAT_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47';

export interface Head {
  title: string;
  meta(key: string): string | null;
  canonical: string | null;
  jsonLd: Record<string, unknown>[];
  robotsHeader: string | undefined;
}

export async function headOf(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<Head> {
  const response = await request.get(path, { headers });
  expect(response.status()).toBe(200);
  const { document } = new JSDOM(await response.text()).window;
  return {
    title: document.title,
    meta: (key) => document.querySelector(`head meta[property="${key}"], head meta[name="${key}"]`)?.getAttribute('content') ?? null,
    canonical: document.querySelector('head link[rel="canonical"]')?.getAttribute('href') ?? null,
    jsonLd: [...document.querySelectorAll('head script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>),
    robotsHeader: response.headers()['x-robots-tag'],
  };
}

/** The `data` of a CMS answer (through the page's own origin). */
export async function cmsData<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = (await (await request.get(path)).json()) as { code: number; data: T };
  expect(answer.code).toBe(200);
  return answer.data;
}

export interface ContentFields {
  id: number;
  title: string;
  brief?: string;
  shareTitle?: string;
  shareImageUrl?: string;
  thumbnailUrl?: string;
  imagesUrl?: string;
  source?: string;
}

/** The absolute address of the first picture of a comma list, on the page's site. */
export const pictureOf = (origin: string, ...lists: (string | undefined)[]) => {
  const first = lists.map((list) => list?.split(',')[0]?.trim()).find(Boolean);
  return first ? new URL(first, origin).href : null;
};

/** The addresses (loc) of a sitemap, which must parse as XML in the sitemaps' namespace. */
export async function sitemapAddresses(request: APIRequestContext, path: string): Promise<{ locs: string[]; document: Document; cacheControl: string | undefined }> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const { document } = new JSDOM(await response.text(), { contentType: 'application/xml' }).window;
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return { locs: [...document.getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''), document, cacheControl: response.headers()['cache-control'] };
}
