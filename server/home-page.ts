import { readFileSync } from 'node:fs';

/**
 * The home's first feed request, exactly as the page makes it (src/feed/useFeed.ts, first visit: no
 * device id yet). The home page announces it with a preload, so the answer is on its way while the
 * scripts still download. tests/e2e/home.spec.ts checks the page makes no second request for it.
 */
export const HOME_FEED_REQUEST =
  '/api/cms/client/category/getCategoryCompositeData?categoryCode=mycs.news&pageSize=20&hasAdvert=1&refreshType=open&ssid=';

/** The built index.html with the home feed preloaded (served for `/` only). */
export function homePageHtml(indexHtmlFile: string): string {
  const html = readFileSync(indexHtmlFile, 'utf8');
  const preload = `<link rel="preload" as="fetch" crossorigin="anonymous" href="${HOME_FEED_REQUEST.replaceAll('&', '&amp;')}">`;
  return html.replace('</head>', `    ${preload}\n  </head>`);
}
