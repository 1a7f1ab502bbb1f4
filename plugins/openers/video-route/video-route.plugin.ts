import { ROUTE } from '../../../core/engine/routes/routes.ts';
import { defineOpener } from '../../../core/engine/registry/define.ts';
import type { OpenAction } from '../../../core/engine/registry/types.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';

/** Spec 1 §2: the video detail route, query id. */
export const VIDEO_ROUTE = ROUTE.video.path;

/** Spec 1 §2: video and video_com go to /video?id={id}. */
export function decideVideoRoute(item: ContentItem): OpenAction {
  return { kind: 'route', path: ROUTE.video.link({ id: item.id }) };
}

export const videoRouteOpener = defineOpener({
  title: 'Video: /video?id=',
  schema: 'content-item',
  types: ['video', 'video_com'],
  decide: decideVideoRoute,
});
