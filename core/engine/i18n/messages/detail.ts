import { defineMessages } from '../define-messages.ts';

/** What core/domain/interactions says when a like or favourite fails (spec 2 §8). */
export const detailMessages = defineMessages({
  en: {
    'detail.likeFailed': 'Like failed',
  },
  'zh-CN': {
    'detail.likeFailed': '点赞失败',
  },
  'zh-TW': {
    'detail.likeFailed': '按讚失敗',
  },
});
