import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { hlsPlayer } from './hls.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(hlsPlayer, { title: { en: 'Live and streamed video player', 'zh-CN': '直播与流媒体视频播放器', 'zh-TW': '直播與串流影片播放器' } });
