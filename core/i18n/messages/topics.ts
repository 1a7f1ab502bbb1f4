import { defineMessages } from '../define-messages.ts';

/** Spec 2 §2 special topics (/topicNews, /topicList), §8 topic errors. Empty list: feed.noData. */
export const topicsMessages = defineMessages({
  en: {
    'topics.noLinkedNews': 'no associated news yet',
    'topics.share': 'share',
  },
  'zh-CN': {
    'topics.noLinkedNews': '暂无关联新闻',
    'topics.share': '分享',
  },
  'zh-TW': {
    'topics.noLinkedNews': '暫無關聯新聞',
    'topics.share': '分享',
  },
});
