import { defineMessages } from '../../../core/engine/i18n/define-messages.ts';

/** The video card (spec 2 §2, listStyle 5). */
export const videoCardMessages = defineMessages({
  en: {
    'card.video': 'Video',
    'card.duration': 'Duration {time}',
  },
  'zh-CN': {
    'card.video': '视频',
    'card.duration': '时长{time}',
  },
  'zh-TW': {
    'card.video': '影片',
    'card.duration': '時長{time}',
  },
});
