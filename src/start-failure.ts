import { pickLanguage } from '../core/engine/i18n/i18n.ts';
import { startFailureMessages } from './start-failure.messages.ts';
import { APP_FAILED_ATTRIBUTE } from './ssr/ready-attributes.ts';

/**
 * The app could not start: a page the server rendered keeps its content (the reader reads on, its
 * links still lead on); an empty root gets a plain failure state with a reload, never a blank page.
 */
export function showStartFailure(container: HTMLElement, error: unknown): void {
  console.error('[app] could not start', error);
  document.documentElement.setAttribute(APP_FAILED_ATTRIBUTE, '');
  if (container.childElementCount > 0) return;
  const texts = startFailureMessages[pickLanguage(new URLSearchParams(location.search).get('lang'), navigator.languages)];
  container.innerHTML = '<main class="page page-failure" role="alert"><p></p><button type="button" class="button"></button></main>';
  container.querySelector('p')!.textContent = texts['start.failed'];
  const reload = container.querySelector('button')!;
  reload.textContent = texts['start.reload'];
  reload.addEventListener('click', () => location.reload());
}
