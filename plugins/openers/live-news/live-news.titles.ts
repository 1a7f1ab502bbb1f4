import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { liveNewsOpener } from './live-news.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(liveNewsOpener, {
  title: { en: 'Opens the live broadcast', 'zh-CN': '打开直播', 'zh-TW': '開啟直播' },
  reasons: {
    'live item has no externalUrl': { 'zh-CN': '这条直播没有外部地址', 'zh-TW': '這條直播沒有外部地址' },
  },
});
