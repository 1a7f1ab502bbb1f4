import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { audioPanel } from './audio.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(audioPanel, { title: { en: "Today's headlines audio", 'zh-CN': '今日头条音频', 'zh-TW': '今日頭條音訊' } });
