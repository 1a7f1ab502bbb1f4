import { defineMessages } from '../../core/engine/i18n/define-messages.ts';

/** Paged lists (issue 32: 'more' as a link to the next page). */
export const listsMessages = defineMessages({
  en: {
    'lists.nextPage': 'More',
  },
  'zh-CN': {
    'lists.nextPage': '查看更多',
  },
  'zh-TW': {
    'lists.nextPage': '查看更多',
  },
});
