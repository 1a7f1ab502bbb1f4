import { shareText } from '../../../core/format/text-cut.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import type { DetailServices } from './detail-services.ts';
import { shareAddress } from './ShareLink.tsx';

/** Spec 1 §3: the first share payload shape's `type` for a news page. */
export const NATIVE_SHARE_TYPE = 'news';
/** The native share answers success with this code (the bridge's usual ack). */
export const NATIVE_SHARE_OK = 200;

const absolute = (raw: string | null | undefined, base: string): string => {
  if (!raw?.trim()) return '';
  try {
    return new URL(raw, base).href;
  } catch {
    return '';
  }
};

/** What is shared of a content: title and brief cut to 40 (spec 1 §5), the share address and picture. */
export function sharePayload(item: ContentItem, pageHref: string) {
  return {
    type: NATIVE_SHARE_TYPE,
    url: shareAddress(item, pageHref),
    title: shareText(item.shareTitle || item.title),
    thumb: absolute(item.shareImageUrl || item.thumbnailUrl?.split(',')[0], pageHref),
    des: shareText(item.shareBrief || item.brief),
  };
}

export type ShareOutcome = 'native' | 'chat-hint' | 'system' | 'copied' | 'cancelled' | 'failed';

/**
 * Spec 2 §2 share: in the app the native share sheet; in a chat app the hint to use its own menu
 * (spec 1 §8); elsewhere the browser's share sheet, or the link copied where there is none.
 */
export async function shareContent(services: DetailServices, item: ContentItem, pageHref: string): Promise<ShareOutcome> {
  const payload = sharePayload(item, pageHref);
  const succeeded = () => services.notify({ kind: 'toast', text: { key: 'detail.shareSucceeded' } });
  if (services.session.insideApp) {
    const result = await services.native.share(payload);
    if (!result.ok || (result.value.code !== null && result.value.code !== NATIVE_SHARE_OK)) return 'failed';
    succeeded();
    return 'native';
  }
  if (services.session.chatApp) {
    services.notify({ kind: 'toast', text: { key: 'detail.shareInChat' } });
    return 'chat-hint';
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: payload.title, text: payload.des, url: payload.url });
      succeeded();
      return 'system';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(payload.url);
    services.notify({ kind: 'toast', text: { key: 'detail.linkCopied' } });
    return 'copied';
  } catch (error) {
    console.warn('[detail] not shared', error);
    return 'failed';
  }
}
