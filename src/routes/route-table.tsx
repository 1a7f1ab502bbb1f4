import { useEffect, type ComponentType } from 'react';
import { Redirect, useSearch } from 'wouter';
import { ROUTE } from '../../core/engine/routes/routes.ts';
import { HomePage } from '../pages/HomePage.tsx';
import { DetailSkeleton } from '../pages/details/DetailSkeleton.tsx';
import { devOnly, lazyPage, type LazyPageComponent } from './lazy-page.tsx';
import { HOME_PAGE, namesId, ROUTE_RECORDS, type RoutePage } from './route-records.ts';

/**
 * The route pages' modules, by their file: each loads when its route is first visited (its chunk
 * stays out of the home's first load). Module files of src/pages that are not a route's page (parts
 * of one) are left out; tests/unit/route-records.test.ts holds the two lists together.
 */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType<object> }>(['./*Page.tsx', './*/*Page.tsx', '!./HomePage.tsx', '!./NotFoundPage.tsx'], {
  base: '../pages',
});

/** One component per page module (routes that share a module share its chunk and its loaded code). */
const lazyPages = new Map<string, LazyPageComponent>();
function pageOf({ page, detailSkeleton }: RoutePage): LazyPageComponent {
  const known = lazyPages.get(page);
  if (known) return known;
  // Every record's page is a module of the glob (tests/unit/route-records.test.ts).
  const made = lazyPage(PAGE_MODULES[`./${page}.tsx`]!, detailSkeleton ? <DetailSkeleton /> : null);
  lazyPages.set(page, made);
  return made;
}

function redirectTo(path: string): ComponentType {
  return function OldAddress() {
    const search = useSearch();
    return <Redirect to={`${path}${search ? `?${search}` : ''}`} replace />;
  };
}

/**
 * A route whose address with an id shows another page (the video tabs; /video?id= is a video's
 * detail). The id page loads beside the route's own: its cards lead there, and a tapped card opens at
 * once, its title and poster shown (loading the code at the tap left the page blank meanwhile).
 */
function withIdPage(Page: LazyPageComponent, IdPage: LazyPageComponent): ComponentType & { preload: () => Promise<unknown> } {
  function PageOrIdPage() {
    const id = namesId(new URLSearchParams(useSearch()));
    // Once the page has hydrated: long before its cards are live (their feed comes after ready). A
    // failed load is tried again at the tap.
    useEffect(() => {
      if (!id) void IdPage.preload();
    }, [id]);
    return id ? <IdPage /> : <Page />;
  }
  return Object.assign(PageOrIdPage, { preload: () => (namesId(new URLSearchParams(window.location.search)) ? IdPage : Page).preload() });
}

function componentOf(record: RoutePage): { page: ComponentType; preload?: () => Promise<unknown> } {
  if (record.page === HOME_PAGE) return { page: HomePage };
  if (record.redirectTo) return { page: redirectTo(ROUTE[record.redirectTo].path) };
  const Page = pageOf(record);
  if (record.idPage) return { page: withIdPage(Page, pageOf({ page: record.idPage })) };
  if (record.devOnly) return { page: devOnly(Page) };
  const { variant } = record;
  if (variant) return { page: () => <Page {...{ variant }} />, preload: Page.preload };
  return { page: Page };
}

/**
 * Every route of the app (core/engine/routes/routes.ts, with its page from src/routes/route-records.ts), one
 * page each. A path not here shows 'this page does not exist'.
 */
export const ROUTES: readonly { path: string; page: ComponentType; preload?: () => Promise<unknown>; feedAfterReady?: true; clientOnly?: true }[] = ROUTE_RECORDS.map((record) => ({
  path: record.path,
  ...(record.feedAfterReady ? { feedAfterReady: record.feedAfterReady } : {}),
  ...(record.clientOnly ? { clientOnly: record.clientOnly } : {}),
  ...componentOf(record),
}));
