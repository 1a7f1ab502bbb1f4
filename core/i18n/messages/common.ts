import { defineMessages } from '../define-messages.ts';

export const commonMessages = defineMessages({
  en: {
    'common.loading': 'loading',
    'common.retry': 'retry',
    'common.back': 'back',
    'common.systemError': 'system error',
    'page.backHome': 'back to news',
  },
  'zh-CN': {
    'common.loading': '加载中',
    'common.retry': '重试',
    'common.back': '返回',
    'common.systemError': '系统错误',
    'page.backHome': '返回新闻首页',
  },
  'zh-TW': {
    'common.loading': '載入中',
    'common.retry': '重試',
    'common.back': '返回',
    'common.systemError': '系統錯誤',
    'page.backHome': '返回新聞首頁',
  },
});
