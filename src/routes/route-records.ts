import type { DetailVariant } from '../../core/domain/detail/detail-routes.ts';
import { ROUTE, type RouteName } from '../../core/engine/routes/routes.ts';

/**
 * What each route shows: its page module and whether the server renders it. Plain data (the server
 * reads it to preload a page's chunks, src/routes/route-modules.ts);
 * src/routes/route-table.tsx makes the components. Every route of core/engine/routes/routes.ts has one.
 */
export interface RoutePage {
  /** The page module, under src/pages without '.tsx'. Each but the home's loads when first visited. */
  page: string;
  /**
   * The server renders the page (one recording render for all, src/ssr/page-ssr.tsx). Left out: the login pages, developers'
   * pages, and pages whose first render makes its calls outside useCall (they would render empty).
   */
  serverRendered?: true;
  /**
   * The page's feed hydrates in a boundary of its own once the page is ready (src/main.tsx): the page
   * is ready without the feed's code (the home: that code is no part of its first bundle). Otherwise
   * the feeds the server rendered are the page's first screen, resolved before it hydrates.
   */
  feedAfterReady?: true;
  /** The detail pages share one component, told apart by their variant. */
  variant?: DetailVariant;
  /** Shows the detail's skeleton while the page's code arrives. */
  detailSkeleton?: true;
  /** Developers' and editors' pages: in development, or with preview=1 in a production build. */
  devOnly?: true;
  /** An old address that now leads to another route (its query kept). */
  redirectTo?: RouteName;
}

/** The page in the home's first bundle. */
export const HOME_PAGE = 'HomePage';

export const ROUTE_PAGES: Readonly<Record<RouteName, RoutePage>> = {
  home: { page: HOME_PAGE, serverRendered: true, feedAfterReady: true },
  openUrl: { page: 'OpenUrlPage' },
  bridge: { page: 'bridge/BridgePage' },
  login: { page: 'login/LoginPage' },
  details: { page: 'details/DetailPage', variant: 'details', detailSkeleton: true, serverRendered: true },
  zhcsDetails: { page: 'details/DetailPage', variant: 'zhcs', detailSkeleton: true, serverRendered: true },
  primitiveDetails: { page: 'details/DetailPage', variant: 'primitive', detailSkeleton: true, serverRendered: true },
  allComment: { page: 'comments/AllCommentsPage', serverRendered: true },
  commentDetails: { page: 'comments/CommentDetailPage', serverRendered: true },
  search: { page: 'search/SearchPage', serverRendered: true },
  searchMax: { page: 'search/SearchPage', serverRendered: true },
  searchPlus: { page: 'search/SearchPage', serverRendered: true },
  video: { page: 'video/VideoPage', serverRendered: true },
  videoPlay: { page: 'video/VideoPage', serverRendered: true },
  videoDetail: { page: 'video/VideoDetailPage', serverRendered: true },
  videoList: { page: 'video/VideoListPage', serverRendered: true },
  shortVideo: { page: 'short-video/ShortVideoPage', serverRendered: true },
  lifeStyle: { page: 'life/LifePage', serverRendered: true },
  life: { page: 'life/LifePage', serverRendered: true },
  topicNews: { page: 'topics/TopicNewsPage', serverRendered: true },
  topicList: { page: 'topics/TopicListPage', serverRendered: true },
  // The reader's own: the server renders what a signed-out reader sees; the page fills in the rest.
  favor: { page: 'favourites/FavouritesPage', serverRendered: true },
  slhFavor: { page: 'favourites/FavouritesPage', serverRendered: true },
  voteDetails: { page: 'votes/VoteDetailsPage', serverRendered: true },
  playBack: { page: 'playback/PlayBackPage', serverRendered: true },
  playBackDetail: { page: 'playback/PlayBackDetailPage', serverRendered: true },
  imgList: { page: 'pictures/ImgListPage', detailSkeleton: true, serverRendered: true },
  notFound: { page: 'details/ContentMissingPage' },
  pluginGallery: { page: 'plugin-gallery/PluginGalleryPage', devOnly: true },
  oldPluginGallery: { page: 'plugin-gallery/PluginGalleryPage', redirectTo: 'pluginGallery' },
  feedBench: { page: 'bench/FeedBenchPage', devOnly: true },
  playground: { page: 'playground/PlaygroundPage', devOnly: true },
};

/** Each route with its record, in the order of core/engine/routes/routes.ts. */
export const ROUTE_RECORDS: readonly (RoutePage & { name: RouteName; path: string })[] = (Object.keys(ROUTE) as RouteName[]).map((name) => ({
  name,
  path: ROUTE[name].path,
  ...ROUTE_PAGES[name],
}));
