/*
 * What the offline store keeps and what it never does (issue 28 item 5): the pure rules the service
 * worker (src/offline/service-worker.ts) applies to each request and answer, in one place a node test
 * can hold. Nothing here touches the worker's globals.
 */
import { COMPOSITE_PATH_FOR_OFFLINE, DETAIL_PATH_PREFIX, LOAD_MORE_PATH_FOR_OFFLINE, RECOMMEND_PATH_FOR_OFFLINE, SEARCH_PATHS_FOR_OFFLINE } from './offline-calls.ts';

/** The request headers that carry a reader's identity (spec 1 §7), as the server's cache policy counts them. */
export const IDENTITY_HEADERS: readonly string[] = ['token', 'authorization', 'tgt'];
/** The editors' preview flag: a preview is never served from, nor written to, the offline store. */
export const PREVIEW_PARAM = 'preview';
/** The feed's device id: the same answer for any value, so it is no part of the stored answer's key. */
export const VOLATILE_PARAMS: readonly string[] = ['ssid'];
/** Where the server answers the bare app (no server rendering): served offline for a page not saved. */
export const APP_SHELL_PATH = '/__app-shell';
/** Stored answers, pages and bodies at most (our choice: a week of a reader's articles, a few MB). */
export const MAX_SAVED_ANSWERS = 400;
/** Stored pictures at most (our choice: the saved feeds' and articles' pictures, some tens of MB). */
export const MAX_SAVED_PICTURES = 600;

/** The request as the worker sees it. */
export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a page. */
  mode: string;
  /** Request.destination: 'image' for a picture, '' for a fetch. */
  destination: string;
  /** The page that made it ('' for a navigation typed in). */
  referrer: string;
  /** Names of the request's headers, lower-cased. */
  headerNames: readonly string[];
}

/**
 * How the worker treats a request:
 * - `page`: a page (network first; offline, the saved page, else the app shell);
 * - `unsaved-page`: a preview page (the network only, never stored; offline, the app shell, which
 *   asks for its answers and says they need a network);
 * - `app-file`: a hashed build file (saved once, served from the store: it never changes under its name);
 * - `answer`: an anonymous call the home, an article or search makes (network first, else the saved answer);
 * - `picture`: saved as it loads, served from the store first;
 * - `never`: the network only, never stored (preview, a reader's identity, anything else).
 */
export type Treatment = 'page' | 'unsaved-page' | 'app-file' | 'answer' | 'picture' | 'never';

const hasPreview = (address: string): boolean => {
  try {
    return new URL(address).searchParams.get(PREVIEW_PARAM) === '1';
  } catch {
    return false;
  }
};

/** Whether the request carries a reader's identity (their token, Authorization or ticket header). */
export const carriesIdentity = (facts: RequestFacts): boolean => facts.headerNames.some((name) => IDENTITY_HEADERS.includes(name.toLowerCase()));

/** Whether a call is one the offline store keeps: the home's feed pages, an article's detail and 'more news', search. */
export function isKeptCall(path: string, method: string): boolean {
  if (method === 'POST') return SEARCH_PATHS_FOR_OFFLINE.includes(path);
  if (method !== 'GET') return false;
  return path === COMPOSITE_PATH_FOR_OFFLINE || path === LOAD_MORE_PATH_FOR_OFFLINE || path === RECOMMEND_PATH_FOR_OFFLINE || path.startsWith(DETAIL_PATH_PREFIX);
}

/**
 * Whether a call the network could not answer and the store had not saved means the reader's tap
 * needs a network (an article not opened before, a search not made): the banner says so. A feed's
 * next page is the feed's own to say.
 */
export function needsNetworkWhenMissing(address: string): boolean {
  const { pathname } = new URL(address);
  return pathname.startsWith(DETAIL_PATH_PREFIX) || SEARCH_PATHS_FOR_OFFLINE.includes(pathname);
}

/** The treatment of one request on the page's origin `origin`. */
export function treatmentOf(facts: RequestFacts, origin: string): Treatment {
  let url: URL;
  try {
    url = new URL(facts.url);
  } catch {
    return 'never';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'never';
  const own = url.origin === origin;
  if (facts.mode === 'navigate') {
    if (!own || facts.method !== 'GET' || url.pathname.startsWith('/api/')) return 'never';
    return hasPreview(facts.url) ? 'unsaved-page' : 'page';
  }
  // Everything a preview page asks for, and anything carrying a reader's identity.
  if (hasPreview(facts.url) || hasPreview(facts.referrer) || carriesIdentity(facts)) return 'never';
  if (facts.destination === 'image' && facts.method === 'GET') return 'picture';
  if (!own) return 'never';
  if (facts.method === 'GET' && url.pathname.startsWith('/assets/')) return 'app-file';
  // An article's body (the local CMS's and the server's own addresses for it).
  if (facts.method === 'GET' && url.pathname.startsWith('/content/') && facts.destination === '') return 'answer';
  if (url.pathname.startsWith('/api/') && isKeptCall(url.pathname, facts.method)) return 'answer';
  return 'never';
}

/**
 * Whether an answer may be stored: a whole success (200, or an opaque picture from another host),
 * that its server allows a browser to keep (never `no-store` nor `private`: a reader's own page).
 */
export function mayKeepAnswer(status: number, type: string, cacheControl: string | null): boolean {
  if (/(?:^|[\s,])(?:no-store|private)(?:$|[\s,=])/i.test(cacheControl ?? '')) return false;
  return status === 200 || type === 'opaque';
}

/**
 * The address an answer is stored under: the request's, without the parameters that do not change
 * the answer; a search (a POST) under its address with its body, so that each search is its own.
 */
export function storeKeyOf(address: string, body?: string): string {
  const url = new URL(address);
  for (const name of VOLATILE_PARAMS) url.searchParams.delete(name);
  if (body !== undefined) url.searchParams.set('__body', body);
  url.hash = '';
  return url.href;
}

/** The keyword of a search call's JSON body (search keeps only the last one's answers), or null. */
export function searchKeywordOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { keyword?: unknown };
    return typeof parsed.keyword === 'string' ? parsed.keyword : null;
  } catch {
    return null;
  }
}

/** Whether a stored key is a search answer (stored with its body). */
export const isSearchKey = (key: string): boolean => new URL(key).searchParams.has('__body');

/**
 * The page to save beside an article's detail answer: the page that asked for it (the article a
 * reader opened inside the app, which made no page request of its own), on our origin and not a preview.
 */
export function articlePageOf(facts: RequestFacts, origin: string): string | null {
  if (!facts.url.startsWith(`${origin}${DETAIL_PATH_PREFIX}`) || !facts.referrer.startsWith(`${origin}/`) || hasPreview(facts.referrer)) return null;
  return storeKeyOf(facts.referrer);
}

/**
 * The app files to save when a release installs, from the build's manifest: the entry, every
 * stylesheet and every language's texts (the rest is saved as it loads). Every stylesheet, not only
 * the entry's: a server-rendered page inlines some and never fetches them, yet the module loader asks
 * for a lazy chunk's styles before it runs it, offline too (about 22 KB gz in all).
 */
export function precacheListOf(manifest: Readonly<Record<string, { file: string; css?: string[]; isEntry?: boolean }>>): string[] {
  const files = new Set<string>();
  for (const [source, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry && source.endsWith('.html')) files.add(`/${chunk.file}`);
    if (!source.startsWith('src/ssr/')) for (const css of chunk.css ?? []) files.add(`/${css}`);
    if (source.startsWith('virtual:catalogue/')) files.add(`/${chunk.file}`);
  }
  return [...files].toSorted();
}
