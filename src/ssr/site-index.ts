/**
 * What the sitemaps list (server/sitemaps.ts asks, the build answers: src/ssr/server-entry.tsx exports
 * it): the contents of the home's news feed that have a page of their own, followed page by page
 * through the feed's own load-more call, as the home pages them (spec 2 §7, §9).
 */
import { DETAIL_ROUTES } from '../../core/domain/detail/detail-routes.ts';
import { answerKey } from '../../core/engine/http/answer-seed.ts';
import { isSuccessCode } from '../../core/engine/http/answer-notice.ts';
import { TOPIC_NEWS_PATH } from '../../core/domain/open/community.ts';
import { ROUTE } from '../../core/engine/routes/routes.ts';
import { buildLoadMoreQuery, LOAD_MORE_PATH } from '../../core/domain/feed/paging.ts';
import { parseCmsTime } from '../../core/domain/format/time.ts';
import { VIDEO_DETAIL_ROUTE } from '../../core/domain/video/routes.ts';
import { COMPOSITE_PATH, compositeParams } from '../feed/feed-call.ts';
import { HOME_CATEGORY } from '../pages/HomePage.tsx';
import { contentMessages } from '../pages/details/content.messages.ts';
import type { SiteEntry, SiteIndex } from './page-meta-contract.ts';
import { isRecord } from '../../core/engine/schema/json-guards.ts';

/** Content types whose page the server renders, by the route that shows them (spec 1 §2's open rules). */
const PAGE_OF_TYPE: Readonly<Record<string, (id: string) => string>> = {
  news_common: (id) => `${DETAIL_ROUTES.details}?newsId=${id}`,
  news_video: (id) => `${DETAIL_ROUTES.details}?newsId=${id}`,
  video: (id) => `${VIDEO_DETAIL_ROUTE}?id=${id}`,
  video_com: (id) => `${VIDEO_DETAIL_ROUTE}?id=${id}`,
  special: (id) => `${TOPIC_NEWS_PATH}?newsId=${id}`,
};

interface FeedItem {
  id?: unknown;
  type?: unknown;
  title?: unknown;
  issueTimeStamp?: unknown;
  showTime?: unknown;
  vernier?: unknown;
  thumbnailUrl?: unknown;
}
interface FeedPanel {
  id?: unknown;
  contents?: unknown;
}

const ID = /^\d{1,10}$/;

/** An item's id as a page address takes it, or null. */
export function contentId(item: FeedItem): string | null {
  const id = typeof item.id === 'number' || typeof item.id === 'string' ? String(item.id).trim() : '';
  return ID.test(id) ? id : null;
}

/** The page of a content on this site ('/details?newsId=1'), or null when it has none the server renders. */
export function contentPage(item: FeedItem): string | null {
  const id = contentId(item);
  const page = typeof item.type === 'string' && Object.hasOwn(PAGE_OF_TYPE, item.type) ? PAGE_OF_TYPE[item.type] : undefined;
  return id && page ? page(id) : null;
}

/** When a content was published, ms: its issue time, else its shown time. */
export function publishedAt(item: FeedItem): number | null {
  const issued = typeof item.issueTimeStamp === 'number' || typeof item.issueTimeStamp === 'string' ? parseCmsTime(item.issueTimeStamp) : null;
  if (issued !== null) return issued;
  return typeof item.showTime === 'string' ? parseCmsTime(item.showTime) : null;
}

/** The city's offset from UTC: the CMS's times are Changsha's (Asia/Shanghai, no daylight saving). */
const CITY_OFFSET_MS = 8 * 3600_000;

/** A time as ISO 8601 in the city's offset ('2026-11-22T08:00:00+08:00'). */
export const cityIso = (ms: number): string => `${new Date(ms + CITY_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;

/** The data of a successful answer. */
const dataOf = (answer: unknown): unknown => (isRecord(answer) && isSuccessCode(answer.code) ? answer.data : undefined);

/** A feed page's panels: the composite's, or a load-more's items as one panel of the panel asked for. */
function panelsOf(answer: unknown, panelId: string | null): FeedPanel[] {
  const data = dataOf(answer);
  if (!Array.isArray(data)) return [];
  if (panelId === null) return data.filter(isRecord);
  return [{ id: panelId, contents: data }];
}

const itemsOf = (panel: FeedPanel): FeedItem[] => (Array.isArray(panel.contents) ? panel.contents.filter(isRecord) : []);

function entriesOf(answer: unknown, panelId: string | null = null): SiteEntry[] {
  return panelsOf(answer, panelId).flatMap(itemsOf).flatMap((item) => {
    const path = contentPage(item);
    const title = typeof item.title === 'string' ? item.title.trim() : '';
    const published = publishedAt(item);
    return path && title ? [{ path, title, published, publishedText: published === null ? null : cityIso(published) }] : [];
  });
}

/** A feed's lead picture: the first content's of its first panels that has one (the carousel's first slide, most often). */
export function leadPicture(answer: unknown): string | null {
  for (const item of panelsOf(answer, null).flatMap(itemsOf)) {
    if (typeof item.thumbnailUrl === 'string' && item.thumbnailUrl.trim()) return item.thumbnailUrl;
  }
  return null;
}

/** The panel a load-more call asked for (null for the composite's first page). */
function panelOfCall(call: string): string | null {
  const url = new URL(call, 'http://site.invalid');
  return url.pathname === LOAD_MORE_PATH ? url.searchParams.get('panelId') : null;
}

const firstPage = answerKey(COMPOSITE_PATH, compositeParams(HOME_CATEGORY, 'open', false, ''));

/** The site index in a language (the publication's name is the app's, as the reader sees it). */
export function siteIndex(language: 'zh-CN' | 'zh-TW' | 'en'): SiteIndex {
  return {
    firstPage,
    readPage(answer, call) {
      const panelId = panelOfCall(call);
      const last = panelsOf(answer, panelId).at(-1);
      const item = last ? itemsOf(last).at(-1) : undefined;
      const lastPanel = last && (typeof last.id === 'number' || typeof last.id === 'string') ? String(last.id) : null;
      const id = item ? contentId(item) : null;
      const vernier = item && (typeof item.vernier === 'string' || typeof item.vernier === 'number') ? String(item.vernier) : null;
      // As the home loads more (src/feed/useFeed.ts): the last panel from its last item; adverts left out here, no device id.
      const next = lastPanel && id ? answerKey(LOAD_MORE_PATH, buildLoadMoreQuery({ panelId: lastPanel, contentId: id, vernier }, { hasAdvert: false, ssid: null })) : null;
      return { entries: entriesOf(answer, panelId), next, reached: item ? publishedAt(item) : null };
    },
    listPages: [ROUTE.home.path, ROUTE.lifeStyle.path, ROUTE.video.path],
    publicationName: contentMessages[language]['detail.appName'],
  };
}

export { entriesOf as feedEntries };
