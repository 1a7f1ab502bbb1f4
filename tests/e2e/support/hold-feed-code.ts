import type { Page } from '@playwright/test';

/** Holds the feeds' plugins chunk back (a feed part hydrating after ready needs it) until the returned release is called. */
export async function holdFeedCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/feed-plugins-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
