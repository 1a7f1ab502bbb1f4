import { defineMessages } from '../define-messages.ts';

export const commonMessages = defineMessages({
  en: {
    'common.loading': 'Loading',
    'common.retry': 'Retry',
    'common.back': 'Back',
    'common.systemError': 'System error',
    'page.backHome': 'Back to news',
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
