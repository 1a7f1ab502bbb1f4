import type { Catalogue, MessageKey } from './catalogue.ts';
import { hasOwn } from '../env/old-engines.ts';

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

/**
 * English counts agree with their noun: `{count, plural, one {# panel} other {# panels}}` reads 'one' for
 * exactly 1, 'other' for any other number (`#` is the number). The Chinese catalogues need none.
 */
const PLURAL = /\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}/g;

/** `{name}` placeholders filled from params (own properties only; unknown names stay as written), plurals chosen. */
export function fillPlaceholders(text: string, params?: Record<string, string | number>): string {
  const counted = text.replace(PLURAL, (whole, name: string, one: string, other: string) => {
    const value = params && hasOwn(params, name) ? params[name] : undefined;
    const count = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;
    return count === null ? whole : (count === 1 ? one : other).replace(/#/g, String(value));
  });
  return counted.replace(/\{(\w+)\}/g, (whole, name: string) => (params && hasOwn(params, name) ? String(params[name]) : whole));
}

/** A catalogue's translate function. */
export function translatorFor(catalogue: Catalogue): Translate {
  return (key, params) => fillPlaceholders(catalogue[key], params);
}
