import { defineMessages } from '../define-messages.ts';

export const commonMessages = defineMessages({
  en: {
    'app.news': 'news',
    'search.placeholder': 'search',
    'common.loading': 'loading',
    'common.dataLoading': 'data loading...',
    'common.retry': 'retry',
    'common.back': 'back',
    'common.systemError': 'system error',
    'page.notFound': 'this page does not exist',
    'page.backHome': 'back to news',
  },
  'zh-CN': {
    'app.news': '新闻',
    'search.placeholder': '搜索',
    'common.loading': '加载中',
    'common.dataLoading': '数据加载中...',
    'common.retry': '重试',
    'common.back': '返回',
    'common.systemError': '系统错误',
    'page.notFound': '页面不存在',
    'page.backHome': '返回新闻首页',
  },
  'zh-TW': {
    'app.news': '新聞',
    'search.placeholder': '搜尋',
    'common.loading': '載入中',
    'common.dataLoading': '資料載入中...',
    'common.retry': '重試',
    'common.back': '返回',
    'common.systemError': '系統錯誤',
    'page.notFound': '頁面不存在',
    'page.backHome': '返回新聞首頁',
  },
});
