import { ROUTE, type RouteName } from '../../core/engine/routes/routes.ts';
import { ROUTE_PAGES } from '../../src/routes/route-records.ts';

/** One address of a route, on the seeded local CMS (cms/seed), with the label the tables print. */
export interface RouteSample {
  route: RouteName;
  label: string;
  address: string;
  /** The route shows the same page module as an earlier one (an old or second address): Lighthouse skips it unless named. */
  alias?: true;
}

/**
 * A seeded address for each route a reader lands on (issue 31): 100001 a rich article with pictures,
 * 100008 a framed one, 100002 a plain one, 100221 a video, 100346 a topic, 100014 an article with
 * comments, 200001 a vote, 300037 a live class, 300010 a replay, 100319 a gallery, 100261 a short video.
 * `null`: a route not measured: the bridge and the login page only pass the reader on, and /openUrl frames
 * another site's page (no traffic leaves this machine). Developers' pages and old addresses are left
 * out by their record. tests/unit/route-samples.test.ts holds this list to the route record.
 */
export const ROUTE_SAMPLES: Readonly<Record<RouteName, readonly Omit<RouteSample, 'route'>[] | null>> = {
  home: [{ label: 'home', address: ROUTE.home.link() }],
  openUrl: null,
  bridge: null,
  login: null,
  details: [
    { label: 'details (rich)', address: ROUTE.details.link({ newsId: '100001' }) },
    { label: 'details (framed)', address: ROUTE.details.link({ newsId: '100008' }) },
  ],
  zhcsDetails: [{ label: 'zhcs-details', address: ROUTE.zhcsDetails.link({ newsId: '100003' }), alias: true }],
  primitiveDetails: [{ label: 'primitiveDetails (plain)', address: ROUTE.primitiveDetails.link({ newsId: '100002' }) }],
  allComment: [{ label: 'allComment', address: ROUTE.allComment.link({ id: '100014' }) }],
  commentDetails: [{ label: 'commentDetails', address: ROUTE.commentDetails.link({ id: '100014', pcommentId: '1' }) }],
  search: [{ label: 'search', address: ROUTE.search.link({ text: '长沙' }) }],
  searchMax: [{ label: 'searchMax', address: ROUTE.searchMax.link({ text: '长沙' }), alias: true }],
  searchPlus: [{ label: 'searchPlus', address: ROUTE.searchPlus.link({ text: '长沙' }), alias: true }],
  video: [{ label: 'video', address: ROUTE.video.link() }],
  videoPlay: [{ label: 'videoPlay', address: ROUTE.videoPlay.link({ id: '100221' }), alias: true }],
  videoDetail: [{ label: 'videoDetail', address: ROUTE.videoDetail.link({ id: '100221' }) }],
  videoList: [{ label: 'videoList', address: ROUTE.videoList.link() }],
  shortVideo: [{ label: 'shortVideo', address: ROUTE.shortVideo.link({ id: '100261', panelId: '48632' }) }],
  lifeStyle: [{ label: 'life-style', address: ROUTE.lifeStyle.link() }],
  life: [{ label: 'life', address: ROUTE.life.link(), alias: true }],
  topicNews: [{ label: 'topicNews', address: ROUTE.topicNews.link({ newsId: '100346' }) }],
  topicList: [{ label: 'topicList', address: ROUTE.topicList.link({ id: '100003' }) }],
  favor: [{ label: 'favor', address: ROUTE.favor.link() }],
  slhFavor: [{ label: 'slhFavor', address: ROUTE.slhFavor.link(), alias: true }],
  voteDetails: [{ label: 'voteDetails', address: ROUTE.voteDetails.link({ newsId: '200001' }) }],
  playBack: [{ label: 'PlayBack', address: ROUTE.playBack.link({ id: '300037' }) }],
  playBackDetail: [{ label: 'playBackDetail', address: ROUTE.playBackDetail.link({ id: '300010' }) }],
  imgList: [{ label: 'imgList', address: ROUTE.imgList.link({ newsId: '100319' }) }],
  notFound: [{ label: 'notFound', address: ROUTE.notFound.link() }],
  pluginGallery: null,
  oldPluginGallery: null,
  feedBench: null,
  playground: null,
};

/** Every sample, in the order of the route record: what the budget and Lighthouse measure. */
export const routeSamples = (only?: readonly string[]): RouteSample[] =>
  (Object.keys(ROUTE_SAMPLES) as RouteName[])
    .filter((route) => !ROUTE_PAGES[route].devOnly && !ROUTE_PAGES[route].redirectTo && (!only || only.includes(route)))
    .flatMap((route) => (ROUTE_SAMPLES[route] ?? []).map((sample) => ({ route, ...sample })));
