import { defineMessages } from '../../../core/engine/i18n/define-messages.ts';

/** The news ranking (spec 2 §2 hot tab; §9 'hot' and 'new'). */
export const rankingNewsMessages = defineMessages({
  en: {
    'ranking.news': 'News ranking',
    'ranking.newsWindow': '24-hour heat',
    'ranking.labelHot': 'Hot',
    'ranking.labelNew': 'New',
    'ranking.heat': 'Heat {count}',
  },
  'zh-CN': {
    'ranking.news': '新闻排行',
    'ranking.newsWindow': '24小时热度',
    'ranking.labelHot': '热',
    'ranking.labelNew': '新',
    'ranking.heat': '热度 {count}',
  },
  'zh-TW': {
    'ranking.news': '新聞排行',
    'ranking.newsWindow': '24小時熱度',
    'ranking.labelHot': '熱',
    'ranking.labelNew': '新',
    'ranking.heat': '熱度 {count}',
  },
});
