import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { nativeVideoOpener } from './native-video.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(nativeVideoOpener, {
  title: { en: 'Plays in the app, else the short-video page', 'zh-CN': '在应用内播放，否则打开短视频页', 'zh-TW': '在應用內播放，否則開啟短影片頁' },
});
