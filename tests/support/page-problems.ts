import type { Page } from '@playwright/test';

/**
 * Collects what a reader never should see: page errors, console errors, CSP violations. The seed
 * breaks one thumbnail on purpose (the card falls back): its 404 is expected.
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.location().url.endsWith('/media/img/broken.svg')) problems.push(`console: ${m.text()}`);
  });
  return problems;
}
