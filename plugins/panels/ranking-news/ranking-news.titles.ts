import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { rankingNewsPanel } from './ranking-news.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(rankingNewsPanel, { title: { en: 'News ranking', 'zh-CN': '新闻热榜', 'zh-TW': '新聞熱榜' } });
