import { subAppsHost } from '../../../cities/current.ts';
import { openUrlRoute } from '../../../core/domain/open/open-url.ts';
import { stripTitleForRoute } from '../../../core/domain/rules/route-title.ts';
import type { OpenAction } from '../../../core/engine/registry/types.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { extraText, filled } from '../shared/item-address.ts';

/**
 * Spec 1 §2: banner targets are pages of a former sub-app under an iframe host, shown inside the
 * product through /openUrl. The host is a deployment matter (spec 1 §1): confirm it with operations.
 */
export const SUB_APP_HOST = subAppsHost;

/**
 * Spec 1 §2, banner routing by numeric type, as data. Paths are the sub-app's (the video one is the
 * spec's /video/newsVideoDetail/ with newsId and title); the others are its live, news, picture,
 * special-topic and radio pages:
 *
 * | type     | target             | sub-app path                                 |
 * | -------- | ------------------ | -------------------------------------------- |
 * | 12       | live detail        | /live/liveDetail?id={id}                     |
 * | 1, 10    | news detail        | /news/newsDetail?newsId={id}                 |
 * | 2        | video detail route | /video/newsVideoDetail/?newsId={id}&title=…  |
 * | 3        | picture-swipe page | /news/imgList?newsId={id}                    |
 * | 4, 5, 6  | special topic page | /special/specialDetail?id={id}               |
 * | 8        | radio detail page  | /radio/radioDetail?id={id}                   |
 */
export interface BannerTarget {
  readonly types: readonly string[];
  readonly name: string;
  readonly path: string;
  readonly idParam: 'id' | 'newsId';
  /** The sub-app page wants the title in its query too. */
  readonly withTitle?: boolean;
}

export const BANNER_LIVE: BannerTarget = { types: ['12'], name: 'live detail', path: '/live/liveDetail', idParam: 'id' };
export const BANNER_NEWS: BannerTarget = { types: ['1', '10'], name: 'news detail', path: '/news/newsDetail', idParam: 'newsId' };
export const BANNER_VIDEO: BannerTarget = {
  types: ['2'],
  name: 'video detail',
  path: '/video/newsVideoDetail/',
  idParam: 'newsId',
  withTitle: true,
};
export const BANNER_PICTURES: BannerTarget = { types: ['3'], name: 'picture swipe', path: '/news/imgList', idParam: 'newsId' };
export const BANNER_SPECIAL: BannerTarget = { types: ['4', '5', '6'], name: 'special topic', path: '/special/specialDetail', idParam: 'id' };
export const BANNER_RADIO: BannerTarget = { types: ['8'], name: 'radio detail', path: '/radio/radioDetail', idParam: 'id' };

/** The banner's option field and its value '2': open the custom link instead (spec 1 §2). */
export const BANNER_OPTION_FIELD = 'linkType';
export const BANNER_CUSTOM_LINK_OPTION = '2';
export const BANNER_LINK_FIELD = 'linkUrl';
/** Spec 1 §2: a custom link opens only if it is a valid http, https or ftp address. */
export const BANNER_LINK_PROTOCOLS: readonly string[] = ['http:', 'https:', 'ftp:'];

/** A whole, absolute http/https/ftp address with a host (no relative path, no other scheme). */
export function isValidBannerLink(link: string | null): link is string {
  if (!link || !/^(https?|ftp):\/\//i.test(link)) return false;
  try {
    const url = new URL(link);
    return BANNER_LINK_PROTOCOLS.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The sub-app page of a banner target, with the content id (and title where the page wants it). */
export function subAppAddress(target: BannerTarget, item: ContentItem): string {
  const query = new URLSearchParams({ [target.idParam]: item.id });
  // Spec 1 §5: a title goes into a route without its special and punctuation characters.
  if (target.withTitle) query.set('title', stripTitleForRoute(filled(item.title)));
  return `${SUB_APP_HOST}${target.path}?${query.toString()}`;
}

/**
 * A banner opens inside the product through /openUrl: its type's sub-app page, or with option '2' its
 * custom link (which /openUrl frames, or explains and offers outside: core/domain/open/open-url.ts howToShow).
 */
export function decideBanner(target: BannerTarget, item: ContentItem): OpenAction {
  if (extraText(item, BANNER_OPTION_FIELD) !== BANNER_CUSTOM_LINK_OPTION) return { kind: 'route', path: openUrlRoute(subAppAddress(target, item), item.title) };
  const link = extraText(item, BANNER_LINK_FIELD);
  return isValidBannerLink(link) ? { kind: 'route', path: openUrlRoute(link, item.title) } : { kind: 'none', reason: 'banner link is not a valid http, https or ftp address' };
}
