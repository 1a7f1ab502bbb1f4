import { defineMessages } from '../../core/engine/i18n/define-messages.ts';

/** A vote's options and results (spec 2 §2, §4). */
export const voteMessages = defineMessages({
  en: {
    'votes.voted': 'Voted',
    'votes.ended': 'Ended',
    'votes.versus': 'VS',
  },
  'zh-CN': {
    'votes.voted': '已投票',
    'votes.ended': '已结束',
    'votes.versus': 'VS',
  },
  'zh-TW': {
    'votes.voted': '已投票',
    'votes.ended': '已結束',
    'votes.versus': 'VS',
  },
});
