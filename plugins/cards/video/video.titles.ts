import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { videoCard } from './video.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(videoCard, { title: { en: 'Large picture with play button', 'zh-CN': '带播放按钮的大图', 'zh-TW': '帶播放按鈕的大圖' } });
