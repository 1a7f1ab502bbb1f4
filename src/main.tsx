import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { PanelEntry } from '../core/engine/render/composite.ts';
import type { SeededAnswers } from '../core/engine/http/answer-seed.ts';
import type { Engine } from '../core/engine/render/engine.tsx';
import { AppRoot } from './AppRoot.tsx';
import { createPageEngine } from './engine.ts';
import type { FeedSeed } from './feed/feed-seed.ts';
import { HOME_CATEGORY } from './pages/HomePage.tsx';
import { startApp } from './pages/login/start-app.ts';
import type { LazyPageComponent } from './routes/lazy-page.tsx';
import { ROUTES } from './routes/route-table.tsx';
import { holdTapsUntilLive, takeEarlyTap } from './ssr/hold-taps.ts';
import { APP_READY_ATTRIBUTE, FEED_PART_ATTRIBUTE, FEED_READY_ATTRIBUTE, whenRootAttribute } from './ssr/ready-attributes.ts';
import { readServerRender, restoreStyleAttributes } from './ssr/server-render.ts';
import { showStartFailure } from './start-failure.ts';
import './styles.css';

const serverRender = readServerRender(document);
const route = ROUTES.find(({ path }) => path === window.location.pathname);
// Taps on a page the server rendered wait for what they land on to be live (src/ssr/hold-taps.ts),
// from the page's inline script's first hold on: the page, then a feed hydrating after it, then nested parts.
const earlyTap = takeEarlyTap();
if (serverRender) {
  const container = document.getElementById('root')!;
  const feed = route?.feedAfterReady ? container.querySelector(`[${FEED_PART_ATTRIBUTE}]`) : null;
  holdTapsUntilLive(
    [{ within: container, attribute: APP_READY_ATTRIBUTE }, ...(feed ? [{ within: feed, attribute: FEED_READY_ATTRIBUTE }] : [])],
    earlyTap,
  );
  // A page the server rendered hydrates as soon as its code is here: it starts loading now, beside app
  // start, in a task of its own (preloading its chunks' imports is work this evaluation need not carry:
  // one long task the less; the page's own chunk is already coming, named in the HTML).
  setTimeout(() => void (route?.preload ?? (route?.page as Partial<LazyPageComponent> | undefined)?.preload)?.(), 0);
}

/**
 * The feed's loading (its first page asked early, the resolver, the plugins' code): it comes with the
 * feed's chunk (src/feed/useFeed.ts imports it), so the home's first bundle carries none of it.
 */
const feedLoading = () => import('./feed/feed-loading.ts');

// A home the server did not render (its rendering failed, or preview) asks for its feed and the
// feed's code at once, beside app start and the texts (its HTML preloads the feed's chunk). A home the
// server rendered brings its first feed page inside the HTML, and its feed's code loads once the app
// is ready (seededFeeds): the page hydrates its header without waiting for it.
if (window.location.pathname === '/' && !serverRender) {
  // Preview asks after app start, with the editor's session: its list holds the drafts.
  if (new URLSearchParams(window.location.search).get('preview') !== '1') void feedLoading().then(({ prefetchFeed }) => prefetchFeed(HOME_CATEGORY));
  void import('../plugins/registries.ts').then(({ RENDER_PLUGINS }) => {
    for (const plugin of RENDER_PLUGINS) if (plugin.kind !== 'player') void plugin.load();
  });
}

/**
 * The seeded feeds' panels, with every plugin they show loaded: as the server resolved them (thawed,
 * no resolver or validators needed), or, for an answer seeded as it came, resolved here. A feed with
 * neither is left out: it asks for itself.
 */
async function resolvedFeeds(engine: Engine, { feeds = {}, json, panels = {} }: SeededAnswers): Promise<Record<string, PanelEntry[]>> {
  const [{ loadFeedResolver, loadFeedPlugins, thawPanels }] = await Promise.all([feedLoading(), engine.registry.complete()]);
  const seed: Record<string, PanelEntry[]> = {};
  const answered: [string, unknown][] = [];
  for (const [categoryCode, key] of Object.entries(feeds)) {
    const thawed = thawPanels(engine.registry.index, panels[categoryCode]);
    if (thawed) seed[categoryCode] = thawed;
    else if (json[key] !== undefined) answered.push([categoryCode, json[key]]);
  }
  if (answered.length > 0) {
    const { resolveComposite } = await loadFeedResolver();
    for (const [categoryCode, answer] of answered) seed[categoryCode] = resolveComposite(engine.registry.index, answer, engine.bus);
  }
  await loadFeedPlugins(Object.values(seed).flat());
  return seed;
}

/**
 * The feeds the server rendered (a feed's first page is a call of the page's seed: src/feed/feed-call.ts).
 * A page whose feed hydrates after it (the route's `feedAfterReady`: the home, the life home) gets each as a promise
 * its feed's Suspense boundary waits on, started once the app is ready; another page's feeds are its
 * first screen, with no boundary of their own to wait in: resolved before it hydrates. Settled with
 * nothing (or null), a feed renders by itself: its boundaries show what could not load.
 */
async function seededFeeds(engine: Engine, answers: SeededAnswers): Promise<FeedSeed | null> {
  const categories = Object.keys(answers.feeds ?? {});
  if (categories.length === 0) return null;
  if (!route?.feedAfterReady) return resolvedFeeds(engine, answers).catch(() => null);
  const resolved = whenRootAttribute(APP_READY_ATTRIBUTE).then(() => resolvedFeeds(engine, answers));
  return Object.fromEntries(categories.map((category) => [category, resolved.then((feeds) => feeds[category]).catch(() => undefined)]));
}

// Spec 1 §4: the app renders once app start (and its login, when one runs) is done; the language's
// texts load meanwhile.
// The rendering plugins join at start when the first screen shows them (the server says so) or a page
// the server renders renders by itself (preview, a failed render); else when something first renders
// one (the home's feed, after ready; the login or missing page, never).
const pageEngine = createPageEngine(window.location, navigator.languages, { renderPluginsAtStart: serverRender ? serverRender.plugins : !route?.clientOnly });
const appStarted = startApp(
  (notice) => void pageEngine.then((engine) => engine.services.notices.show(notice)),
  // A silent app goes to the render reports (they read what was announced before they started).
  (error) => void pageEngine.then((engine) => engine.bus.emit('page:error', { where: 'app-start', error })),
);
void Promise.all([pageEngine, appStarted]).then(async ([engine]) => {
  document.documentElement.lang = engine.language;
  const container = document.getElementById('root')!;
  const rendered = serverRender?.language === engine.language ? serverRender : null;
  // A page the server rendered: its calls answer its first render from what the server got, while it stays at that address.
  const renderedAt = `${window.location.pathname}${window.location.search}`;
  const pageAnswers = rendered?.answers ?? undefined;
  const calls = { seed: pageAnswers, seedHolds: () => `${window.location.pathname}${window.location.search}` === renderedAt };
  const seed = pageAnswers ? await seededFeeds(engine, pageAnswers) : null;
  const page = <AppRoot engine={engine} feedSeed={seed ?? {}} calls={calls} />;
  // Transitions: React renders (or hydrates) the first screen in slices that yield to the browser,
  // instead of one long task while the reader already sees the page and may be touching it.
  if (pageAnswers) {
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
