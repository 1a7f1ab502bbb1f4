import { defineMessages } from '../define-messages.ts';

/** Spec 2 §2 vote detail, §4 vote states, §9 vote texts. */
export const votesMessages = defineMessages({
  en: {
    'votes.participants': '{count} people took part',
    'votes.beFirst': 'be the first to share your view',
    'votes.more': 'more votes',
    'votes.vote': 'vote',
    'votes.voted': 'voted',
    'votes.ended': 'ended',
    'votes.versus': 'VS',
  },
  'zh-CN': {
    'votes.participants': '{count}人参与',
    'votes.beFirst': '快来抢先发表观点吧',
    'votes.more': '更多投票',
    'votes.vote': '投票',
    'votes.voted': '已投票',
    'votes.ended': '已结束',
    'votes.versus': 'VS',
  },
  'zh-TW': {
    'votes.participants': '{count}人參與',
    'votes.beFirst': '快來搶先發表觀點吧',
    'votes.more': '更多投票',
    'votes.vote': '投票',
    'votes.voted': '已投票',
    'votes.ended': '已結束',
    'votes.versus': 'VS',
  },
});
