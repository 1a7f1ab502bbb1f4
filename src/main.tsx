import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { PanelEntry } from '../core/engine/render/composite.ts';
import type { SeededAnswers } from '../core/engine/http/answer-seed.ts';
import type { Engine } from '../core/engine/render/engine.tsx';
import { AppRoot } from './AppRoot.tsx';
import { createPageEngine } from './engine.ts';
import type { FeedSeed } from './feed/feed-seed.ts';
import { loadFeedPlugins, loadFeedResolver, prefetchFeed } from './feed/useFeed.ts';
import { HOME_CATEGORY } from './pages/HomePage.tsx';
import { CARD_PLUGINS } from '../plugins/cards/index.ts';
import { PANEL_PLUGINS } from '../plugins/panels/index.ts';
import { startApp } from './pages/login/start-app.ts';
import type { LazyPageComponent } from './routes/lazy-page.tsx';
import { ROUTES } from './routes/route-table.tsx';
import { holdTapsUntilLive, takeEarlyTap } from './ssr/hold-taps.ts';
import { APP_READY_ATTRIBUTE, FEED_READY_ATTRIBUTE, whenRootAttribute } from './ssr/ready-attributes.ts';
import { readServerRender, restoreStyleAttributes } from './ssr/server-render.ts';
import { showStartFailure } from './start-failure.ts';
import './styles.css';

const serverRender = readServerRender(document);
// Taps on a page the server rendered wait for what they land on to be live (src/ssr/hold-taps.ts),
// from the page's inline script's first hold on: the page, then the home's feed, then nested parts.
const earlyTap = takeEarlyTap();
if (serverRender) {
  const container = document.getElementById('root')!;
  const feed = serverRender.answers === null ? container.querySelector('main.feed') : null;
  holdTapsUntilLive(
    [{ within: container, attribute: APP_READY_ATTRIBUTE }, ...(feed ? [{ within: feed, attribute: FEED_READY_ATTRIBUTE }] : [])],
    earlyTap,
  );
}
// A page the server rendered hydrates as soon as its code is here: it starts loading now, beside app
// start, in a task of its own (preloading its chunks' imports is work this evaluation need not carry:
// one long task the less; the page's own chunk is already coming, named in the HTML).
if (serverRender?.answers) {
  const route = ROUTES.find(({ path }) => path === window.location.pathname);
  setTimeout(() => void (route?.preload ?? (route?.page as Partial<LazyPageComponent> | undefined)?.preload)?.(), 0);
}

// The home's data and plugin code start downloading at once, beside app start and the texts. A home the
// server rendered brings its first feed page inside the HTML, and its feed's code loads once the app is
// ready (homeSeedOf): the page hydrates its header without waiting for it.
if (window.location.pathname === '/' && !serverRender) {
  // Preview asks after app start, with the editor's session: its list holds the drafts.
  if (new URLSearchParams(window.location.search).get('preview') !== '1') prefetchFeed(HOME_CATEGORY);
  for (const plugin of [...PANEL_PLUGINS, ...CARD_PLUGINS]) void plugin.load();
}

/**
 * The home's feed answer, resolved as the server did, with every plugin it shows loaded: a promise
 * the feed's Suspense boundary waits on (src/feed/feed-seed.ts), started when the app is ready.
 */
function homeSeedOf(engine: Engine, feedAnswer: unknown): FeedSeed {
  const panels = whenRootAttribute(APP_READY_ATTRIBUTE).then(async () => {
    const { resolveComposite } = await loadFeedResolver();
    const resolved = resolveComposite(engine.registry.index, feedAnswer, engine.bus);
    await loadFeedPlugins(resolved);
    return resolved;
  });
  // Settled with nothing, the feed renders by itself: its boundaries show what could not load.
  return { [HOME_CATEGORY]: panels.catch(() => undefined) };
}

/**
 * Another page's feeds (a life tab's, the video tabs'), resolved before it hydrates: their panels are
 * the page's first screen, which has no boundary of its own to wait in. Null when they cannot be.
 */
async function pageFeedsOf(engine: Engine, { feeds = {}, json }: SeededAnswers): Promise<FeedSeed | null> {
  const { resolveComposite } = await loadFeedResolver();
  const seed: Record<string, PanelEntry[]> = {};
  try {
    for (const [categoryCode, key] of Object.entries(feeds)) seed[categoryCode] = resolveComposite(engine.registry.index, json[key], engine.bus);
    await loadFeedPlugins(Object.values(seed).flat());
  } catch {
    return null; // the page renders by itself: its boundaries show what could not load
  }
  return seed;
}

// Spec 1 §4: the app renders once app start (and its login, when one runs) is done; the language's
// texts load meanwhile.
const pageEngine = createPageEngine(window.location, navigator.languages);
const appStarted = startApp(
  (notice) => void pageEngine.then((engine) => engine.services.notices.show(notice)),
  // A silent app goes to the render reports (they read what was announced before they started).
  (error) => void pageEngine.then((engine) => engine.bus.emit('page:error', { where: 'app-start', error })),
);
void Promise.all([pageEngine, appStarted]).then(async ([engine]) => {
  document.documentElement.lang = engine.language;
  const container = document.getElementById('root')!;
  const rendered = serverRender?.language === engine.language ? serverRender : null;
  // Another page the server rendered: its calls answer its first render from what the server got, while it stays at that address.
  const renderedAt = `${window.location.pathname}${window.location.search}`;
  const pageAnswers = rendered?.answers ?? undefined;
  const calls = { seed: pageAnswers, seedHolds: () => `${window.location.pathname}${window.location.search}` === renderedAt };
  const home = rendered && rendered.answers === null ? rendered : null;
  const seed = home ? homeSeedOf(engine, home.feedAnswer) : pageAnswers?.feeds && Object.keys(pageAnswers.feeds).length > 0 ? await pageFeedsOf(engine, pageAnswers) : null;
  const page = <AppRoot engine={engine} feedSeed={seed ?? {}} calls={calls} />;
  // Transitions: React renders (or hydrates) the first screen in slices that yield to the browser,
  // instead of one long task while the reader already sees the page and may be touching it.
  if (seed || pageAnswers) {
    restoreStyleAttributes(container);
    startTransition(() => {
      hydrateRoot(container, page, {
        // A text that changed since the server rendered (a relative time) is rendered afresh: expected.
        onRecoverableError: (error) => engine.bus.emit('render:recovered', { message: String(error) }),
      });
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(page));
}).catch((error: unknown) => showStartFailure(document.getElementById('root')!, error));
