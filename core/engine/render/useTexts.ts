import { useMemo } from 'react';
import type { Messages } from '../i18n/define-messages.ts';
import { fillPlaceholders, type Language, type MessageKey, type Translate } from '../i18n/i18n.ts';
import { useEngine } from './engine.tsx';
import { hasOwn } from '../env/old-engines.ts';

type KeysOf<M> = M extends Messages<infer E> ? keyof E & string : never;

/** A translate function over some `*.messages.ts` files' keys and the core catalogue's. */
export type Texts<K extends string> = (key: K | MessageKey, params?: Record<string, string | number>) => string;

/** The same, outside React (tests, the server): the given areas first, then the core catalogue. */
export function textsFor<const M extends readonly Messages<Record<string, string>>[]>(language: Language, t: Translate, areas: M): Texts<KeysOf<M[number]>> {
  return (key, params) => {
    for (const area of areas) {
      const own: Record<string, string> = area[language];
      if (hasOwn(own, key)) return fillPlaceholders(own[key] as string, params);
    }
    return t(key as MessageKey, params);
  };
}

/**
 * The texts a component shows, in the reader's language: its own (`*.messages.ts` beside it, loaded
 * with its code) and the core catalogue's.
 */
export function useTexts<const M extends readonly Messages<Record<string, string>>[]>(...areas: M): Texts<KeysOf<M[number]>> {
  const { language, t } = useEngine();
  // The areas are module constants: their identity never changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => textsFor(language, t, areas), [language, t, ...areas]);
}
