import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { listHorizontalPanel } from './list-horizontal.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(listHorizontalPanel, { title: { en: 'Horizontal list', 'zh-CN': '横排列表', 'zh-TW': '橫排列表' } });
