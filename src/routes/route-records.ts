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
   * Opts the route out of server rendering: every other route is rendered by the server (one
   * recording render for all, src/ssr/page-ssr.tsx), as are none of the developers' pages and old
   * addresses. Say why beside it.
   */
  clientOnly?: true;
  /**
   * The page's feed hydrates in a boundary of its own once the page is ready (src/main.tsx): the page
   * is ready without the feed's code (the home, the life home, the video tabs and list: that code is no part of their first bundle). Otherwise
   * the feeds the server rendered are the page's first screen, resolved before it hydrates.
   */
  feedAfterReady?: true;
  /**
   * With an id in its address (`?id=`), the route shows this page instead: spec 1 §2's /video?id= is a
   * video's detail. Its own module, so such an address loads none of the other page's code; the other
   * page loads it beside itself (its cards lead there, and a tapped card opens at once).
   */
  idPage?: string;
  /** The detail pages share one component, told apart by their variant. */
  variant?: DetailVariant;
  /** Shows the detail's skeleton while the page's code arrives. */
  detailSkeleton?: true;
  /** Developers' and editors' pages: in development, or with preview=1 in a production build. */
  devOnly?: true;
  /** An old address that now leads to another route (its query kept). */
  redirectTo?: RouteName;
}

/** Whether an address's query names an id (`?id=`, not blank): a route with an id page shows that page then. */
export const namesId = (query: URLSearchParams): boolean => Boolean(query.get('id')?.trim());

/** The page in the home's first bundle. */
export const HOME_PAGE = 'HomePage';

export const ROUTE_PAGES: Readonly<Record<RouteName, RoutePage>> = {
  home: { page: HOME_PAGE, feedAfterReady: true },
  // Frames another site, which only the browser may load.
  openUrl: { page: 'OpenUrlPage', clientOnly: true },
  // Only passes the reader on to the app or a page (spec 1 §2): nothing to read.
  bridge: { page: 'bridge/BridgePage', clientOnly: true },
  // Signs the reader in with what only the browser holds (the app's token, the chat app's code).
  login: { page: 'login/LoginPage', clientOnly: true },
  details: { page: 'details/DetailPage', variant: 'details', detailSkeleton: true },
  zhcsDetails: { page: 'details/DetailPage', variant: 'zhcs', detailSkeleton: true },
  primitiveDetails: { page: 'details/DetailPage', variant: 'primitive', detailSkeleton: true },
  allComment: { page: 'comments/AllCommentsPage' },
  commentDetails: { page: 'comments/CommentDetailPage' },
  search: { page: 'search/SearchPage' },
  searchMax: { page: 'search/SearchPage' },
  searchPlus: { page: 'search/SearchPage' },
  video: { page: 'video/VideoTabsPage', idPage: 'video/VideoDetailPage', feedAfterReady: true },
  videoPlay: { page: 'video/VideoTabsPage', idPage: 'video/VideoDetailPage', feedAfterReady: true },
  videoDetail: { page: 'video/VideoDetailPage' },
  videoList: { page: 'video/VideoListPage', feedAfterReady: true },
  shortVideo: { page: 'short-video/ShortVideoPage' },
  lifeStyle: { page: 'life/LifePage', feedAfterReady: true },
  life: { page: 'life/LifePage', feedAfterReady: true },
  topicNews: { page: 'topics/TopicNewsPage' },
  topicList: { page: 'topics/TopicListPage' },
  // The reader's own: the server renders what a signed-out reader sees; the page fills in the rest.
  favor: { page: 'favourites/FavouritesPage' },
  slhFavor: { page: 'favourites/FavouritesPage' },
  voteDetails: { page: 'votes/VoteDetailsPage' },
  playBack: { page: 'playback/PlayBackPage' },
  playBackDetail: { page: 'playback/PlayBackDetailPage' },
  imgList: { page: 'pictures/ImgListPage', detailSkeleton: true },
  // Says an item is gone: its words come from the address the opener left, never from a call.
  notFound: { page: 'details/ContentMissingPage', clientOnly: true },
  pluginGallery: { page: 'plugin-gallery/PluginGalleryPage', devOnly: true },
  oldPluginGallery: { page: 'plugin-gallery/PluginGalleryPage', redirectTo: 'pluginGallery' },
  feedBench: { page: 'bench/FeedBenchPage', devOnly: true },
  playground: { page: 'playground/PlaygroundPage', devOnly: true },
};

/** Each route with its record, in the order of core/engine/routes/routes.ts. */
export const ROUTE_RECORDS: readonly (RoutePage & { name: RouteName; path: string; serverRendered: boolean })[] = (Object.keys(ROUTE) as RouteName[]).map((name) => ({
  name,
  path: ROUTE[name].path,
  ...ROUTE_PAGES[name],
  serverRendered: isServerRendered(ROUTE_PAGES[name]),
}));

/** Server-rendered by default: a route opts out in its record; developers' pages and old addresses never are. */
export function isServerRendered(page: RoutePage): boolean {
  return !page.clientOnly && !page.devOnly && !page.redirectTo;
}
