import { en, zhCN, zhTW, type Catalogue } from './catalogue.ts';
import { translatorFor, type Language, type Translate } from './i18n.ts';

const catalogues: Record<Language, Catalogue> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en };

/**
 * Synchronous, with every language bundled: for tests and node. Pages load only the language they
 * show (src/i18n/load-catalogue.ts), so they never import this module.
 */
export function translator(language: Language): Translate {
  return translatorFor(catalogues[language]);
}
