/*
 * The offline store's service worker (issue 28 item 5), built on its own into dist/sw.js
 * (scripts/vite-service-worker-plugin.ts, which puts in the release's app files). What is kept and
 * what never is: core/platform/offline/offline-rules.ts. A new release installs beside the old one and takes
 * over on the next visit (no skipWaiting: never under a reader mid-read).
 */
import {
  APP_SHELL_PATH,
  articlePageOf,
  isSearchKey,
  MAX_SAVED_ANSWERS,
  MAX_SAVED_PICTURES,
  mayKeepAnswer,
  needsNetworkWhenMissing,
  searchKeywordOf,
  storeKeyOf,
  treatmentOf,
  type RequestFacts,
} from '../../core/platform/offline/offline-rules.ts';
import { OFFLINE_MISSING, OFFLINE_SERVED, KEEP_LOADED, type OfflineMessage } from './offline-messages-protocol.ts';

declare const OFFLINE_PRECACHE: string[];
declare const OFFLINE_RELEASE: string;

interface ExtendableEventLike extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  clientId: string;
  respondWith(answer: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown;
  source: { id: string; postMessage(message: OfflineMessage): void } | null;
}
interface WorkerScope {
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  clients: { claim(): Promise<void>; get(id: string): Promise<{ postMessage(message: OfflineMessage): void } | undefined> };
}

const worker = self as unknown as WorkerScope;
const ORIGIN = worker.location.origin;
/** This release's app files; the saved answers and pictures outlive releases. */
const APP_FILES = `app-files-${OFFLINE_RELEASE}`;
const ANSWERS = 'saved-answers-v1';
const PICTURES = 'saved-pictures-v1';

const factsOf = (request: Request): RequestFacts => ({
  url: request.url,
  method: request.method,
  mode: request.mode,
  destination: request.destination,
  referrer: request.referrer,
  headerNames: [...request.headers.keys()],
});

worker.addEventListener('install', (event) => {
  // addAll fails as a whole: a release whose files cannot all be saved does not install.
  event.waitUntil(caches.open(APP_FILES).then((files) => files.addAll([...OFFLINE_PRECACHE, APP_SHELL_PATH])));
});

worker.addEventListener('activate', (event) => {
  const gone = caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith('app-files-') && name !== APP_FILES).map((name) => caches.delete(name))));
  // The first release takes the page that registered it (there is no older one to take over from).
  event.waitUntil(gone.then(() => worker.clients.claim()));
});

/** Saves `answer` under `key`, newest last, keeping at most `limit` entries of that store. */
async function keep(storeName: string, key: string, answer: Response, limit: number): Promise<void> {
  if (!mayKeepAnswer(answer.status, answer.type, answer.headers.get('cache-control'))) return;
  const store = await caches.open(storeName);
  await store.delete(key);
  await store.put(key, answer);
  const keys = await store.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((old) => store.delete(old)));
}

/** Search keeps only its last keyword's answers. */
async function forgetOtherSearches(keyword: string | null): Promise<void> {
  const store = await caches.open(ANSWERS);
  for (const key of await store.keys()) {
    if (isSearchKey(key.url) && searchKeywordOf(new URL(key.url).searchParams.get('__body') ?? '') !== keyword) await store.delete(key);
  }
}

/**
 * What each page was last told (a page that needed the network stays told so). The page's banner
 * starts after its load and an idle moment, later than its first calls: it asks then (KEEP_LOADED).
 */
const told = new Map<string, typeof OFFLINE_SERVED | typeof OFFLINE_MISSING>();
/** Pages remembered at most (our choice: the open tabs of one reader). */
const TOLD_PAGES = 32;

function tell(clientId: string, message: { type: typeof OFFLINE_SERVED | typeof OFFLINE_MISSING }): void {
  if (told.get(clientId) !== OFFLINE_MISSING) told.set(clientId, message.type);
  if (told.size > TOLD_PAGES) told.delete(told.keys().next().value!);
  // A Client's postMessage has no target origin: the client is this origin's own page.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  void worker.clients.get(clientId).then((client) => client?.postMessage(message));
}

/** Network first; when the network fails, the saved answer (and the page is told), else the failure. */
async function networkFirst(event: FetchEventLike, key: string, fallback?: () => Promise<Response | undefined>): Promise<Response> {
  const saysMissing = needsNetworkWhenMissing(event.request.url);
  try {
    const answer = await fetch(event.request);
    event.waitUntil(keep(ANSWERS, key, answer.clone(), MAX_SAVED_ANSWERS));
    return answer;
  } catch (failure) {
    const saved = (await caches.match(key, { ignoreVary: true })) ?? (await fallback?.());
    if (event.clientId && (saved || saysMissing)) tell(event.clientId, { type: saved ? OFFLINE_SERVED : OFFLINE_MISSING });
    if (saved) return saved;
    throw failure;
  }
}

/** Saved first, else the network (and saved); a page that cannot get an app file offline is told it needs a network. */
async function savedFirst(event: FetchEventLike, storeName: string, limit: number): Promise<Response> {
  const { request } = event;
  const saved = await caches.match(request, { ignoreVary: true });
  if (saved) return saved;
  try {
    const answer = await fetch(request);
    event.waitUntil(keep(storeName, request.url, answer.clone(), limit));
    return answer;
  } catch (failure) {
    if (event.clientId && storeName === APP_FILES) tell(event.clientId, { type: OFFLINE_MISSING });
    throw failure;
  }
}

async function answerCall(event: FetchEventLike): Promise<Response> {
  const { request } = event;
  if (request.method !== 'POST') {
    const facts = factsOf(request);
    const articlePage = articlePageOf(facts, ORIGIN);
    const answer = await networkFirst(event, storeKeyOf(request.url));
    // An article opened inside the app made no page request: its page is saved beside its answer.
    if (articlePage && !(await caches.match(articlePage))) event.waitUntil(fetch(articlePage).then((page) => keep(ANSWERS, articlePage, page, MAX_SAVED_ANSWERS)).catch(() => {}));
    return answer;
  }
  const body = await request.clone().text();
  const key = storeKeyOf(request.url, body);
  event.waitUntil(forgetOtherSearches(searchKeywordOf(body)));
  // The store keeps GET answers only: a search's is saved as the answer to its key.
  return networkFirst(event, key);
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  switch (treatmentOf(factsOf(request), ORIGIN)) {
    case 'page':
      // The app shell renders a page not saved; it asks for its answers, which say what needs a network.
      return event.respondWith(networkFirst(event, storeKeyOf(request.url), () => caches.match(APP_SHELL_PATH)));
    case 'unsaved-page':
      return event.respondWith(fetch(request).catch(async (failure: unknown) => (await caches.match(APP_SHELL_PATH)) ?? Promise.reject(failure)));
    case 'app-file':
      return event.respondWith(savedFirst(event, APP_FILES, Number.POSITIVE_INFINITY));
    case 'picture':
      return event.respondWith(savedFirst(event, PICTURES, MAX_SAVED_PICTURES));
    case 'answer':
      return event.respondWith(answerCall(event));
    case 'never':
      return undefined; // the browser's own fetch, untouched
  }
});

/** What the page loaded before this worker controlled it (its page, its files, its pictures). */
worker.addEventListener('message', (event) => {
  const message = event.data as OfflineMessage | null;
  if (message?.type !== KEEP_LOADED) return;
  const said = event.source ? told.get(event.source.id) : undefined;
  if (said) event.source?.postMessage({ type: said });
  event.waitUntil(
    Promise.all(
      message.urls.map(async (url) => {
        const facts: RequestFacts = { url, method: 'GET', mode: url === message.page ? 'navigate' : 'no-cors', destination: message.pictures.includes(url) ? 'image' : '', referrer: message.page, headerNames: [] };
        const treatment = treatmentOf(facts, ORIGIN);
        if (treatment === 'never' || treatment === 'answer' || treatment === 'unsaved-page') return;
        const store = treatment === 'picture' ? PICTURES : treatment === 'app-file' ? APP_FILES : ANSWERS;
        if (await caches.match(storeKeyOf(url))) return;
        const answer = await fetch(url, treatment === 'picture' && new URL(url).origin !== ORIGIN ? { mode: 'no-cors' } : {}).catch(() => null);
        if (answer) await keep(store, storeKeyOf(url), answer, treatment === 'picture' ? MAX_SAVED_PICTURES : MAX_SAVED_ANSWERS);
      }),
    ),
  );
});
