import { ROUTE } from '../../engine/routes/routes.ts';

/** Spec 2 §2's short-video feed page (query id, optional panelId): the spec names no route, this is ours. */
export const SHORT_VIDEO_ROUTE = ROUTE.shortVideo.path;

/** Spec 2 §2: a video's detail page (query id, optional preview, category_name). */
export const VIDEO_DETAIL_ROUTE = ROUTE.videoDetail.path;
