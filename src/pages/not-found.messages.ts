import { defineMessages } from '../../core/i18n/define-messages.ts';

/** The page for routes that do not exist. */
export const notFoundMessages = defineMessages({
  en: {
    'page.notFound': 'This page does not exist',
  },
  'zh-CN': {
    'page.notFound': '页面不存在',
  },
  'zh-TW': {
    'page.notFound': '頁面不存在',
  },
});
