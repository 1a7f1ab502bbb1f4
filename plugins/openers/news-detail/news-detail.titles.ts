import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { newsDetailOpener } from './news-detail.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(newsDetailOpener, {
  title: { en: 'Opens the news detail', 'zh-CN': '打开新闻详情', 'zh-TW': '開啟新聞詳情' },
  reasons: {
    'item has neither detailUrl nor externalUrl': { 'zh-CN': '它既没有详情地址也没有外部地址', 'zh-TW': '它既沒有詳情地址也沒有外部地址' },
  },
});
