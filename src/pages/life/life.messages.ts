import { defineMessages } from '../../../core/engine/i18n/define-messages.ts';

/** The life home (spec 2 §2 Life home). */
export const lifeMessages = defineMessages({
  en: {
    'life.title': 'Life',
    'life.search': 'Search',
    'life.tabs': 'Life categories',
    'life.tab.recommend': 'Recommend',
    'life.tab.welfare': 'Welfare',
    'life.tab.play': 'Play',
    'life.tab.hot': 'Hot',
    'life.loadFailed': 'This tab could not be loaded',
  },
  'zh-CN': {
    'life.title': '生活',
    'life.search': '搜索',
    'life.tabs': '生活分类',
    'life.tab.recommend': '推荐',
    'life.tab.welfare': '福利',
    'life.tab.play': '玩乐',
    'life.tab.hot': '热门',
    'life.loadFailed': '该栏目加载失败',
  },
  'zh-TW': {
    'life.title': '生活',
    'life.search': '搜尋',
    'life.tabs': '生活分類',
    'life.tab.recommend': '推薦',
    'life.tab.welfare': '福利',
    'life.tab.play': '玩樂',
    'life.tab.hot': '熱門',
    'life.loadFailed': '該欄目載入失敗',
  },
});
