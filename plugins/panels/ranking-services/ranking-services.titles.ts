import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { rankingServicesPanel } from './ranking-services.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(rankingServicesPanel, { title: { en: 'Local service ranking', 'zh-CN': '本地服务排行', 'zh-TW': '本地服務排行' } });
