import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { listContentPanel } from './list-content.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(listContentPanel, { title: { en: 'Vertical list', 'zh-CN': '竖排列表', 'zh-TW': '豎排列表' } });
