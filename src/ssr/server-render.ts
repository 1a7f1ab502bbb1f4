import { readSeededAnswers, type SeededAnswers } from '../../core/engine/http/answer-seed.ts';
import { LANGUAGES, type Language } from '../../core/engine/i18n/i18n.ts';

import { SERVER_ANSWERS_ELEMENT_ID, SERVER_LANGUAGE_ATTRIBUTE, SERVER_PLUGINS_ATTRIBUTE } from './render-contract.ts';

export { SERVER_ANSWERS_ELEMENT_ID, SERVER_LANGUAGE_ATTRIBUTE };

const isLanguage = (value: string | null | undefined): value is Language => LANGUAGES.some((known) => known === value);

/** What the server rendered this page from: its language and the answers its first render read. */
export interface ServerRender {
  language: Language;
  answers: SeededAnswers;
  /** Its first screen shows plugins: the page registers them before it hydrates (src/engine.ts). */
  plugins: boolean;
}

function readJson(doc: Document, id: string): unknown {
  const data = doc.getElementById(id)?.textContent;
  if (!data) return undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/** Did the server render this page (its first render then comes with the answers it was rendered from)? */
export const serverRendered = (doc: Document): boolean => doc.getElementById('root')?.hasAttribute(SERVER_LANGUAGE_ATTRIBUTE) ?? false;

/**
 * What the server rendered into this page, if anything: the language and the answers it rendered
 * from. Unreadable data means no server render: the page then renders by itself, as without one.
 */
export function readServerRender(doc: Document): ServerRender | null {
  const root = doc.getElementById('root');
  const language = root?.getAttribute(SERVER_LANGUAGE_ATTRIBUTE);
  if (!isLanguage(language)) return null;
  const answers = readSeededAnswers(readJson(doc, SERVER_ANSWERS_ELEMENT_ID));
  return answers ? { language, answers, plugins: root?.hasAttribute(SERVER_PLUGINS_ATTRIBUTE) ?? false } : null;
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
