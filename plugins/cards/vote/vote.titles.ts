import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { voteCard } from './vote.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(voteCard, { title: { en: 'Embedded vote', 'zh-CN': '内嵌投票', 'zh-TW': '內嵌投票' } });
