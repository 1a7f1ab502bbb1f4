import { defineMessages } from '../../core/engine/i18n/define-messages.ts';

/** A paged list's own words (src/lists/). */
export const listMessages = defineMessages({
  en: {
    'list.nextPage': 'Next page',
  },
  'zh-CN': {
    'list.nextPage': '下一页',
  },
  'zh-TW': {
    'list.nextPage': '下一頁',
  },
});
