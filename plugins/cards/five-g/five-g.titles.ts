import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { fiveGCard } from './five-g.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(fiveGCard, { title: { en: '5G channel item', 'zh-CN': '5G 频道条目', 'zh-TW': '5G 頻道條目' } });
