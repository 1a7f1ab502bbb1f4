import type { Plugin } from 'vite';
import { en, zhCN, zhTW } from '../core/engine/i18n/catalogue.ts';

const PREFIX = 'virtual:catalogue/';
const BY_LANGUAGE: Record<string, object> = { en, 'zh-CN': zhCN, 'zh-TW': zhTW };

/** Serves each language's merged catalogue as its own module, so a page downloads one language. */
export function cataloguePlugin(): Plugin {
  return {
    name: 'city-reader:catalogue',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const language = id.slice(PREFIX.length + 1);
      const catalogue = BY_LANGUAGE[language];
      if (!catalogue) throw new Error(`no catalogue for language "${language}"`);
      return `export default ${JSON.stringify(catalogue)};`;
    },
  };
}
