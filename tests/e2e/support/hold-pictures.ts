import type { Page } from '@playwright/test';

/** The local CMS's pictures, as they come and as WebP variants (core/domain/pictures/picture-variants.ts). */
const PICTURES = /\/media\/(img|sized)\//;

/**
 * Holds every picture back until the returned release is called: the window's load event waits, as
 * on a slow connection. A held picture whose page has gone meanwhile is let go quietly.
 */
export async function holdPictures(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(PICTURES, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}
