import { LOGIN_HANDLER, RELOAD_WHEN_LOGGED_IN } from '../../../core/open/login-wait.ts';
import { defineOpener } from '../../../core/registry/define.ts';
import type { OpenAction, OpenContext } from '../../../core/registry/types.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';

/** Spec 1 §7: the bridge handler of the native video player. */
export const OPEN_VIDEO_HANDLER = 'openVideo';

/**
 * Spec 1 §2: short_video and activity.works open the native player with encoded panelId and
 * contentId; logged out, the app is polled for login every 500 ms and the page reloads once logged in.
 */
export function decideNativeVideo(item: ContentItem, context: OpenContext): OpenAction {
  if (!context.loggedIn) return { kind: 'native', handler: LOGIN_HANDLER, payload: { afterLogin: RELOAD_WHEN_LOGGED_IN } };
  return {
    kind: 'native',
    handler: OPEN_VIDEO_HANDLER,
    payload: { panelId: encodeURIComponent(context.panelId ?? ''), contentId: encodeURIComponent(item.id) },
  };
}

export const nativeVideoOpener = defineOpener({
  title: 'Short video and activity works: native player (login first)',
  schema: 'content-item',
  types: ['short_video', 'activity.works'],
  decide: decideNativeVideo,
});
