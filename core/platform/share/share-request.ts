import type { ContentItem } from '../../../schemas/generated/types.ts';

/*
 * A page's share, as the page knows it: what a share button or WeChat's menu hands over. Apart from
 * its preparing (share-content.ts: the spec's cut, absolute addresses), whose code comes with sharing.
 */

/** What a page hands to `share()`: the item's title, brief, picture and address. */
export interface ShareRequest {
  title: string;
  brief?: string | null;
  imageUrl?: string | null;
  /** The address readers land on; a '/path' resolves on the page's origin. Empty: the page itself. */
  url?: string | null;
}

/** The fields of a content item that sharing reads (spec 1 §3, spec 2 §3). */
export type ShareableItem = Pick<ContentItem, 'title'> &
  Partial<Pick<ContentItem, 'brief' | 'thumbnailUrl' | 'detailUrl' | 'shareUrl' | 'shareTitle' | 'shareBrief' | 'shareImageUrl'>>;

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
