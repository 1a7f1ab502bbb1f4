import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { videoGridPanel } from './video-grid.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(videoGridPanel, { title: { en: 'Video posters in two columns', 'zh-CN': '双列视频海报', 'zh-TW': '雙列影片海報' } });
