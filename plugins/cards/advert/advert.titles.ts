import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { advertCard } from './advert.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(advertCard, { title: { en: 'Advert', 'zh-CN': '广告', 'zh-TW': '廣告' } });
