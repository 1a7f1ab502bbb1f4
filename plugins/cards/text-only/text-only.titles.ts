import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { textOnlyCard } from './text-only.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(textOnlyCard, { title: { en: 'Text only', 'zh-CN': '纯文字', 'zh-TW': '純文字' } });
