import { expect, test } from '@playwright/test';

/**
 * Spec 2 §2 and §4: the read-aloud button of a seeded article against the served app, its signed-URL
 * route and the local CMS's iFlytek stand-in (cms/tts/stand-in.ts), over a real websocket.
 */
test('read aloud: generating, then playing; tapping again stops it', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));

  await page.goto('/details?newsId=100003');
  await expect(page.getByTestId('article-body').locator('p').first()).toBeVisible();
  const button = page.getByTestId('speech-button');
  await expect(button).toHaveText('听新闻');
  await expect(button).toHaveAttribute('aria-pressed', 'false');

  await button.click();
  await expect(button).toHaveText('生成中');
  await expect(button).toHaveText('播放中');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(sockets).toEqual(['/v2/tts']);

  await button.click();
  await expect(button).toHaveText('听新闻');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(problems).toEqual([]);
});
