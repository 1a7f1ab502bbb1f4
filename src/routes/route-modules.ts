import { HOME_PAGE, namesId, ROUTE_RECORDS } from './route-records.ts';

/** The build manifest's name of a page module. */
export const pageModuleFile = (page: string): string => `src/pages/${page}.tsx`;

/** What ROUTE_MODULES' key of a route's id page ends with. */
const WITH_ID = '?id';

/**
 * Each route's page module as the build's manifest names it, for the routes a reader lands on by
 * their path (not the home, in the first bundle; not a path pattern, a redirect or a developers' page):
 * the server preloads the page's chunks, which it finds in the manifest, with its HTML
 * (server/home-page.ts, server/rendered-pages.ts). Server-side only: the page never needs it.
 */
export const ROUTE_MODULES: Readonly<Record<string, string>> = Object.fromEntries(
  ROUTE_RECORDS.filter((record) => record.page !== HOME_PAGE && !record.path.includes(':') && !record.redirectTo && !record.devOnly).flatMap((record) => [
    [record.path, pageModuleFile(record.page)],
    // An address with an id shows the route's id page (route-records.ts' `idPage`).
    ...(record.idPage ? [[`${record.path}${WITH_ID}`, pageModuleFile(record.idPage)]] : []),
  ]),
);

const ID_PAGE_PATHS: ReadonlySet<string> = new Set(ROUTE_RECORDS.filter((record) => record.idPage).map(({ path }) => path));

/** ROUTE_MODULES' key of an address: its path, or for a route with an id page and an id, the id page's. */
export const routeModuleKey = (address: URL): string =>
  ID_PAGE_PATHS.has(address.pathname) && namesId(address.searchParams) ? `${address.pathname}${WITH_ID}` : address.pathname;

/** The paths whose page is in the entry (the home): a page with no chunk of its own to load. */
export const ENTRY_PAGE_PATHS: ReadonlySet<string> = new Set(ROUTE_RECORDS.filter((record) => record.page === HOME_PAGE).map(({ path }) => path));
