import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { audioPlayer } from './audio.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(audioPlayer, { title: { en: 'Audio player', 'zh-CN': '音频播放器', 'zh-TW': '音訊播放器' } });
