/**
 * One visit per route of the route table (src/routes/route-table.tsx), for the WebKit run: the
 * address a reader would open, what proves its content is shown, and the session it needs. A unit
 * test (tests/unit/webkit-route-visits.test.ts) fails when a route has no visit here.
 */
export interface RouteVisit {
  /** The route's path as the route table spells it. */
  route: string;
  address: string;
  /** A CSS selector of what the reader came for (visible once the page shows it). */
  content: string;
  /** A ticket for the TGT cookie: the page is a signed-in reader's. */
  session?: string;
}

const CHANGSHA = encodeURIComponent('长沙');
const READER = 'TGT-reader-0003';

export const ROUTE_VISITS: readonly RouteVisit[] = [
  { route: '/', address: '/', content: 'main.feed [data-testid="card"]' },
  // A file server's address: the app says it cannot show it, with a link out (an http page would be framed).
  { route: '/openUrl/:address', address: `/openUrl/${encodeURIComponent('ftp://files.example.com/old-page.pdf')}?title=${encodeURIComponent('老文件')}`, content: '.page--open-url .feed-state a' },
  { route: '/bridge', address: '/bridge', content: 'main button' },
  { route: '/YZlogin', address: '/YZlogin', content: 'main input' },
  { route: '/details', address: '/details?newsId=100001', content: 'article.detail-article h1' },
  { route: '/zhcs-details', address: '/zhcs-details?newsId=100002', content: 'article.detail-article h1' },
  { route: '/primitiveDetails', address: '/primitiveDetails?newsId=100001', content: 'article.detail-article h1' },
  { route: '/allComment', address: '/allComment?id=100001', content: '[data-testid="comment"]' },
  { route: '/commentDetails', address: '/commentDetails?id=100001&pcommentId=1', content: '[data-testid="comment"]' },
  { route: '/search', address: `/search?text=${CHANGSHA}`, content: '[data-testid="search-list-news"] [data-testid="card"]' },
  { route: '/searchMax', address: `/searchMax?text=${CHANGSHA}`, content: '[data-testid="search-list-news"] [data-testid="card"]' },
  { route: '/searchPlus', address: '/searchPlus', content: '[data-testid="search-input"]' },
  { route: '/video', address: '/video', content: '[data-testid="card"]' },
  { route: '/videoPlay', address: '/videoPlay?live=1', content: '[data-testid="card"]' },
  { route: '/videoDetail', address: '/videoDetail?id=100221', content: 'video, .player' },
  { route: '/videoList', address: '/videoList', content: '[data-testid="card"]' },
  { route: '/shortVideo', address: '/shortVideo?id=100261&panelId=48632', content: '[data-testid="short-slide"]' },
  { route: '/life-style', address: '/life-style', content: '[data-testid="life-tab-panel"] [data-testid="card"]' },
  { route: '/life', address: '/life?key=mycs.life.hot', content: '[data-testid="ranking-row"]' },
  { route: '/topicNews', address: '/topicNews?newsId=100346', content: '[data-testid="topic-news"] [data-testid="card"]' },
  { route: '/topicList', address: '/topicList?id=100003', content: '[data-testid="topic-list"] [data-testid="card"]' },
  { route: '/favor', address: '/favor', content: '[data-testid="favourites-list"] [data-testid="card"]', session: READER },
  { route: '/slhFavor', address: '/slhFavor', content: '[role="tablist"]', session: READER },
  { route: '/voteDetails', address: '/voteDetails?newsId=200001', content: '[data-testid="vote-block"]' },
  { route: '/PlayBack', address: '/PlayBack?id=300037', content: '[data-testid="playback-row"]' },
  { route: '/playBackDetail', address: '/playBackDetail?id=300002', content: '[data-testid="wonderful-list"]' },
  { route: '/imgList', address: '/imgList?newsId=100319', content: '[data-testid="picture-list"]' },
  { route: '/notFound', address: '/notFound', content: 'main' },
  { route: '/__plugin-gallery', address: '/__plugin-gallery?preview=1', content: 'main' },
  { route: '/__gallery', address: '/__gallery?preview=1', content: 'main' },
  { route: '/__bench/feed', address: '/__bench/feed?preview=1', content: '[data-testid="card"]' },
  { route: '/__playground', address: '/__playground?preview=1&category=mycs.news&panel=48653', content: '[data-testid="playground-phone"]' },
];
