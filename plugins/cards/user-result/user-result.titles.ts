import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { userResultCard } from './user-result.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(userResultCard, { title: { en: 'User in search results', 'zh-CN': '搜索结果中的用户', 'zh-TW': '搜尋結果中的用戶' } });
