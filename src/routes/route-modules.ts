/**
 * Each lazily loaded route's page module, as the build's manifest names it: the server preloads the
 * page's chunks with its HTML (server/home-page.ts), so they download beside the entry instead of
 * after it has run. Plain data (the server reads it); tests/unit/route-modules.test.ts checks it
 * against the route table.
 */
export const ROUTE_MODULES: Readonly<Record<string, string>> = {
  '/details': 'src/pages/details/DetailPage.tsx',
  '/zhcs-details': 'src/pages/details/DetailPage.tsx',
  '/primitiveDetails': 'src/pages/details/DetailPage.tsx',
  '/allComment': 'src/pages/comments/AllCommentsPage.tsx',
  '/commentDetails': 'src/pages/comments/CommentDetailPage.tsx',
  '/search': 'src/pages/search/SearchPage.tsx',
  '/searchMax': 'src/pages/search/SearchPage.tsx',
  '/searchPlus': 'src/pages/search/SearchPage.tsx',
  '/video': 'src/pages/video/VideoPage.tsx',
  '/videoPlay': 'src/pages/video/VideoPage.tsx',
  '/videoDetail': 'src/pages/video/VideoDetailPage.tsx',
  '/videoList': 'src/pages/video/VideoListPage.tsx',
  '/shortVideo': 'src/pages/short-video/ShortVideoPage.tsx',
  '/life-style': 'src/pages/life/LifePage.tsx',
  '/life': 'src/pages/life/LifePage.tsx',
  '/topicNews': 'src/pages/topics/TopicNewsPage.tsx',
  '/topicList': 'src/pages/topics/TopicListPage.tsx',
  '/favor': 'src/pages/favourites/FavouritesPage.tsx',
  '/slhFavor': 'src/pages/favourites/FavouritesPage.tsx',
  '/voteDetails': 'src/pages/votes/VoteDetailsPage.tsx',
  '/PlayBack': 'src/pages/playback/PlayBackPage.tsx',
  '/playBackDetail': 'src/pages/playback/PlayBackDetailPage.tsx',
  '/imgList': 'src/pages/pictures/ImgListPage.tsx',
  '/YZlogin': 'src/pages/login/LoginPage.tsx',
  '/bridge': 'src/pages/bridge/BridgePage.tsx',
};
