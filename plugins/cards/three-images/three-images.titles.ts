import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { threeImagesCard } from './three-images.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(threeImagesCard, { title: { en: 'Three pictures', 'zh-CN': '三图', 'zh-TW': '三圖' } });
