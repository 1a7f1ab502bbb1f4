import { videoCategories, videoPanels } from '../../../cities/current.ts';
import { recordCall } from '../detail/detail-api.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { isSuccessCode } from '../../engine/http/answer-notice.ts';
import { defineCall } from '../../engine/http/call.ts';

/**
 * Spec 2 §7, §9: the calls of the video pages (a video's details, similar videos, the short-video
 * feed) and their numbers. The tabs themselves are composite categories (src/feed/useFeed.ts).
 */

/** Spec 2 §7: the panel category of the video page; its sub-categories are the tabs. */
export const VIDEO_CATEGORY = videoCategories.video;

/** The panel id the video detail's related list's cards report (no CMS panel holds them), and its player. */
export const RELATED_PANEL_ID = 'video-related';
/** Spec 2 §9: the default panel (the video tab's) and the live panel. */
export const DEFAULT_VIDEO_PANEL = videoPanels.defaultPanel;
export const LIVE_PANEL = videoPanels.livePanel;
/** Spec 2 §9: video tab id → its panel (48639 video, 48640 live, 48641 the favourite pair). */
export const VIDEO_TAB_PANELS: Readonly<Record<string, string>> = videoPanels.tabPanels;
/** Spec 2 §9: the favourite tab's two segments (live, video). */
export const FAVOURITE_SEGMENT_PANELS = videoPanels.favouriteSegments;
/** Spec 2 §2: /video?live=… opens on the live tab, titled live; else on the video tab. */
export const LIVE_TAB_CODE = videoCategories.liveTab;
export const DEFAULT_VIDEO_TAB_CODE = videoCategories.videoTab;

export const VIDEO_DETAILS_PATH = '/api/cms/client/video/getVideoDetails';
export const SIMILAR_PATH = '/api/cms/client/content/similar';
export const SHORT_VIDEO_LIST_PATH = '/api/cms/client/video/queryVideoPullDownList';
/** Spec 2 §9: similar short videos 5 (the related list of a video asks as many). */
export const SIMILAR_PAGE_SIZE = 5;

/** The same, as a call definition (the video's page reads it with useCall). */
export const videoDetailsCall = recordCall<ContentItem>('video details', VIDEO_DETAILS_PATH, 'content-item');

/** What a video's related list asks by: the video (left out of its own list), its type and keywords. */
export interface SimilarParams {
  id: string;
  type: string;
  keywords: string;
}

export const similarParams = (item: { id: string; type?: string | null; keywords?: string | null }): SimilarParams => ({ id: item.id, type: item.type ?? 'short_video', keywords: item.keywords ?? '' });

/**
 * Spec 2 §2, §7: the similar videos under a video (records for the cards to resolve), without the
 * video itself. Extra to the page: an unusable answer is an empty list, a failure leaves it to the browser.
 */
export const similarCall = defineCall<SimilarParams, unknown[]>({
  name: 'similar videos',
  path: SIMILAR_PATH,
  request: ({ type, keywords }) => ({ newstype: type, pagenum: 1, pageSize: SIMILAR_PAGE_SIZE, keywords }),
  read: (answer, { id }) => {
    const { code, data } = (answer ?? {}) as { code?: unknown; data?: { listSimilar?: unknown } };
    if (!isSuccessCode(code) || !Array.isArray(data?.listSimilar)) return [];
    return data.listSimilar.filter((record) => String((record as { id?: unknown })?.id) !== id);
  },
  optional: true,
  notify: false,
});

/** Spec 2 §4: the short-video feed asks 5 at a time. */
export const SHORT_VIDEO_PAGE_SIZE = 5;

/**
 * Spec 2 §4 "5 more when reaching every fifth item", counted by what the feed has shown: the next
 * page loads when the reader reaches the last video shown (the fifth when all five were usable),
 * never by a count's remainder (one unusable record left 4 shown and the feed stalled: issue 28).
 */
export function shouldLoadMore(currentIndex: number, shown: number, exhausted: boolean): boolean {
  return !exhausted && shown > 0 && currentIndex >= shown - 1;
}

/** A page of fewer than five records (usable or not) is the last. */
export const isLastShortVideoPage = (received: number): boolean => received < SHORT_VIDEO_PAGE_SIZE;

/** Where the feed's paging stands: pages answered so far (the next is one more), and whether the last ended it. */
export interface ShortVideoPaging {
  pages: number;
  exhausted: boolean;
}
export const SHORT_VIDEO_PAGING_START: ShortVideoPaging = { pages: 0, exhausted: false };

/** The paging after a page answered with `received` records: pages are counted, not derived from the videos shown. */
export const afterShortVideoPage = (paging: ShortVideoPaging, received: number): ShortVideoPaging => ({ pages: paging.pages + 1, exhausted: isLastShortVideoPage(received) });

/**
 * Our bound: a page that added nothing to show (every record unusable or already shown) is followed
 * at once by the next, at most this many in a row, so a feed of bad records cannot ask forever.
 */
export const SHORT_VIDEO_EMPTY_PAGES_IN_A_ROW = 3;
