import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { PanelEntry } from '../core/feed/composite.ts';
import { AnswerSeed } from '../core/http/answer-seed.ts';
import type { Engine } from '../core/render/engine.tsx';
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
import { readServerRender, restoreStyleAttributes, type ServerRender } from './ssr/server-render.ts';
import './styles.css';

const serverRender = readServerRender(document);
// A page the server rendered hydrates as soon as its code is here: it starts loading now, beside app start.
if (serverRender?.answers) {
  const route = ROUTES.find(({ path }) => path === window.location.pathname);
  void (route?.preload ?? (route?.page as Partial<LazyPageComponent> | undefined)?.preload)?.();
}

// The home's data and plugin code start downloading at once, beside app start and the texts. A home the
// server rendered brings its first feed page inside the HTML.
if (window.location.pathname === '/') {
  // Preview asks after app start, with the editor's session: its list holds the drafts.
  if (!serverRender && new URLSearchParams(window.location.search).get('preview') !== '1') prefetchFeed(HOME_CATEGORY);
  for (const plugin of [...PANEL_PLUGINS, ...CARD_PLUGINS]) void plugin.load();
}

/** The feeds the server rendered, by category: the home's, or another page's (a life tab's). */
const serverFeeds = (render: ServerRender): Record<string, unknown> => (render.answers ? (render.answers.feeds ?? {}) : { [HOME_CATEGORY]: render.feedAnswer });

/** The server's feed answers, resolved as the server did, with every plugin they show loaded. */
async function seedOf(engine: Engine): Promise<FeedSeed | null> {
  if (!serverRender || serverRender.language !== engine.language) return null;
  const feeds = Object.entries(serverFeeds(serverRender));
  if (feeds.length === 0) return null;
  const { resolveComposite } = await loadFeedResolver();
  const seed: Record<string, PanelEntry[]> = {};
  try {
    for (const [categoryCode, answer] of feeds) seed[categoryCode] = resolveComposite(engine.registry.index, answer, engine.bus);
    await loadFeedPlugins(Object.values(seed).flat());
  } catch {
    return null; // the page renders by itself: its boundaries show what could not load
  }
  return seed;
}

// Spec 1 §4: the app renders once app start (and its login, when one runs) is done; the language's
// texts load meanwhile.
const pageEngine = createPageEngine(window.location, navigator.languages);
const appStarted = startApp((notice) => void pageEngine.then((engine) => engine.services.notices.show(notice)));
void Promise.all([pageEngine, appStarted]).then(async ([engine]) => {
  document.documentElement.lang = engine.language;
  const container = document.getElementById('root')!;
  const seed = await seedOf(engine);
  // Another page the server rendered: its first render reads the answers the server rendered it from.
  const rendered = serverRender?.answers && serverRender.language === engine.language ? serverRender.answers : null;
  const renderedAt = `${window.location.pathname}${window.location.search}`;
  const answerSeed = rendered ? new AnswerSeed(rendered, () => `${window.location.pathname}${window.location.search}` === renderedAt) : undefined;
  const page = <AppRoot engine={engine} feedSeed={seed ?? {}} answerSeed={answerSeed} />;
  // Transitions: React renders (or hydrates) the first screen in slices that yield to the browser,
  // instead of one long task while the reader already sees the page and may be touching it.
  if (seed || answerSeed) {
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
});
