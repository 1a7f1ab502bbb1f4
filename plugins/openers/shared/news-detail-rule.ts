import type { OpenAction, OpenContext } from '../../../core/engine/registry/types.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { filled, goTo, itemAddress } from './item-address.ts';

/** Spec 1 §7: the bridge handler that opens a native page, and the page it opens (spec 2 §7: NewsDetail). */
export const NATIVE_PAGE_HANDLER = 'jumpToNativePage';
export const NATIVE_NEWS_DETAIL_PAGE = 'NewsDetail';

/**
 * Spec 1 §2: inside the app (a device id) an item with a share title opens the native news-detail
 * page (link, title, content, image); otherwise the browser goes to its detail or external address.
 */
export function decideNewsDetail(item: ContentItem, context: OpenContext): OpenAction {
  const address = itemAddress(item);
  const shareTitle = filled(item.shareTitle);
  if (context.deviceId && shareTitle) {
    return {
      kind: 'native',
      handler: NATIVE_PAGE_HANDLER,
      payload: {
        type: NATIVE_NEWS_DETAIL_PAGE,
        link: address ?? '',
        title: shareTitle,
        content: filled(item.shareBrief) ?? '',
        image: filled(item.shareImageUrl) ?? '',
      },
    };
  }
  return goTo(address, 'item has neither detailUrl nor externalUrl');
}
