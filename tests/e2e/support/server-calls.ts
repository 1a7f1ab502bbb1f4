import { expect, type Page } from '@playwright/test';

/**
 * The CMS calls the server made to render the page (a server-rendered page carries the answers it was
 * rendered from, by call): what the page would otherwise have asked for itself.
 */
export async function serverCall(page: Page, includes: string): Promise<URL> {
  const answers = JSON.parse((await page.locator('#page-answers').textContent()) ?? '{}') as { json?: Record<string, unknown>; reads?: Record<string, unknown>; feeds?: Record<string, string> };
  // Answers as they came, by request; readings, by call (its definition's name, a NUL, its request);
  // feeds, by request (their panels come resolved, in place of their answers).
  const requests = [...Object.keys(answers.json ?? {}), ...Object.keys(answers.reads ?? {}).map((key) => key.slice(key.indexOf('\u0000') + 1)), ...Object.values(answers.feeds ?? {})];
  const call = requests.find((key) => key.includes(includes));
  expect(call, `the server rendered the page from a call with ${includes}`).toBeTruthy();
  return new URL(call!, 'http://cms');
}
