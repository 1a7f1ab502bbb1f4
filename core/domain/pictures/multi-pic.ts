import { siteOrWebAddress } from '../../engine/sanitize/url-policy.ts';
import { recordCall } from '../detail/detail-api.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';

/** Spec 2 §7: a picture news item with its pictures (multiList). */
export const MULTI_PIC_PATH = '/api/cms/client/content/multiPic';

/** The same, as a call definition (/imgList reads it with useCall). */
export const multiPicCall = recordCall<ContentItem>('pictures', MULTI_PIC_PATH, 'content-item');

export interface Picture {
  imageUrl: string;
  brief: string;
}

/**
 * Spec 2 §3: the pictures of a picture news item: multiList (each with its brief), pictures without an
 * address left out; an item without multiList falls back to its imagesUrl (comma-separated, no briefs).
 */
export function picturesOf(item: Pick<ContentItem, 'multiList' | 'imagesUrl'>): Picture[] {
  const listed = (item.multiList ?? []).flatMap((picture) => {
    const imageUrl = picture.imageUrl?.trim() ?? '';
    return imageUrl ? [{ imageUrl, brief: picture.brief?.trim() ?? '' }] : [];
  });
  if (listed.length > 0) return listed;
  return (item.imagesUrl ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '')
    .map((imageUrl) => ({ imageUrl, brief: '' }));
}

/** Issue 32: the address a picture links to (without scripts a tap opens the picture itself). */
export const pictureAddress = (url: string): string | null => siteOrWebAddress(url);
