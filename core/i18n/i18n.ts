import type { Catalogue, MessageKey } from './catalogue.ts';

export type { Catalogue, MessageKey } from './catalogue.ts';
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** `?lang=` wins, then the browser's languages; Traditional for TW/HK/MO/Hant, else the default. */
export function pickLanguage(query: string | null, browserLanguages: readonly string[]): Language {
  for (const candidate of [query, ...browserLanguages]) {
    const tag = candidate?.trim().toLowerCase();
    if (!tag) continue;
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (/^zh-(tw|hk|mo|hant)/.test(tag)) return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
  }
  return DEFAULT_LANGUAGE;
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** A catalogue's translate function: `{name}` placeholders filled from params. */
export function translatorFor(catalogue: Catalogue): Translate {
  return (key, params) =>
    catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      params && name in params ? String(params[name]) : whole,
    );
}
