import { defineMessages } from '../../core/engine/i18n/define-messages.ts';

/** The news home (spec 2 §2). */
export const homeMessages = defineMessages({
  en: {
    'app.news': 'News',
    'search.placeholder': 'Search',
    'feed.loadFailed': 'The news could not be loaded',
  },
  'zh-CN': {
    'app.news': '新闻',
    'search.placeholder': '搜索',
    'feed.loadFailed': '新闻加载失败',
  },
  'zh-TW': {
    'app.news': '新聞',
    'search.placeholder': '搜尋',
    'feed.loadFailed': '新聞載入失敗',
  },
});
