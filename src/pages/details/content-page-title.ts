/**
 * A content's page title ('{title} - {app}', content.messages.ts), the same on the server's page and
 * after hydration. Not in the catalogue's file: a `*.messages.ts` exports catalogues only.
 */
export const contentPageTitle = (t: (key: 'detail.pageTitle' | 'detail.appName', params?: Record<string, string>) => string, title: string, app = t('detail.appName')): string =>
  t('detail.pageTitle', { title, app });
