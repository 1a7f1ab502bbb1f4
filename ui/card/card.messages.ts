import { defineMessages } from '../../core/engine/i18n/define-messages.ts';

/** A feed card's meta line (spec 2 §5). */
export const cardMessages = defineMessages({
  en: {
    'card.reads': '{count} reads',
    'card.comments': '{count} comments',
  },
  'zh-CN': {
    'card.reads': '{count}阅读',
    'card.comments': '{count}评论',
  },
  'zh-TW': {
    'card.reads': '{count}閱讀',
    'card.comments': '{count}評論',
  },
});
