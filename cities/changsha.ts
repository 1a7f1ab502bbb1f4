/**
 * Changsha (长沙): the deployment values of 'My Changsha' (confirm with operations). The shape:
 * cities/city.ts.
 */

export const name = 'changsha';
export const code = 430100;
export const description = {
  'zh-CN': '长沙城市新闻与服务：新闻、短视频、直播、广播电视与城市服务',
  'zh-TW': '長沙城市新聞與服務：新聞、短影片、直播、廣播電視與城市服務',
  en: "Changsha's city news and services: news, short videos, live, radio and TV, and the city's services",
};
export const appName = { 'zh-CN': '我的长沙', 'zh-TW': '我的長沙', en: 'My Changsha' };
export const pageHosts = { production: 'h5.mycs.cn', test: 'test-h5.mycs.cn' } as const;
export const apiHosts = { production: 'https://api.mycs.cn', test: 'https://test-api.mycs.cn' };
export const communityHosts = { production: 'https://sq.mycs.cn', test: 'https://test-sq.mycs.cn' };
export const subAppsHost = 'https://m.mycs.cn';
// Spec 1 §3 names the wake app id's field, not its value; spec 1 §9: fixed channel 3. Neither spec nor
// protocols.md names a scheme (protocols.md §5 uses `mycs://` as its example): confirm with the native team.
export const app = { wakeAppId: 'mycs', channel: 3, defaultName: '我的长沙', scheme: 'mycs://', downloadPage: 'https://m.mycs.cn/download' };
export const weChatAppId = 'wx0000000000430100';
export const analytics = { appIdProduction: 10000004, appIdOther: 10000001, appName: 'mycs', instanceName: 'mycs' };
export const tokenLoginPath = '/api/sys/login/mycs/token';
export const newsCategory = 'mycs.news';
// 'mysc.video.vgsub': the platform's own spelling.
export const videoCategories = { video: 'mycs.video', videoTab: 'mycs.video.video', liveTab: 'mycs.video.live', follow: 'mycs.video.livefavor', topics: 'mysc.video.vgsub' };
export const favourCategories = { tabs: 'mycs.favorpanel', all: 'mycs.favor', video: 'mycs.favor.video', live: 'mycs.favor.live', news: 'mycs.favor.news' };
export const lifeCategories = { recommend: 'mycs.life.recommend', boon: 'mycs.life.boon', happy: 'mycs.life.happy', hot: 'mycs.life.hot' };
export const videoPanels = {
  defaultPanel: '48662',
  livePanel: '48757',
  tabPanels: { '48639': '48662', '48640': '48757', '48641': '60688' },
  favouriteSegments: ['60688', '60689'] as const,
};
export const favourPanels = {
  tabPanels: [
    ['62815', '62822'],
    ['62816', '62823'],
    ['62817', '62821'],
  ] as const,
  panelKinds: [
    ['62822', 'video'],
    ['62823', 'live'],
    ['62821', 'news'],
  ] as const,
  defaultTab: '62822',
};
export const audioPanelType = 'mycs.audio';
// Every plugin of the app (issue 27 item 5: the city names the ones its app registers).
export const plugins = {
  panels: ['list-content', 'list-horizontal', 'carousel', 'audio', 'special-overview', 'video-grid', 'ranking-services', 'ranking-news', 'ranking-books'],
  cards: ['text-only', 'thumbnail', 'three-images', 'large-image', 'video', 'vote', 'advert', 'dynamic', 'user-result', 'five-g'],
  openers: ['news-detail', 'default-rule', 'video-route', 'picture-swipe', 'external-address', 'live-news', 'native-video', 'banner', 'community'],
  players: ['hls', 'mp4', 'audio'],
};
export const copyright = {
  original: { phone: '0731-8888 0000', mail: 'news@mycs.local' },
  reprint: { phone: '0731-8888 0001', mail: 'copyright@mycs.local' },
};
