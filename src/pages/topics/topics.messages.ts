import { defineMessages } from '../../../core/engine/i18n/define-messages.ts';

/** Special topics (spec 2 §2 Special topics, §8). */
export const topicsMessages = defineMessages({
  en: {
    'topics.title': 'Special topic',
    'topics.classes': 'Topic sections',
    'topics.noLinkedNews': 'No associated news yet',
    'topics.loadFailed': 'The topic could not be loaded',
    'topics.listFailed': 'The news could not be loaded',
    'topics.related': 'Related news',
  },
  'zh-CN': {
    'topics.title': '专题',
    'topics.classes': '专题栏目',
    'topics.noLinkedNews': '暂无关联新闻',
    'topics.loadFailed': '专题加载失败',
    'topics.listFailed': '新闻加载失败',
    'topics.related': '相关新闻',
  },
  'zh-TW': {
    'topics.title': '專題',
    'topics.classes': '專題欄目',
    'topics.noLinkedNews': '暫無關聯新聞',
    'topics.loadFailed': '專題載入失敗',
    'topics.listFailed': '新聞載入失敗',
    'topics.related': '相關新聞',
  },
});
