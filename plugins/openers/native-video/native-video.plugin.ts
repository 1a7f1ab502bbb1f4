import { ROUTE } from '../../../core/engine/routes/routes.ts';
import { LOGIN_HANDLER, RELOAD_WHEN_LOGGED_IN } from '../../../core/domain/open/login-wait.ts';
import { defineOpener } from '../../../core/engine/registry/define.ts';
import type { OpenAction, OpenContext } from '../../../core/engine/registry/types.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';

/** Spec 1 §7: the bridge handler of the native video player. */
export const OPEN_VIDEO_HANDLER = 'openVideo';

/** Outside the app (spec 2 §6: pages open by plain navigation): a short video's feed, a work's video page. */
function webVideoPage(item: ContentItem, context: OpenContext): OpenAction {
  if (item.type === 'short_video') return { kind: 'route', path: ROUTE.shortVideo.link({ id: item.id, panelId: context.panelId || undefined }) };
  return { kind: 'route', path: ROUTE.videoDetail.link({ id: item.id }) };
}

/**
 * Spec 1 §2: short_video and activity.works open the native player with encoded panelId and
 * contentId; logged out, the app is polled for login every 500 ms and the page reloads once logged in.
 * Outside the app there is no native player: the short-video feed page, or the video page.
 */
export function decideNativeVideo(item: ContentItem, context: OpenContext): OpenAction {
  if (!context.deviceId) return webVideoPage(item, context);
  if (!context.loggedIn) return { kind: 'native', handler: LOGIN_HANDLER, payload: { afterLogin: RELOAD_WHEN_LOGGED_IN } };
  return {
    kind: 'native',
    handler: OPEN_VIDEO_HANDLER,
    payload: { panelId: encodeURIComponent(context.panelId ?? ''), contentId: encodeURIComponent(item.id) },
  };
}

export const nativeVideoOpener = defineOpener({
  title: 'Short video and activity works: native player (login first); outside the app the short-video feed or video page',
  schema: 'content-item',
  types: ['short_video', 'activity.works'],
  decide: decideNativeVideo,
});
