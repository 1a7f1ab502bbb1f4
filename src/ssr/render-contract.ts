/**
 * The one contract between the page server (server/) and the build's renderer and page (src/ssr):
 * where the HTML carries what the server rendered from, and what the renderer takes and gives. Plain
 * data and types, importing nothing: the server reads it as it is (tests/unit/boundaries.test.ts).
 */

/** Where the server puts the answers a page was rendered from (server/rendered-pages.ts writes it, src/ssr/server-render.ts reads it). */
export const SERVER_ANSWERS_ELEMENT_ID = 'page-answers';
/** The attribute of #root naming the language the server rendered in. */
export const SERVER_LANGUAGE_ATTRIBUTE = 'data-ssr-lang';
/** The attribute of #root that says the page's first screen shows plugins: it registers them before it hydrates. */
export const SERVER_PLUGINS_ATTRIBUTE = 'data-ssr-plugins';
/** The rendering plugins' registrations' chunk (its name in the build, vite.config.ts): preloaded for a page whose first screen shows plugins. */
export const RENDER_PLUGINS_CHUNK = 'render-plugins';

/** One answer of the CMS (or of the site, for a body) as the server got it. */
export interface FetchedAnswer {
  status: number;
  body: string;
}

/** What a page was rendered from, handed to it to hydrate from (core/engine/http/answer-seed.ts reads it). */
export interface RenderedAnswers {
  /** JSON answers by their call's key. */
  json: Record<string, unknown>;
  /** Article bodies by their address. */
  texts: Record<string, string>;
  /** Answers as the page's calls read them, by call key. */
  reads?: Record<string, unknown>;
  /** The feeds' answers' keys by category code. */
  feeds?: Record<string, string>;
  /** The feeds' panels as the server resolved them, by category code (their answers are then left out). */
  panels?: Record<string, unknown>;
  /** Lists' items as the server resolved them, by call key and panel id. */
  resolved?: Record<string, unknown>;
}

export interface PageRenderInput {
  language: 'zh-CN' | 'zh-TW' | 'en';
  /** The page's full address as the reader sees it (origin, path, query). */
  pageUrl: string;
  /** The reader's browser (a chat app's browser renders some things otherwise). */
  userAgent: string;
  /** GET (or, with a body, a JSON POST) of an address of the page's own site ('/api/...', '/content/...'). */
  fetchAnswer(url: string, post?: { body: string }): Promise<FetchedAnswer>;
  /**
   * An article body: a path of the page's own site, or another host's address. Production's server
   * fetches bodies from the platform's hosts (and keeps them); without it, only the site's own paths,
   * through fetchAnswer. Null: the browser fetches it.
   */
  fetchBody?(address: string): Promise<string | null>;
}

export interface PageRender {
  /** The page's HTML inside #root. */
  html: string;
  /** What the page reads on its first render, for it to hydrate from. */
  answers: RenderedAnswers;
  /** The lazily loaded modules the HTML shows (build manifest keys): the server inlines their styles too. */
  chunks?: string[];
  /**
   * The page's first screen shows plugins (panels, cards, players: not a feed that hydrates after the
   * page is ready): the page registers them before it hydrates, and the server preloads their registrations.
   */
  plugins?: boolean;
}

/** The renderer's entry (src/ssr/page-ssr.tsx `renderPage`): null when the server does not render the page. */
export type RenderPage = (input: PageRenderInput) => Promise<PageRender | null>;
