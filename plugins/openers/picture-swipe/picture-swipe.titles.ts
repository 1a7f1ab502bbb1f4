import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { pictureSwipeOpener } from './picture-swipe.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(pictureSwipeOpener, { title: { en: 'Opens the picture viewer', 'zh-CN': '打开图集', 'zh-TW': '開啟圖集' } });
