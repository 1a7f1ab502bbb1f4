/**
 * The server's rendering of every page it renders, the home among them: the page renders once against a *recording*
 * call cache (core/engine/http/call-cache.ts). Every call its first render asks for (`useCall`, a feed's
 * first page) is made through the server's port as the render reaches it (React's prerender waits for
 * them), and what it got becomes the page's answer seed, handed over as JSON: the page hydrates the
 * same tree from it (src/main.tsx). No route names its calls twice.
 */
import { JSDOM, ResourceLoader } from 'jsdom';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { resolveComposite, type PanelEntry } from '../../core/engine/render/composite.ts';
import { freezePanels } from '../../core/engine/render/frozen-panels.ts';
import type { SeededAnswers } from '../../core/engine/http/answer-seed.ts';
import { keyOf, type CallRequest } from '../../core/engine/http/call.ts';
import { CallCache, LEFT_TO_BROWSER, type CallFetcher } from '../../core/engine/http/call-cache.ts';
import { en, zhCN, zhTW } from '../../core/engine/i18n/catalogue.ts';
import { translatorFor, type Catalogue, type Language } from '../../core/engine/i18n/i18n.ts';
import { createEngine, type Engine } from '../../core/engine/render/engine.tsx';
import { FEED_PART_ATTRIBUTE } from './ready-attributes.ts';
import { RenderedChunksContext } from '../../core/engine/render/rendered-chunks.tsx';
import { keepSanitizedBodies, type PageWindow } from '../../core/engine/sanitize/sanitize-html.ts';
import { sanitizedBodyStore } from './sanitized-bodies.ts';
import { provideBundledReaderValidators } from '../../core/engine/schema/reader-validators.ts';
import type { Registry } from '../../core/engine/registry/registry.ts';
import { createRenderRegistry } from '../../plugins/registries.ts';
import { AppRoot } from '../AppRoot.tsx';
import { feedCall } from '../feed/feed-call.ts';
import type { FeedSeed } from '../feed/feed-seed.ts';
import { ROUTE_RECORDS } from '../routes/route-records.ts';
import type { FetchedAnswer, PageRender, PageRenderInput } from './render-contract.ts';
import { createServerServices } from './server-services.ts';

// The server reads every answer it renders with (the page then takes them as read: its seed).
provideBundledReaderValidators();

export type { FetchedAnswer, PageRender, PageRenderInput };

const CATALOGUES: Record<Language, Catalogue> = { en, 'zh-CN': zhCN, 'zh-TW': zhTW };

// Every reader of an article gets the same sanitized body: kept, it costs a render no document.
const sanitizedBodies = sanitizedBodyStore();
keepSanitizedBodies(sanitizedBodies);

/** The paths the server renders: the routes whose record says so (src/routes/route-records.ts). */
export const SERVER_RENDERED_PATHS: readonly string[] = ROUTE_RECORDS.filter((record) => record.serverRendered).map(({ path }) => path);

/** The server's side of the page's calls: the CMS through the server's port, bodies of the site (or, in production, of the platform's hosts). */
function serverFetcher({ fetchAnswer, fetchBody }: Pick<PageRenderInput, 'fetchAnswer' | 'fetchBody'>, page: URL): CallFetcher {
  const json = (answer: FetchedAnswer): unknown => {
    if (answer.status !== 200) throw new Error(`status ${answer.status}`);
    return JSON.parse(answer.body) as unknown;
  };
  const body = async (url: string): Promise<string | typeof LEFT_TO_BROWSER> => {
    const address = new URL(url, page);
    const own = address.origin === page.origin ? `${address.pathname}${address.search}` : null;
    if (fetchBody) return (await fetchBody(own ?? address.href)) ?? LEFT_TO_BROWSER;
    if (own === null) return LEFT_TO_BROWSER; // another site's: the browser fetches it
    const answer = await fetchAnswer(own);
    if (answer.status !== 200) throw new Error(`status ${answer.status}`);
    return answer.body;
  };
  return async (request: CallRequest) => {
    if (request.kind === 'text') return body(request.path);
    if (request.method === 'POST') return json(await fetchAnswer(request.path, { body: JSON.stringify(request.params) }));
    return json(await fetchAnswer(keyOf(request)));
  };
}

/**
 * The feeds the render opens, made through the recording cache and resolved as the page would resolve
 * them before hydrating (src/main.tsx): a feed that does not resolve is left to the page. Each resolved
 * feed's panels are kept in `resolved`, for the seed.
 */
function recordingFeeds(engine: Engine, cache: CallCache, resolved: Map<string, readonly PanelEntry[]>): FeedSeed {
  const asked = new Map<string, Promise<readonly PanelEntry[] | undefined>>();
  return new Proxy<FeedSeed>(
    {},
    {
      get(_, categoryCode) {
        if (typeof categoryCode !== 'string') return undefined;
        let panels = asked.get(categoryCode);
        if (!panels) {
          panels = cache
            .load(feedCall, { categoryCode })
            .then((state) => {
              if (state.status !== 'ready') return undefined;
              const entries = resolveComposite(engine.registry.index, state.value, engine.bus);
              resolved.set(categoryCode, entries);
              return entries;
            })
            .catch(() => undefined);
          asked.set(categoryCode, panels);
        }
        return panels;
      },
    },
  );
}

/**
 * The seed hands each feed the server resolved as its panels (core/engine/render/frozen-panels.ts), in
 * place of its answer: the page hydrates them without the resolver and the validators.
 */
function seedPanels(answers: SeededAnswers, resolved: ReadonlyMap<string, readonly PanelEntry[]>): void {
  for (const [categoryCode, entries] of resolved) {
    const key = answers.feeds?.[categoryCode];
    if (key === undefined) continue;
    (answers.panels ??= {})[categoryCode] = freezePanels(entries);
    delete answers.json[key];
  }
}

/**
 * A window at the page's address, with the reader's browser: what the page checks addresses against,
 * asks which browser it is in (WeChat's has its own share menu), and sanitizes bodies with. Only a body
 * not yet sanitized needs a document (jsdom, some milliseconds): made on first use.
 */
function lazyPageWindow(page: URL, userAgent: string): { window: PageWindow; close(): void } {
  let dom: JSDOM | null = null;
  const own: Record<string, unknown> = { location: page, navigator: { userAgent } };
  const documentWindow = () => (dom ??= new JSDOM('', { url: page.href, resources: new ResourceLoader({ userAgent }) })).window as unknown as Record<string | symbol, unknown>;
  const window = new Proxy(own, { get: (target, name) => (typeof name === 'string' && name in target ? target[name] : documentWindow()[name]) }) as unknown as PageWindow;
  return { window, close: () => dom?.window.close() };
}

/** The rendering plugins' registry, noting whether the render read it (dispatched or resolved a plugin). */
function notingRegistry(): { registry: Registry; read: () => boolean } {
  const full = createRenderRegistry();
  let read = false;
  const registry: Registry = {
    get index() {
      read = true;
      return full.index;
    },
    register: (...plugins) => full.register(...plugins),
    all: () => full.all(),
    complete: () => full.complete(),
  };
  return { registry, read: () => read };
}

/** The routes whose feeds hydrate after the page is ready: their plugins come with the feed. */
const FEEDS_AFTER_READY: readonly string[] = ROUTE_RECORDS.filter((record) => record.feedAfterReady).map(({ path }) => path);

/** The page's HTML and the answers it was rendered from, or null when the server does not render it. */
export async function renderPage({ language, pageUrl, userAgent, fetchAnswer, fetchBody }: PageRenderInput): Promise<PageRender | null> {
  const page = new URL(pageUrl);
  // Preview shows drafts to a signed-in editor: the page asks with the editor's session itself.
  if (!SERVER_RENDERED_PATHS.includes(page.pathname) || page.searchParams.get('preview') === '1') return null;
  const { registry, read: pluginsRead } = notingRegistry();
  const engine = createEngine({
    registry,
    preview: false,
    language,
    t: translatorFor(CATALOGUES[language]),
    services: createServerServices(userAgent),
  });
  const calls = new CallCache({ fetch: serverFetcher({ fetchAnswer, fetchBody }, page), recording: true });
  const pageWindow = lazyPageWindow(page, userAgent);
  const chunks = new Set<string>();
  const resolvedFeeds = new Map<string, readonly PanelEntry[]>();
  try {
    const { prelude } = await prerenderToNodeStream(
      <RenderedChunksContext.Provider value={chunks}>
        <AppRoot
          engine={engine}
          feedSeed={recordingFeeds(engine, calls, resolvedFeeds)}
          calls={{ cache: calls }}
          pageWindow={pageWindow.window}
          ssrPath={page.pathname}
          ssrSearch={page.search.replace(/^\?/, '')}
        />
      </RenderedChunksContext.Provider>,
      // Every boundary in place: no inline script may move them (the page's CSP has no inline scripts).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await text(prelude);
    const answers = calls.recorded();
    // A page that found no content (no id, a failed record, only the reader's own calls) is left to
    // the browser, which renders it as without a server. One that asked for nothing needs nothing (the
    // search form without a text, issue 32): it is rendered as it is.
    const answered = Object.keys(answers.json).length + Object.keys(answers.reads ?? {}).length > 0;
    if (calls.failedCall() !== null || (calls.askedAny() && !answered)) return null;
    seedPanels(answers, resolvedFeeds);
    // A feed that hydrates after ready brings its plugins with it; a page of the same route without one (/video?id=, a video's detail) shows them on its first screen.
    const feedAfterReady = FEEDS_AFTER_READY.includes(page.pathname) && html.includes(FEED_PART_ATTRIBUTE);
    return { html, answers, chunks: [...chunks], plugins: pluginsRead() && !feedAfterReady };
  } finally {
    pageWindow.close();
  }
}
