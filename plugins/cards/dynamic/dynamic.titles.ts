import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { dynamicCard } from './dynamic.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(dynamicCard, { title: { en: 'Social post', 'zh-CN': '社区动态', 'zh-TW': '社區動態' } });
