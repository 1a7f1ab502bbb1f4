import { defineMessages } from '../define-messages.ts';

/** The participation line of core/domain/votes/vote-text.ts (spec 2 §9). */
export const votesMessages = defineMessages({
  en: {
    'votes.participants': '{count} people took part',
    'votes.beFirst': 'Be the first to share your view',
  },
  'zh-CN': {
    'votes.participants': '{count}人参与',
    'votes.beFirst': '快来抢先发表观点吧',
  },
  'zh-TW': {
    'votes.participants': '{count}人參與',
    'votes.beFirst': '快來搶先發表觀點吧',
  },
});
