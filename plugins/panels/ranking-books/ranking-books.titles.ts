import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { rankingBooksPanel } from './ranking-books.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(rankingBooksPanel, { title: { en: 'Book borrowing ranking', 'zh-CN': '图书借阅排行', 'zh-TW': '圖書借閱排行' } });
