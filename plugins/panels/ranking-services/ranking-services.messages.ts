import { defineMessages } from '../../../core/engine/i18n/define-messages.ts';

/** The local service ranking (spec 2 §2 hot tab). */
export const rankingServicesMessages = defineMessages({
  en: {
    'ranking.services': 'Local service ranking',
    'ranking.servicesWindow': 'Last 7 days',
    'ranking.totalVisits': 'Total visits {count}',
    'ranking.visits': '{count} visits',
  },
  'zh-CN': {
    'ranking.services': '本地服务排行',
    'ranking.servicesWindow': '近7天',
    'ranking.totalVisits': '总访问量 {count}',
    'ranking.visits': '{count}次访问',
  },
  'zh-TW': {
    'ranking.services': '本地服務排行',
    'ranking.servicesWindow': '近7天',
    'ranking.totalVisits': '總瀏覽量 {count}',
    'ranking.visits': '{count}次瀏覽',
  },
});
