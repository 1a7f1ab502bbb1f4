import { defineMessages } from '../../../core/engine/i18n/define-messages.ts';

/** The vote detail page (spec 2 §2). */
export const votesPageMessages = defineMessages({
  en: {
    'votes.more': 'More votes',
    'votes.title': 'Vote',
    'votes.ongoing': 'Ongoing',
    'votes.loadFailed': 'The vote could not be loaded',
    'votes.notFound': 'The vote does not exist',
    'votes.voters': 'Readers who chose {option}',
    'votes.singleChoice': 'Single choice',
  },
  'zh-CN': {
    'votes.more': '更多投票',
    'votes.title': '投票',
    'votes.ongoing': '进行中',
    'votes.loadFailed': '投票加载失败',
    'votes.notFound': '该投票不存在',
    'votes.voters': '选择“{option}”的网友',
    'votes.singleChoice': '单选',
  },
  'zh-TW': {
    'votes.more': '更多投票',
    'votes.title': '投票',
    'votes.ongoing': '進行中',
    'votes.loadFailed': '投票載入失敗',
    'votes.notFound': '該投票不存在',
    'votes.voters': '選擇「{option}」的網友',
    'votes.singleChoice': '單選',
  },
});
