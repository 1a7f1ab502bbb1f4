/**
 * A city that is not Changsha: other codes, hosts and ids in every field, so that a build and a server
 * for it (tests/e2e/test-city.spec.ts) show what of the app still speaks Changsha. The shape: cities/city.ts.
 */

export const name = 'test-city';
export const code = 990100;
export const description = {
  'zh-CN': '测试城市新闻与服务',
  'zh-TW': '測試城市新聞與服務',
  en: "Test City's news and services",
};
export const appName = { 'zh-CN': '我的测试城', 'zh-TW': '我的測試城', en: 'My Test City' };
export const pageHosts = { production: 'h5.city.test', test: 'test-h5.city.test' } as const;
export const apiHosts = { production: 'https://api.city.test', test: 'https://test-api.city.test' };
export const communityHosts = { production: 'https://sq.city.test', test: 'https://test-sq.city.test' };
export const subAppsHost = 'https://m.city.test';
export const app = { wakeAppId: 'tcity', channel: 7, defaultName: '我的测试城', scheme: 'tcity://', downloadPage: 'https://m.city.test/download' };
export const weChatAppId = 'wx0000000000990100';
export const analytics = { appIdProduction: 20000004, appIdOther: 20000001, appName: 'tcity', instanceName: 'tcity' };
export const tokenLoginPath = '/api/sys/login/tcity/token';
export const newsCategory = 'tc.news';
export const videoCategories = { video: 'tc.video', videoTab: 'tc.video.video', liveTab: 'tc.video.live', follow: 'tc.video.livefavor', topics: 'tc.video.vgsub' };
export const favourCategories = { tabs: 'tc.favorpanel', all: 'tc.favor', video: 'tc.favor.video', live: 'tc.favor.live', news: 'tc.favor.news' };
export const lifeCategories = { recommend: 'tc.life.recommend', boon: 'tc.life.boon', happy: 'tc.life.happy', hot: 'tc.life.hot' };
export const videoPanels = {
  defaultPanel: '78662',
  livePanel: '78757',
  tabPanels: { '78639': '78662', '78640': '78757', '78641': '70688' },
  favouriteSegments: ['70688', '70689'] as const,
};
export const favourPanels = {
  tabPanels: [
    ['72815', '72822'],
    ['72816', '72823'],
    ['72817', '72821'],
  ] as const,
  panelKinds: [
    ['72822', 'video'],
    ['72823', 'live'],
    ['72821', 'news'],
  ] as const,
  defaultTab: '72822',
};
export const audioPanelType = 'tc.audio';
// All but the books ranking (its life tab has that panel): a city leaves out a plugin it does not use.
export const plugins = {
  panels: ['list-content', 'list-horizontal', 'carousel', 'audio', 'special-overview', 'video-grid', 'ranking-services', 'ranking-news'],
  cards: ['text-only', 'thumbnail', 'three-images', 'large-image', 'video', 'vote', 'advert', 'dynamic', 'user-result', 'five-g'],
  openers: ['news-detail', 'default-rule', 'video-route', 'picture-swipe', 'external-address', 'live-news', 'native-video', 'banner', 'community'],
  players: ['hls', 'mp4', 'audio'],
};
export const copyright = {
  original: { phone: '0000-0000 0000', mail: 'news@city.test' },
  reprint: { phone: '0000-0000 0001', mail: 'copyright@city.test' },
};
