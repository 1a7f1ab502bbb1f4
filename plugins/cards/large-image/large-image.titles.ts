import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { largeImageCard } from './large-image.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(largeImageCard, { title: { en: 'Large picture', 'zh-CN': '大图', 'zh-TW': '大圖' } });
