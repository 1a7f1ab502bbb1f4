/**
 * The server's rendering of the home (built on its own: `vite build --ssr`, into dist/ssr): the first
 * feed page as HTML, so a reader sees the news before any script has run, and the page then hydrates
 * the same tree (src/main.tsx). server/home-page.ts calls it; anything it cannot render falls back to
 * the app shell.
 */
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { resolveComposite, type PanelEntry } from '../../core/engine/render/composite.ts';
import { en, zhCN, zhTW } from '../../core/engine/i18n/catalogue.ts';
import { translatorFor, type Catalogue, type Language } from '../../core/engine/i18n/i18n.ts';
import { createEngine } from '../../core/engine/render/engine.tsx';
import { createRenderRegistry } from '../../plugins/registries.ts';
import { AppRoot } from '../AppRoot.tsx';
import { HOME_CATEGORY } from '../pages/HomePage.tsx';

const CATALOGUES: Record<Language, Catalogue> = { en, 'zh-CN': zhCN, 'zh-TW': zhTW };

export interface HomeRenderInput {
  language: Language;
  /** The CMS answer of the home's first feed request (server/home-page.ts HOME_FEED_REQUEST). */
  feedAnswer: unknown;
  /** The page's query string ('?lang=en'), as the browser will see it. */
  search: string;
}

/** The home's HTML inside #root, or null when the answer gives no feed to show (the page then loads it). */
export async function renderHome({ language, feedAnswer, search }: HomeRenderInput): Promise<string | null> {
  const engine = createEngine({ registry: createRenderRegistry(), preview: false, language, t: translatorFor(CATALOGUES[language]) });
  let panels: PanelEntry[];
  try {
    panels = resolveComposite(engine.registry.index, feedAnswer, engine.bus);
  } catch {
    return null; // a failed answer: the page asks again and shows its failed state
  }
  if (!panels.some((entry) => entry.status === 'ok')) return null;
  const { prelude } = await prerenderToNodeStream(
    <AppRoot engine={engine} feedSeed={{ [HOME_CATEGORY]: panels }} ssrPath="/" ssrSearch={search.replace(/^\?/, '')} />,
    // Every boundary in place: no inline script may move them (the page's CSP has no inline scripts).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return text(prelude);
}
export { renderPage, SERVER_RENDERED_PATHS } from './page-ssr.tsx';
/** The city the renderer was built for: the server refuses a build of another city than its own (`CITY`). */
export { name as CITY_NAME } from '../../cities/current.ts';
// The head of a page and the sitemaps' list (server/page-head.ts, server/sitemaps.ts).
export { pageMeta } from './page-meta.ts';
export { siteIndex } from './site-index.ts';
