import type { Language } from '../i18n/i18n.ts';
import type { Plugin } from './types.ts';
import { hasOwn } from '../env/old-engines.ts';

/**
 * A plugin's name for editors in the three languages, and (an opener) its reasons for going nowhere
 * in Chinese, by the English reason its decide() gives. They live beside the plugin in `x.titles.ts`,
 * which only the editors' pages and preview load: the registration keeps its developers' title, and
 * a reader's first bundle carries no word of these (issue 30).
 */
export interface PluginTitles {
  title: Readonly<Record<Language, string>>;
  reasons?: Readonly<Record<string, Readonly<Record<Exclude<Language, 'en'>, string>>>>;
}

export interface PluginTitlesEntry {
  key: string;
  titles: PluginTitles;
}

export function definePluginTitles(plugin: Plugin, titles: PluginTitles): PluginTitlesEntry {
  return { key: plugin.key, titles };
}

/** Every plugin's titles, by registry key. */
export type TitlesByKey = ReadonlyMap<string, PluginTitles>;

/** A plugin's name in the language, else its registration title. */
export function pluginTitle(known: TitlesByKey, plugin: Pick<Plugin, 'key' | 'title'>, language: Language): string {
  return known.get(plugin.key)?.title[language] ?? plugin.title;
}

/** An opener's reason in the language (any opener's translation of it), else as the opener gave it. */
export function openerReason(known: TitlesByKey, reason: string, language: Language): string {
  if (language === 'en') return reason;
  for (const titles of known.values()) {
    const words = titles.reasons && hasOwn(titles.reasons, reason) ? titles.reasons[reason] : undefined;
    if (words) return words[language];
  }
  return reason;
}
