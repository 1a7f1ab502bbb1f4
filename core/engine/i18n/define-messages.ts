/** One area's texts in the three languages. */
export interface Messages<E extends Record<string, string>> {
  en: E;
  'zh-CN': { [K in keyof E]: string };
  'zh-TW': { [K in keyof E]: string };
}

/**
 * One area's texts in the three languages. English is the spec's own wording; the Chinese
 * catalogues must have exactly the same keys (a missing or extra key fails the typecheck).
 */
export function defineMessages<const E extends Record<string, string>>(messages: Messages<E>): Messages<E> {
  return messages;
}
