import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { mp4Player } from './mp4.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(mp4Player, { title: { en: 'Video file player', 'zh-CN': '视频文件播放器', 'zh-TW': '影片檔案播放器' } });
