/**
 * The server's renderer (built on its own: `vite build --ssr`, into dist/ssr): every page the server
 * renders, the home among them, goes through one recording render (src/ssr/page-ssr.tsx).
 */
export { renderPage, SERVER_RENDERED_PATHS } from './page-ssr.tsx';
/** The city the renderer was built for: the server refuses a build of another city than its own (`CITY`). */
export { name as CITY_NAME } from '../../cities/current.ts';
// The head of a page and the sitemaps' list (server/page-head.ts, server/sitemaps.ts).
export { pageMeta } from './page-meta.ts';
export { siteIndex } from './site-index.ts';
