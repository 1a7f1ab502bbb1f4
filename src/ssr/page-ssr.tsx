/**
 * The server's rendering of the pages besides the home (src/ssr/page-loaders.ts names them): it
 * fetches what the page's first render reads, renders the page with those answers, and hands the
 * answers to the page, which hydrates the same tree from them (src/main.tsx).
 */
import { JSDOM, ResourceLoader } from 'jsdom';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { resolveComposite, type PanelEntry } from '../../core/feed/composite.ts';
import { answerKey, AnswerSeed, type SeededAnswers } from '../../core/http/answer-seed.ts';
import { en, zhCN, zhTW } from '../../core/i18n/catalogue.ts';
import { translatorFor, type Catalogue, type Language } from '../../core/i18n/i18n.ts';
import { createEngine } from '../../core/render/engine.tsx';
import { keepSanitizedBodies, type PageWindow } from '../../core/sanitize/sanitize-html.ts';
import { sanitizedBodyStore } from './sanitized-bodies.ts';
import { createRenderRegistry } from '../../plugins/registries.ts';
import { AppRoot } from '../AppRoot.tsx';
import { COMPOSITE_PATH, compositeParams } from '../feed/useFeed.ts';
import { PAGE_LOADERS, type PageFetch } from './page-loaders.ts';
import { ROUTE_RECORDS } from '../routes/route-records.ts';
import type { FetchedAnswer, PageRender, PageRenderInput } from './render-contract.ts';
import { createServerServices } from './server-services.ts';

export type { FetchedAnswer, PageRender, PageRenderInput };

const CATALOGUES: Record<Language, Catalogue> = { en, 'zh-CN': zhCN, 'zh-TW': zhTW };

// Every reader of an article gets the same sanitized body: kept, it costs a render no document.
const sanitizedBodies = sanitizedBodyStore();
keepSanitizedBodies(sanitizedBodies);

/** The paths the server renders (the others get the app, which renders them in the browser). */
const LOADERS_BY_PATH = new Map(ROUTE_RECORDS.flatMap(({ name, path }) => {
  const load = PAGE_LOADERS[name];
  return load ? [[path, load] as const] : [];
}));
export const SERVER_RENDERED_PATHS: readonly string[] = [...LOADERS_BY_PATH.keys()];

function recordingFetch({ fetchAnswer, fetchBody }: Pick<PageRenderInput, 'fetchAnswer' | 'fetchBody'>, page: URL, answers: SeededAnswers): PageFetch {
  /** A JSON answer, kept for the page under its call's key; undefined when it failed or was no JSON. */
  const kept = (key: string, answer: FetchedAnswer): unknown => {
    if (answer.status !== 200) return undefined;
    try {
      return (answers.json[key] = JSON.parse(answer.body) as unknown);
    } catch {
      return undefined;
    }
  };
  return {
    async json({ path, params }) {
      const key = answerKey(path, params);
      return kept(key, await fetchAnswer(key));
    },
    async post(path, body) {
      return kept(answerKey(path, body, 'POST'), await fetchAnswer(path, { body: JSON.stringify(body) }));
    },
    async feed(categoryCode) {
      // The feeds name their answers' keys: the page resolves them before it hydrates (src/main.tsx).
      const key = answerKey(COMPOSITE_PATH, compositeParams(categoryCode, 'open', false, ''));
      const answer = kept(key, await fetchAnswer(key));
      if (answer !== undefined) (answers.feeds ??= {})[categoryCode] = key;
      return answer;
    },
    async text(url) {
      const address = new URL(url, page);
      const own = address.origin === page.origin ? `${address.pathname}${address.search}` : null;
      if (fetchBody) {
        const body = await fetchBody(own ?? address.href);
        return body === null ? undefined : (answers.texts[url] = body);
      }
      if (own === null) return undefined; // another site's: the browser fetches it
      const answer = await fetchAnswer(own);
      if (answer.status !== 200) return undefined;
      return (answers.texts[url] = answer.body);
    },
  };
}

/** A window with only the page's address and browser: all a page without a body reads of it. */
const addressOnly = (page: URL, userAgent: string): PageWindow => ({ location: page, navigator: { userAgent } }) as unknown as PageWindow;

/** The page's HTML and the answers it was rendered from, or null when the server does not render it. */
export async function renderPage({ language, pageUrl, userAgent, fetchAnswer, fetchBody }: PageRenderInput): Promise<PageRender | null> {
  const page = new URL(pageUrl);
  const load = LOADERS_BY_PATH.get(page.pathname);
  if (!load) return null;
  const answers: SeededAnswers = { json: {}, texts: {} };
  if (!(await load({ search: page.search, pageUrl, fetch: recordingFetch({ fetchAnswer, fetchBody }, page, answers) }))) return null;
  const engine = createEngine({
    registry: createRenderRegistry(),
    preview: false,
    language,
    t: translatorFor(CATALOGUES[language]),
    services: createServerServices(userAgent),
  });
  // The feeds as the page will resolve them before hydrating: a feed that fails to resolve is left to the page.
  const feedSeed: Record<string, PanelEntry[]> = {};
  for (const [categoryCode, key] of Object.entries(answers.feeds ?? {})) {
    try {
      feedSeed[categoryCode] = resolveComposite(engine.registry.index, answers.json[key], engine.bus);
    } catch {
      delete answers.feeds?.[categoryCode];
    }
  }
  // A window at the page's address, with the reader's browser: what the page checks addresses against,
  // asks which browser it is in (WeChat's has its own share menu), and sanitizes bodies with. Only a
  // page with a body not yet sanitized needs a document (jsdom, some milliseconds); the others get the two.
  const base = page.href;
  const needsDocument = Object.values(answers.texts).some((body) => !sanitizedBodies.has(body, base));
  const dom = needsDocument ? new JSDOM('', { url: pageUrl, resources: new ResourceLoader({ userAgent }) }) : null;
  const pageWindow = dom ? (dom.window as unknown as PageWindow) : addressOnly(page, userAgent);
  try {
    const { prelude } = await prerenderToNodeStream(
      <AppRoot
        engine={engine}
        feedSeed={feedSeed}
        answerSeed={new AnswerSeed(answers)}
        pageWindow={pageWindow}
        ssrPath={page.pathname}
        ssrSearch={page.search.replace(/^\?/, '')}
      />,
      // Every boundary in place: no inline script may move them (the page's CSP has no inline scripts).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return { html: await text(prelude), answers };
  } finally {
    dom?.window.close();
  }
}
