/**
 * What a server-rendered page says about itself in its <head> (issue 32 item 3): its title, the
 * brief, its one address, the lead picture, and its structured data (a NewsArticle, a VideoObject,
 * an ItemList), read from the CMS answers the server fetched to render it. Pure: the server writes
 * it into the page (server/page-head.ts), escaping every text.
 */
import { isChatAppBrowser } from '../../core/platform/bridge/chat-apps.ts';
import { DETAIL_PATH } from '../../core/domain/detail/detail-api.ts';
import { DETAIL_ROUTES } from '../../core/domain/detail/detail-routes.ts';
import { isSuccessCode } from '../../core/engine/http/answer-notice.ts';
import { en, zhCN, zhTW } from '../../core/engine/i18n/catalogue.ts';
import { translatorFor, type Catalogue, type Language } from '../../core/engine/i18n/i18n.ts';
import { LIFE_TAB_QUERY, LIFE_TABS } from '../../core/domain/life/life-tabs.ts';
import { TOPIC_NEWS_PATH } from '../../core/domain/open/community.ts';
import { ROUTE } from '../../core/engine/routes/routes.ts';
import { textsFor } from '../../core/engine/render/useTexts.ts';
import { SEARCH_ALL_PATH, SEARCH_V1_PATH } from '../../core/domain/search/search-calls.ts';
import { TOPIC_CLASS_LIST_PATH, TOPIC_PATH } from '../../core/domain/topics/topic-calls.ts';
import { VIDEO_DETAIL_ROUTE } from '../../core/domain/video/routes.ts';
import { VIDEO_DETAILS_PATH } from '../../core/domain/video/video-calls.ts';
import { isLivePage } from '../../core/domain/video/video-tabs.ts';
import { COMPOSITE_PATH } from '../feed/feed-call.ts';
import { homeMessages } from '../pages/home.messages.ts';
import { contentMessages } from '../pages/details/content.messages.ts';
import { contentPageTitle } from '../pages/details/content-page-title.ts';
import { detailPageMessages } from '../pages/details/detail.messages.ts';
import { lifeMessages } from '../pages/life/life.messages.ts';
import { searchMessages } from '../pages/search/search.messages.ts';
import { videoMessages } from '../pages/video/video.messages.ts';
import { pageMetaMessages } from './page-meta.messages.ts';
import type { FetchedJson, PageMeta, PageMetaInput } from './page-meta-contract.ts';
import { cityIso, contentPage, feedEntries, leadPicture, publishedAt } from './site-index.ts';

/** A description longer than this is cut (search engines show about as much; link previews less). */
export const META_DESCRIPTION_MAX_CHARS = 120;
/** Google shows at most this many characters of a NewsArticle's headline. */
export const HEADLINE_MAX_CHARS = 110;

const CATALOGUES: Record<Language, Catalogue> = { en, 'zh-CN': zhCN, 'zh-TW': zhTW };
const AREAS = [pageMetaMessages, contentMessages, detailPageMessages, homeMessages, lifeMessages, searchMessages, videoMessages] as const;
const OG_LOCALE: Record<Language, string> = { 'zh-CN': 'zh_CN', 'zh-TW': 'zh_TW', en: 'en_US' };

export const metaTexts = (language: Language) => textsFor(language, translatorFor(CATALOGUES[language]), AREAS);
type MetaTexts = ReturnType<typeof metaTexts>;

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');
const firstText = (...values: unknown[]): string => values.map(text).find(Boolean) ?? '';

/** `value` cut to `max` characters (a character is a code point), with an ellipsis. */
export function cut(value: string, max: number): string {
  const chars = [...value];
  return chars.length <= max ? value : `${chars.slice(0, max - 1).join('')}…`;
}

/** An address of a picture or a medium, absolute, when it is http(s) (relative ones are the page's site's). */
export function absoluteAddress(raw: unknown, base: URL): string | null {
  const value = text(raw).split(',')[0]?.trim() ?? '';
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

interface Context {
  page: URL;
  query: URLSearchParams;
  texts: MetaTexts;
  language: Language;
  chatApp: boolean;
  answers: readonly FetchedJson[];
}

/** The data of the first successful answer of a call whose path starts with `prefix`. */
function dataAt(answers: readonly FetchedJson[], prefix: string): unknown {
  for (const { address, answer } of answers) {
    if (address.startsWith(prefix) && isRecord(answer) && isSuccessCode(answer.code)) return answer.data;
  }
  return undefined;
}

const pageAddress = (context: Context, path: string): string => new URL(path, context.page.origin).href;

function baseMeta(context: Context, title: string, canonicalPath: string): PageMeta {
  const app = context.texts('detail.appName');
  return {
    title,
    shareTitle: title,
    description: context.texts('meta.siteDescription'),
    canonical: pageAddress(context, canonicalPath),
    image: null,
    type: 'website',
    siteName: app,
    locale: OG_LOCALE[context.language],
    published: null,
    jsonLd: null,
    noindex: false,
  };
}

/** A list as schema.org's ItemList: each content with a page of its own, in order. */
function itemList(context: Context, name: string, items: readonly { path: string; title: string }[]): Record<string, unknown> | null {
  if (items.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url: pageAddress(context, context.page.pathname + context.page.search),
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, url: pageAddress(context, item.path), name: item.title })),
  };
}

/** A content's own fields the head reads. */
function contentFacts(context: Context, item: Fields) {
  const published = publishedAt(item);
  return {
    title: firstText(item.title, item.shareTitle),
    shareTitle: firstText(item.shareTitle, item.title),
    description: cut(firstText(item.brief, item.shareBrief) || context.texts('meta.siteDescription'), META_DESCRIPTION_MAX_CHARS),
    image: absoluteAddress(item.shareImageUrl, context.page) ?? absoluteAddress(item.thumbnailUrl, context.page) ?? absoluteAddress(item.imagesUrl, context.page),
    published: published === null ? null : cityIso(published),
  };
}

const organisation = (name: string) => ({ '@type': 'Organization', name });

type Facts = ReturnType<typeof contentFacts>;

interface ContentKind {
  /** The call of its record ('/api/…/getDetail'), its id after a slash. */
  call: string;
  /** The route of its one address, and the query parameter that names it there (as on the page's own address). */
  route: string;
  idQuery: string;
  type: PageMeta['type'];
  /** Its schema.org type and fields besides the ones every content has. */
  structured(item: Fields, facts: Facts, page: { app: string; canonical: string; address: URL }): Record<string, unknown>;
}

/** A content's page (an article, a video): from its record's answer. */
function contentMeta(context: Context, kind: ContentKind): PageMeta | null {
  const item = dataAt(context.answers, `${kind.call}/`);
  if (!isRecord(item)) return null;
  const id = text(String(item.id ?? '')) || context.query.get(kind.idQuery) || '';
  const facts = contentFacts(context, item);
  if (!facts.title) return null;
  const app = context.texts('detail.appName');
  const meta = baseMeta(context, contentPageTitle(context.texts, facts.title, app), `${kind.route}?${kind.idQuery}=${encodeURIComponent(id)}`);
  return {
    ...meta,
    shareTitle: facts.shareTitle,
    description: facts.description,
    image: facts.image,
    type: kind.type,
    published: facts.published,
    jsonLd: { '@context': 'https://schema.org', ...kind.structured(item, facts, { app, canonical: meta.canonical, address: context.page }), publisher: organisation(app), url: meta.canonical },
  };
}

const ARTICLE: ContentKind = {
  call: DETAIL_PATH,
  route: DETAIL_ROUTES.details,
  idQuery: 'newsId',
  type: 'article',
  structured: (item, facts, { app, canonical }) => ({
    '@type': 'NewsArticle',
    headline: cut(facts.title, HEADLINE_MAX_CHARS),
    description: facts.description,
    ...(facts.image ? { image: [facts.image] } : {}),
    ...(facts.published ? { datePublished: facts.published } : {}),
    author: organisation(text(item.source) || app),
    mainEntityOfPage: canonical,
  }),
};

const VIDEO: ContentKind = {
  call: VIDEO_DETAILS_PATH,
  route: VIDEO_DETAIL_ROUTE,
  idQuery: 'id',
  type: 'video.other',
  structured(item, facts, { address }) {
    const seconds = Number(item.playDuration);
    const media = absoluteAddress(item.playUrl, address);
    return {
      '@type': 'VideoObject',
      name: facts.title,
      description: facts.description,
      ...(facts.image ? { thumbnailUrl: [facts.image] } : {}),
      ...(facts.published ? { uploadDate: facts.published } : {}),
      ...(Number.isInteger(seconds) && seconds > 0 ? { duration: `PT${seconds}S` } : {}),
      ...(media ? { contentUrl: media } : {}),
    };
  },
};

function articleMeta(context: Context): PageMeta | null {
  const meta = contentMeta(context, ARTICLE);
  // Spec 2 §2: in chat-app browsers the page's title is the app's name.
  return meta && context.chatApp ? { ...meta, title: meta.siteName } : meta;
}

function topicMeta(context: Context): PageMeta | null {
  const topic = dataAt(context.answers, `${TOPIC_PATH}/`);
  if (!isRecord(topic)) return null;
  const title = text(topic.title);
  if (!title) return null;
  const id = context.query.get('newsId') ?? '';
  const meta = baseMeta(context, contentPageTitle(context.texts, title), `${TOPIC_NEWS_PATH}?newsId=${encodeURIComponent(id)}`);
  const page = dataAt(context.answers, TOPIC_CLASS_LIST_PATH);
  const records = isRecord(page) && Array.isArray(page.records) ? page.records.filter(isRecord) : [];
  return {
    ...meta,
    shareTitle: title,
    description: cut(text(topic.brief) || meta.description, META_DESCRIPTION_MAX_CHARS),
    image: absoluteAddress(topic.imagesUrl, context.page) ?? absoluteAddress(topic.thumbnailUrl, context.page),
    jsonLd: itemList(context, title, entriesOfItems(records)),
  };
}

function entriesOfItems(items: readonly Fields[]): { path: string; title: string }[] {
  return items.flatMap((item) => {
    const path = contentPage(item);
    const title = text(item.title);
    return path && title ? [{ path, title }] : [];
  });
}

/** A feed page (home, life, video): its title, and the contents of its feeds as a list. */
function feedMeta(context: Context, title: string, canonicalPath: string): PageMeta {
  const feeds = context.answers.filter((fetched) => fetched.address.startsWith(COMPOSITE_PATH)).map((fetched) => fetched.answer);
  const meta = baseMeta(context, title, canonicalPath);
  const picture = feeds.map(leadPicture).find((address) => address !== null);
  return {
    ...meta,
    shareTitle: contentPageTitle(context.texts, title, meta.siteName),
    image: picture ? absoluteAddress(picture, context.page) : null,
    jsonLd: itemList(context, title, feeds.flatMap((answer) => feedEntries(answer))),
  };
}

function searchMeta(context: Context): PageMeta {
  const textQuery = context.query.get('text') ?? '';
  const meta = baseMeta(context, context.texts('search.title'), `${ROUTE.search.path}?${new URLSearchParams({ text: textQuery })}`);
  const found = [dataAt(context.answers, SEARCH_V1_PATH), dataAt(context.answers, SEARCH_ALL_PATH)].flatMap((data) =>
    isRecord(data) ? [data.records, data.contents].flatMap((list) => (Array.isArray(list) ? list.filter(isRecord) : [])) : [],
  );
  // Results pages stay out of the indexes; their links are followed.
  return { ...meta, noindex: true, jsonLd: itemList(context, meta.title, entriesOfItems(found)) };
}

function lifePath(query: URLSearchParams): string {
  const key = query.get(LIFE_TAB_QUERY);
  return LIFE_TABS.some((tab) => tab.key === key) && key !== LIFE_TABS[0].key ? ROUTE.lifeStyle.link({ [LIFE_TAB_QUERY]: key ?? '' }) : ROUTE.lifeStyle.path;
}

const detailRoutes = new Set(Object.values(DETAIL_ROUTES));
const videoTabRoutes = new Set([ROUTE.video.path, ROUTE.videoPlay.path]);
const searchRoutes = new Set([ROUTE.search.path, ROUTE.searchMax.path, ROUTE.searchPlus.path]);

/** The page's head, from the answers it was rendered from; null for a page this does not describe. */
export function pageMeta({ language, pageUrl, userAgent, answers }: PageMetaInput): PageMeta | null {
  const page = new URL(pageUrl);
  const context: Context = { page, query: page.searchParams, texts: metaTexts(language), language, chatApp: isChatAppBrowser(userAgent), answers };
  const path = page.pathname;
  if (detailRoutes.has(path)) return articleMeta(context);
  if (path === VIDEO_DETAIL_ROUTE || (videoTabRoutes.has(path) && context.query.has('id'))) return contentMeta(context, VIDEO);
  if (path === TOPIC_NEWS_PATH) return topicMeta(context);
  if (path === ROUTE.home.path) return feedMeta(context, context.texts('app.news'), ROUTE.home.path);
  if (path === ROUTE.lifeStyle.path || path === ROUTE.life.path) return feedMeta(context, context.texts('life.title'), lifePath(context.query));
  if (videoTabRoutes.has(path)) {
    const live = isLivePage(context.query);
    return feedMeta(context, context.texts(live ? 'video.titleLive' : 'video.titleVideo'), live ? ROUTE.video.link({ live: '1' }) : ROUTE.video.path);
  }
  if (searchRoutes.has(path)) return searchMeta(context);
  return null;
}
