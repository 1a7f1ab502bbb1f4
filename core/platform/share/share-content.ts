import { shareText } from '../../domain/format/text-cut.ts';
import { toNavigableUrl } from '../../domain/open/safe-navigate.ts';
import type { ShareRequest } from './share-request.ts';

export { shareRequestOfItem, type ShareableItem, type ShareRequest } from './share-request.ts';

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

const SHAREABLE_PROTOCOLS = ['http:', 'https:'];

/** The page's address without its '#…' part (what WeChat signs and what a reader can open). */
export const withoutHash = (href: string): string => href.split('#')[0] ?? href;

/** An absolute http(s) address for `raw` on `pageUrl`, or null (unsafe schemes never pass). */
export function absoluteHttpUrl(raw: string | null | undefined, pageUrl: string): string | null {
  const url = toNavigableUrl(raw?.trim(), pageUrl);
  return url && SHAREABLE_PROTOCOLS.includes(url.protocol) ? url.href : null;
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
