import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { defaultOpener } from './default-rule.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(defaultOpener, { title: { en: 'Opens like news (any other type)', 'zh-CN': '按新闻打开（其他类型）', 'zh-TW': '按新聞開啟（其他類型）' } });
