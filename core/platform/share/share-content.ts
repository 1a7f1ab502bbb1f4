import type { ContentItem } from '../../../schemas/generated/types.ts';
import { shareText } from '../../domain/format/text-cut.ts';
import { toNavigableUrl } from '../../domain/open/safe-navigate.ts';

/** What a page hands to `share()`: the item's title, brief, picture and address. */
export interface ShareRequest {
  title: string;
  brief?: string | null;
  imageUrl?: string | null;
  /** The address readers land on; a '/path' resolves on the page's origin. Empty: the page itself. */
  url?: string | null;
}

/** A share ready to send anywhere: texts cut by the spec's rule, addresses absolute. */
export interface PreparedShare {
  /** Spec 1 §5: no newlines, at most 40 wide (a Chinese character counts two), ellipsis when cut. */
  title: string;
  brief: string;
  /** Absolute http(s) address of the picture, '' when there is none. */
  imageUrl: string;
  /** Absolute http(s) address to share. */
  url: string;
}

/** The fields of a content item that sharing reads (spec 1 §3, spec 2 §3). */
export type ShareableItem = Pick<ContentItem, 'title'> &
  Partial<Pick<ContentItem, 'brief' | 'thumbnailUrl' | 'detailUrl' | 'shareUrl' | 'shareTitle' | 'shareBrief' | 'shareImageUrl'>>;

const SHAREABLE_PROTOCOLS = ['http:', 'https:'];

/** The page's address without its '#…' part (what WeChat signs and what a reader can open). */
export const withoutHash = (href: string): string => href.split('#')[0] ?? href;

/** An absolute http(s) address for `raw` on `pageUrl`, or null (unsafe schemes never pass). */
export function absoluteHttpUrl(raw: string | null | undefined, pageUrl: string): string | null {
  const url = toNavigableUrl(raw?.trim(), pageUrl);
  return url && SHAREABLE_PROTOCOLS.includes(url.protocol) ? url.href : null;
}

const firstFilled = (...values: Array<string | null | undefined>): string | null =>
  values.find((value) => typeof value === 'string' && value.trim() !== '')?.trim() ?? null;

/** The first of a comma-separated thumbnail list (spec 2 §3). */
const firstThumbnail = (value: string | null | undefined): string | null => firstFilled(...(value ?? '').split(','));

/**
 * A content item's share: its share title, brief and picture when the CMS set them, else its title,
 * brief and first thumbnail; its share address, else its detail address, else the page itself.
 */
export function shareRequestOfItem(item: ShareableItem): ShareRequest {
  return {
    title: firstFilled(item.shareTitle, item.title) ?? '',
    brief: firstFilled(item.shareBrief, item.brief),
    imageUrl: firstFilled(item.shareImageUrl) ?? firstThumbnail(item.thumbnailUrl),
    url: firstFilled(item.shareUrl, item.detailUrl),
  };
}

/** Applies the spec's cut to title and brief and makes both addresses absolute on `pageUrl`. */
export function prepareShare(request: ShareRequest, pageUrl: string): PreparedShare {
  return {
    title: shareText(request.title),
    brief: shareText(request.brief),
    imageUrl: absoluteHttpUrl(request.imageUrl, pageUrl) ?? '',
    url: absoluteHttpUrl(request.url, pageUrl) ?? withoutHash(pageUrl),
  };
}
