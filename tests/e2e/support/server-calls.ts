import { expect, type Page } from '@playwright/test';

/**
 * The CMS calls the server made to render the page (a server-rendered page carries the answers it was
 * rendered from, by call): what the page would otherwise have asked for itself.
 */
export async function serverCall(page: Page, includes: string): Promise<URL> {
  const answers = JSON.parse((await page.locator('#page-answers').textContent()) ?? '{}') as { json?: Record<string, unknown> };
  const call = Object.keys(answers.json ?? {}).find((key) => key.includes(includes));
  expect(call, `the server rendered the page from a call with ${includes}`).toBeTruthy();
  return new URL(call!, 'http://cms');
}
