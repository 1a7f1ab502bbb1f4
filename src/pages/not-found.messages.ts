import { defineMessages } from '../../core/engine/i18n/define-messages.ts';

/** The page for routes that do not exist. */
export const notFoundMessages = defineMessages({
  en: {
    'page.notFoundHint': 'The link may be old or mistyped. The news is still one tap away.',
    'page.notFound': 'This page does not exist',
  },
  'zh-CN': {
    'page.notFound': '页面不存在',
    'page.notFoundHint': '链接可能已失效或输入有误，回到首页继续看新闻吧。',
  },
  'zh-TW': {
    'page.notFound': '頁面不存在',
    'page.notFoundHint': '連結可能已失效或輸入有誤，回到首頁繼續看新聞吧。',
  },
});
