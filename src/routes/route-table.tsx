import type { ComponentType } from 'react';
import { Redirect, useSearch } from 'wouter';
import { CONTENT_MISSING_ROUTE, DETAIL_ROUTES } from '../../core/detail/detail-routes.ts';
import { HomePage } from '../pages/HomePage.tsx';
import { DetailSkeleton } from '../pages/details/DetailSkeleton.tsx';
import { SHORT_VIDEO_ROUTE, VIDEO_DETAIL_ROUTE } from '../../core/video/routes.ts';
import { devOnly, lazyPage } from './lazy-page.tsx';

/** The detail pages share one component (and one chunk); the skeleton shows while it arrives. */
const DetailPage = lazyPage(() => import('../pages/details/DetailPage.tsx'), <DetailSkeleton />);

/** Spec 2 §2: three addresses of the one search page. */
const SearchPage = lazyPage(() => import('../pages/search/SearchPage.tsx'));

/** Spec 1 §2, spec 2 §2: /video (and /videoPlay, the same screen); /video?id= is a video's detail. */
const VideoPage = lazyPage(() => import('../pages/video/VideoPage.tsx'));

/** Spec 2 §2: the life home's two addresses. */
const LifePage = lazyPage(() => import('../pages/life/LifePage.tsx'));

/** Spec 2 §2: the favourites' two addresses. */
const FavouritesPage = lazyPage(() => import('../pages/favourites/FavouritesPage.tsx'));

/** The plugin gallery's old address (before it was named plugin-gallery), kept for editors' bookmarks. */
function OldPluginGalleryAddress() {
  const search = useSearch();
  return <Redirect to={`/__plugin-gallery${search ? `?${search}` : ''}`} replace />;
}

/**
 * Every route of the app (spec 1 §2, spec 2 §2: exact match), one page each. Pages other than the
 * home load when first visited. A path not here shows 'this page does not exist'. The server renders
 * every route (src/ssr/page-ssr.tsx) but those marked `serverRendered: false`: pages of the reader's
 * own (login, favourites), developers' pages, and pages whose first render makes its calls outside
 * useCall (they would render empty).
 */
export const ROUTES: readonly { path: string; page: ComponentType; preload?: () => Promise<unknown>; serverRendered?: false }[] = [
  { path: '/', page: HomePage },
  { path: '/openUrl/:address', page: lazyPage(() => import('../pages/OpenUrlPage.tsx')), serverRendered: false },
  { path: '/bridge', page: lazyPage(() => import('../pages/bridge/BridgePage.tsx')), serverRendered: false },
  { path: '/YZlogin', page: lazyPage(() => import('../pages/login/LoginPage.tsx')), serverRendered: false },
  { path: DETAIL_ROUTES.details, page: () => <DetailPage variant="details" />, preload: DetailPage.preload },
  { path: DETAIL_ROUTES.zhcs, page: () => <DetailPage variant="zhcs" />, preload: DetailPage.preload },
  { path: DETAIL_ROUTES.primitive, page: () => <DetailPage variant="primitive" />, preload: DetailPage.preload },
  { path: '/allComment', page: lazyPage(() => import('../pages/comments/AllCommentsPage.tsx')), serverRendered: false },
  { path: '/commentDetails', page: lazyPage(() => import('../pages/comments/CommentDetailPage.tsx')), serverRendered: false },
  { path: '/search', page: SearchPage },
  { path: '/searchMax', page: SearchPage },
  { path: '/searchPlus', page: SearchPage },
  { path: '/video', page: VideoPage },
  { path: '/videoPlay', page: VideoPage },
  { path: VIDEO_DETAIL_ROUTE, page: lazyPage(() => import('../pages/video/VideoDetailPage.tsx')) },
  { path: '/videoList', page: lazyPage(() => import('../pages/video/VideoListPage.tsx')), serverRendered: false },
  // Spec 2 §2's short-video feed (the spec names no route for it: ours).
  { path: SHORT_VIDEO_ROUTE, page: lazyPage(() => import('../pages/short-video/ShortVideoPage.tsx')), serverRendered: false },
  { path: '/life-style', page: LifePage },
  { path: '/life', page: LifePage },
  { path: '/topicNews', page: lazyPage(() => import('../pages/topics/TopicNewsPage.tsx')) },
  // Not yet: its e2e (tests/e2e/topics.spec.ts) asserts the page's own first-page request, which a server render makes unneeded.
  { path: '/topicList', page: lazyPage(() => import('../pages/topics/TopicListPage.tsx')), serverRendered: false },
  { path: '/favor', page: FavouritesPage, serverRendered: false },
  { path: '/slhFavor', page: FavouritesPage, serverRendered: false },
  { path: '/voteDetails', page: lazyPage(() => import('../pages/votes/VoteDetailsPage.tsx')), serverRendered: false },
  // Not yet: its first render picks the class the reader stored (the server has no storage).
  { path: '/PlayBack', page: lazyPage(() => import('../pages/playback/PlayBackPage.tsx')), serverRendered: false },
  { path: '/playBackDetail', page: lazyPage(() => import('../pages/playback/PlayBackDetailPage.tsx')) },
  { path: '/imgList', page: lazyPage(() => import('../pages/pictures/ImgListPage.tsx'), <DetailSkeleton />) },
  // Spec 2 §8: where code 5101 leads ('content does not exist').
  { path: CONTENT_MISSING_ROUTE, page: lazyPage(() => import('../pages/details/ContentMissingPage.tsx')), serverRendered: false },
  // Developers' and editors' pages: in development, or with preview=1 in a production build.
  { path: '/__plugin-gallery', page: devOnly(lazyPage(() => import('../pages/plugin-gallery/PluginGalleryPage.tsx'))), serverRendered: false },
  { path: '/__gallery', page: OldPluginGalleryAddress, serverRendered: false },
  { path: '/__bench/feed', page: devOnly(lazyPage(() => import('../pages/bench/FeedBenchPage.tsx'))), serverRendered: false },
  { path: '/__playground', page: devOnly(lazyPage(() => import('../pages/playground/PlaygroundPage.tsx'))), serverRendered: false },
];
