import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { thumbnailCard } from './thumbnail.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(thumbnailCard, { title: { en: 'Text with a small picture', 'zh-CN': '文字配小图', 'zh-TW': '文字配小圖' } });
