import { loadOnce } from '../../engine/env/load-once.ts';
import { afterLoadAndIdle } from '../../engine/env/page-idle.ts';
import { isWeChat } from './share-route.ts';
import type { ShareContext, ShareOutcome, ShareRequest } from './sharing.ts';

/**
 * The share's code (the app's bridge, WeChat's set-up and signing call, the system sheet) is not part
 * of a page that shows a share button (issue 31 item 2: the share sheet loads when it comes near): it
 * loads once the page has loaded and is idle (sharingSoon), or at the first share at the latest.
 */
export const loadSharing = /* @__PURE__ */ loadOnce(() => import('./sharing.ts'));

/**
 * Starts loading the share's code once the page has loaded and is idle, so that a tap's share runs
 * while the tap still counts as the reader's (the system sheet and the clipboard ask for that).
 * Returns a cancel.
 */
export const sharingSoon = (): (() => void) => afterLoadAndIdle(() => void loadSharing().catch(() => undefined));

/** core/platform/share/sharing.ts's share(), its code loaded first when it has not come yet. */
export async function shareLoaded(request: ShareRequest, context: ShareContext): Promise<ShareOutcome> {
  const { share } = await loadSharing();
  return share(request, context);
}

/** prepareWeChatShare (WeChat's menu shares this page's card): in WeChat only, where it loads the share's code. */
export function prepareWeChatShareLoaded(request: ShareRequest, context: Pick<ShareContext, 'window' | 'weChat'>): void {
  const win = context.window ?? window;
  if (!isWeChat(win.navigator.userAgent)) return;
  void loadSharing()
    .then(({ prepareWeChatShare }) => prepareWeChatShare(request, context))
    .catch((error: unknown) => console.warn('[share] WeChat card not prepared', error));
}
