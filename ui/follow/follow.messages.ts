import { defineMessages } from '../../core/engine/i18n/define-messages.ts';

/** Spec 2 §4: the follow button (detail header, dynamic card, user search results). */
export const followMessages = defineMessages({
  en: {
    'follow.follow': 'Follow',
    'follow.followed': 'Followed',
  },
  'zh-CN': {
    'follow.follow': '关注',
    'follow.followed': '已关注',
  },
  'zh-TW': {
    'follow.follow': '關注',
    'follow.followed': '已關注',
  },
});
