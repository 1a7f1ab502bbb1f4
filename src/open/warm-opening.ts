import { ROUTE } from '../../core/engine/routes/routes.ts';
import { ROUTES } from '../routes/route-table.tsx';

/**
 * Instant open (issue 28 item 6): on a page whose cards open articles, the code a tap needs (the open
 * rules and the article page) loads once the page has loaded and the main thread is idle, so that the
 * first tap paints the card's title at once rather than after two downloads. Never on a connection
 * that asks to save data, nor where no card leads to an article. Called by the page services (loaded
 * after the page's load and an idle moment: in no budget).
 */
export async function warmOpening(): Promise<void> {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  if (window.location.pathname === ROUTE.details.path || !document.querySelector(`a[href^="${ROUTE.details.path}?"]`)) return;
  const article = ROUTES.find((route) => route.path === ROUTE.details.path);
  await Promise.all([import('./page-open.ts'), article?.preload?.()]);
}
