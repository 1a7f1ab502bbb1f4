import { detailRequest, recordOutcome, type GetRequest } from '../../core/detail/detail-api.ts';
import { parseDetailQuery } from '../../core/detail/detail-query.ts';
import { detailFeatures, type DetailVariant } from '../../core/detail/detail-variants.ts';
import { frameSourceOf } from '../../core/detail/frame-address.ts';
import { LIFE_TAB_QUERY, lifeTabOf } from '../../core/life/life-tabs.ts';
import { FAVOUR_SEARCH_TYPE, SEARCH_TAB_LISTS, searchCall } from '../../core/search/search-calls.ts';
import { SEARCH_TAB_QUERY, SEARCH_TEXT_QUERY, searchTabOf } from '../../core/search/search-address.ts';
import { readSubmission } from '../../core/search/search-input.ts';
import { readIdParam } from '../../core/rules/content-id.ts';
import { classPageRequest, classToOpen, readTopic, TOPIC_TYPE_QUERY, topicRequest, type TopicAnswer } from '../../core/topics/topic-calls.ts';
import { allowedBodyUrl } from '../../core/sanitize/url-policy.ts';
import type { RouteName } from '../../core/routes/routes.ts';
import { DEFAULT_VIDEO_TAB_CODE, LIVE_TAB_CODE, VIDEO_CATEGORY, videoDetailsRequest } from '../../core/video/video-calls.ts';
import { isLivePage } from '../../core/video/video-tabs.ts';
import type { ContentItem } from '../../schemas/generated/types.ts';

/*
 * What the server fetches before it renders a page: exactly the calls the page's first render reads
 * (its hooks look them up in the answer seed, core/http/answer-seed.ts). A loader says false when the
 * page would show no content from them (no id, a failed or missing record): the page then renders by
 * itself in the browser, as without a server.
 */

/** The server's side of the page's calls: each answer it gets is recorded for the page. */
export interface PageFetch {
  /** A GET of the CMS API; undefined when it failed or was no JSON. */
  json(request: GetRequest): Promise<unknown>;
  /** A text (an article body) at an address of the page's own site; undefined otherwise. */
  text(url: string): Promise<string | undefined>;
  /** A category's first feed page, as the page's feed asks for it on opening. */
  feed(categoryCode: string): Promise<unknown>;
  /** A POST of the CMS API (the search calls) with its JSON body; undefined when it failed. */
  post(path: string, body: Record<string, unknown>): Promise<unknown>;
}

export interface LoaderInput {
  search: string;
  /** The page's address as the reader sees it. */
  pageUrl: string;
  fetch: PageFetch;
}

export type PageLoader = (input: LoaderInput) => Promise<boolean>;

/** The detail pages: the content, and its body when it is a rich text of this site (a framed article loads in its frame). */
const detailLoader =
  (variant: DetailVariant): PageLoader =>
  async ({ search, pageUrl, fetch }) => {
    const query = parseDetailQuery(search);
    // Preview shows drafts to a signed-in editor: the page asks with the editor's session itself.
    if (!query.newsId || query.preview) return false;
    const answer = await fetch.json(detailRequest(query.newsId, false, detailFeatures(variant, query).hasAdvert));
    const outcome = recordOutcome<ContentItem>(answer, 'content-item');
    if (outcome.status !== 'ready') return false;
    const { item } = outcome;
    const bodyUrl = !frameSourceOf(item) && item.contentUrl ? allowedBodyUrl(item.contentUrl, pageUrl, 'media') : null;
    if (bodyUrl) await fetch.text(bodyUrl);
    return true;
  };

/** A video's detail (spec 2 §2 /videoDetail, and /video?id=): the player's poster, title and facts. */
const videoDetailLoader: PageLoader = async ({ search, fetch }) => {
  const query = new URLSearchParams(search);
  const id = query.get('id')?.trim();
  if (!id || query.get('preview') === '1') return false;
  return recordOutcome<ContentItem>(await fetch.json(videoDetailsRequest(id, false)), 'content-item').status === 'ready';
};

/** The life home (spec 2 §2): the tab the `key` query chooses, its first feed page. */
const lifeLoader: PageLoader = async ({ search, fetch }) => {
  const answer = await fetch.feed(lifeTabOf(new URLSearchParams(search).get(LIFE_TAB_QUERY)));
  return answer !== undefined;
};

/** A special topic (spec 2 §2 /topicNews): the topic and the first page of the class it opens on. */
const topicLoader: PageLoader = async ({ search, fetch }) => {
  const query = new URLSearchParams(search);
  const id = readIdParam(query.get('newsId'));
  if (id.kind !== 'ok' || query.get('preview') === '1') return false;
  let topic: TopicAnswer;
  try {
    topic = readTopic(await fetch.json(topicRequest(id.id, false)));
  } catch {
    return false;
  }
  if (!topic.ok) return false;
  const shown = classToOpen(topic.classes, query.get(TOPIC_TYPE_QUERY));
  if (shown) await fetch.json(classPageRequest(shown, 1));
  return true;
};

/** /video and /videoPlay (spec 2 §2): with an id a video's detail; else the tabs' category and the tab that shows first. */
const videoLoader: PageLoader = async (input) => {
  const query = new URLSearchParams(input.search);
  if (query.has('id')) return videoDetailLoader(input);
  const tabs = await input.fetch.feed(VIDEO_CATEGORY);
  await input.fetch.feed(isLivePage(query) ? LIVE_TAB_CODE : DEFAULT_VIDEO_TAB_CODE);
  return tabs !== undefined;
};

/**
 * Search (spec 2 §2): the form; arrived at with a text, the first page of each list of the tab the address names
 * (the news tab's with the topics found, by default). Favourites need the reader's login.
 */
const searchLoader: PageLoader = async ({ search, fetch }) => {
  const query = new URLSearchParams(search);
  const submission = readSubmission(query.get(SEARCH_TEXT_QUERY) ?? '');
  if (query.get('searchType') === FAVOUR_SEARCH_TYPE) return false;
  // No text yet (or one refused): the search form, which needs no answer (issue 32: it works without scripts).
  if (submission.kind !== 'search') return true;
  const [first] = await Promise.all(
    SEARCH_TAB_LISTS[searchTabOf(query.get(SEARCH_TAB_QUERY))].map((list) => {
      const call = searchCall(list, submission.keyword, 1);
      return fetch.post(call.path, call.body);
    }),
  );
  return first !== undefined;
};

/**
 * Each server-rendered route's loader, by route (src/routes/route-records.ts says which routes the
 * server renders; tests/unit/route-records.test.ts holds the two together). The home has its own renderer.
 */
export const PAGE_LOADERS: Readonly<Partial<Record<RouteName, PageLoader>>> = {
  details: detailLoader('details'),
  zhcsDetails: detailLoader('zhcs'),
  primitiveDetails: detailLoader('primitive'),
  videoDetail: videoDetailLoader,
  lifeStyle: lifeLoader,
  life: lifeLoader,
  topicNews: topicLoader,
  video: videoLoader,
  videoPlay: videoLoader,
  search: searchLoader,
  searchMax: searchLoader,
  searchPlus: searchLoader,
};
