import type { PluginNames } from './plugin-templates.ts';

/**
 * A new plugin's title for editors (`x.titles.ts`: preview, the playground and the gallery show it in
 * their language), for its author to make their own; `tests/unit/plugin-titles.test.ts` wants one.
 */
export function titlesFile(names: PluginNames, plugin: string): Record<string, string> {
  const name = `${names.camel[0]?.toUpperCase() ?? ''}${names.camel.slice(1)}`;
  return {
    [`${names.slug}.titles.ts`]: `import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { ${plugin} } from './${names.slug}.plugin.ts';

/** Its name for editors (preview, the playground, the gallery), in their language; readers never load it. */
export default definePluginTitles(${plugin}, { title: { en: '${name}', 'zh-CN': '新插件 ${name}', 'zh-TW': '新外掛 ${name}' } });
`,
  };
}
