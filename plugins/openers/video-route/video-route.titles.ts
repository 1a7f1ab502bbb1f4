import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { videoRouteOpener } from './video-route.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(videoRouteOpener, { title: { en: 'Opens the video page', 'zh-CN': '打开视频页', 'zh-TW': '開啟影片頁' } });
