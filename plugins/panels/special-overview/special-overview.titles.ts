import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { specialOverviewPanel } from './special-overview.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(specialOverviewPanel, { title: { en: 'Special topic overview', 'zh-CN': '专题概览', 'zh-TW': '專題概覽' } });
