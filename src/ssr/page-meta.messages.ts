import { defineMessages } from '../../core/engine/i18n/define-messages.ts';

/** What a page says about itself to link previews and search engines (src/ssr/page-meta.ts). */
export const pageMetaMessages = defineMessages({
  en: {
    'meta.siteDescription': "Changsha's city news and services: news, short videos, live, radio and TV, and the city's services",
    'meta.pageTitle': '{title} - {app}',
  },
  'zh-CN': {
    'meta.siteDescription': '长沙城市新闻与服务：新闻、短视频、直播、广播电视与城市服务',
    'meta.pageTitle': '{title} - {app}',
  },
  'zh-TW': {
    'meta.siteDescription': '長沙城市新聞與服務：新聞、短影片、直播、廣播電視與城市服務',
    'meta.pageTitle': '{title} - {app}',
  },
});
