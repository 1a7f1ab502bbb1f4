import type { Catalogue, Language } from '../../core/engine/i18n/i18n.ts';

/**
 * One language's texts, as its own chunk (vite.config.ts makes `virtual:catalogue/<language>`
 * from core/engine/i18n/catalogue.ts): a page loads only the language it shows.
 */
const LOADERS: Record<Language, () => Promise<{ default: Catalogue }>> = {
  'zh-CN': () => import('virtual:catalogue/zh-CN'),
  'zh-TW': () => import('virtual:catalogue/zh-TW'),
  en: () => import('virtual:catalogue/en'),
};

export async function loadCatalogue(language: Language): Promise<Catalogue> {
  return (await LOADERS[language]()).default;
}
