import { defineMessages } from '../../core/engine/i18n/define-messages.ts';

/** A slide-up sheet. */
export const sheetMessages = defineMessages({
  en: {
    'sheet.close': 'Close',
  },
  'zh-CN': {
    'sheet.close': '关闭',
  },
  'zh-TW': {
    'sheet.close': '關閉',
  },
});
