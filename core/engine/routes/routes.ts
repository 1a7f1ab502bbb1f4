import { defineRoute } from './define-route.ts';

/** The detail pages' query (core/domain/detail/detail-query.ts reads it). */
type DetailQuery = 'newsId' | 'preview' | 'source' | 'sources' | 'category_name' | 'columnId';

/**
 * Every route of the app (spec 1 §2, spec 2 §2: exact match), spelled once: its path and (as a type)
 * the query it reads. Links anywhere are made with `ROUTE.<name>.link(…)`; src/routes/route-records.ts adds
 * each route's page and whether the server renders it. tests/unit/route-literals.test.ts fails on a
 * route's path written anywhere else.
 */
export const ROUTE = {
  home: defineRoute('/'),
  /** Spec 1 §2: `/openUrl/{encoded target address}` (core/domain/open/open-url.ts makes and reads it). */
  openUrl: defineRoute<'title' | 'search'>('/openUrl/:address'),
  bridge: defineRoute('/bridge'),
  login: defineRoute<'redirect' | 'state' | 'code'>('/YZlogin'),
  details: defineRoute<DetailQuery>('/details'),
  zhcsDetails: defineRoute<DetailQuery>('/zhcs-details'),
  primitiveDetails: defineRoute<DetailQuery>('/primitiveDetails'),
  allComment: defineRoute<'id' | 'api'>('/allComment'),
  commentDetails: defineRoute<'id' | 'pcommentId' | 'api'>('/commentDetails'),
  search: defineRoute<'text' | 'searchType'>('/search'),
  searchMax: defineRoute<'text' | 'searchType'>('/searchMax'),
  searchPlus: defineRoute<'text' | 'searchType'>('/searchPlus'),
  /** Spec 1 §2, spec 2 §2: the video tabs; with an id a video's detail. */
  video: defineRoute<'id' | 'live' | 'preview' | 'category_name'>('/video'),
  videoPlay: defineRoute<'id' | 'live' | 'preview' | 'category_name'>('/videoPlay'),
  videoDetail: defineRoute<'id' | 'preview' | 'category_name'>('/videoDetail'),
  videoList: defineRoute<'categoryCode'>('/videoList'),
  /** Spec 2 §2's short-video feed: the spec names no route, this is ours. */
  shortVideo: defineRoute<'id' | 'panelId' | 'page'>('/shortVideo'),
  lifeStyle: defineRoute<'key'>('/life-style'),
  life: defineRoute<'key'>('/life'),
  topicNews: defineRoute<'newsId' | 'type' | 'preview'>('/topicNews'),
  topicList: defineRoute<'id' | 'page'>('/topicList'),
  favor: defineRoute('/favor'),
  slhFavor: defineRoute('/slhFavor'),
  voteDetails: defineRoute<'newsId'>('/voteDetails'),
  playBack: defineRoute<'id' | 'page'>('/PlayBack'),
  playBackDetail: defineRoute<'id'>('/playBackDetail'),
  imgList: defineRoute<'newsId'>('/imgList'),
  /** Spec 2 §8: where code 5101 leads ('content does not exist'). */
  notFound: defineRoute('/notFound'),
  // Developers' and editors' pages.
  pluginGallery: defineRoute('/__plugin-gallery'),
  /** The plugin gallery's old address, kept for editors' bookmarks. */
  oldPluginGallery: defineRoute('/__gallery'),
  feedBench: defineRoute<'count'>('/__bench/feed'),
  playground: defineRoute<'preview' | 'lang'>('/__playground'),
};

export type RouteName = keyof typeof ROUTE;

/**
 * Spec 1 §2: the login page's address, which sends the reader back to `returnTo`: a path of this site
 * only. Beside the routes (in the entry), not with the login flows, which load when a reader asks to
 * sign in: a page that only links to the login page (the favourites signed out) loads none of them.
 */
export function loginPageHref(returnTo: string): string {
  const safe = returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
  return ROUTE.login.link({ redirect: safe });
}
