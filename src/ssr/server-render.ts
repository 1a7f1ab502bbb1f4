import { LANGUAGES, type Language } from '../../core/i18n/i18n.ts';

/** Where the server puts the home feed's answer (server/home-page.ts writes it). */
export const SERVER_FEED_ELEMENT_ID = 'home-feed';
/** The attribute of #root naming the language the server rendered in. */
export const SERVER_LANGUAGE_ATTRIBUTE = 'data-ssr-lang';

const isLanguage = (value: string | null | undefined): value is Language => LANGUAGES.some((known) => known === value);

export interface ServerRender {
  language: Language;
  feedAnswer: unknown;
}

/**
 * What the server rendered into this page, if anything: the language and the feed answer it rendered
 * from. Unreadable data means no server render: the page then renders by itself, as without one.
 */
export function readServerRender(doc: Document): ServerRender | null {
  const language = doc.getElementById('root')?.getAttribute(SERVER_LANGUAGE_ATTRIBUTE);
  const data = doc.getElementById(SERVER_FEED_ELEMENT_ID)?.textContent;
  if (!data || !isLanguage(language)) return null;
  try {
    return { language, feedAnswer: JSON.parse(data) as unknown };
  } catch {
    return null;
  }
}

/**
 * The server's style attributes, applied through the CSSOM: the page's policy allows them by hash
 * ('unsafe-hashes'), which an older webview may not know and so ignore them. The CSSOM is not subject
 * to the policy, and hydration keeps the attributes as they are.
 */
export function restoreStyleAttributes(container: Element): void {
  for (const element of container.querySelectorAll<HTMLElement>('[style]')) {
    const declared = element.getAttribute('style') ?? '';
    if (element.style.cssText === '' && declared.trim() !== '') element.style.cssText = declared;
  }
}
