import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { PageReady } from './page-ready.ts';

/**
 * A page whose code loads when it is first visited (its chunk stays out of the home's first load),
 * with what shows while it arrives.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, pending: ReactNode = null): LazyPageComponent<P> {
  // Once its code is here (preloaded after idle, or visited before), a page renders at once: React's
  // lazy would suspend once more and hold the page back ~300 ms behind its fallback (issue 28 item 6).
  let loaded: ComponentType<P> | null = null;
  const remember = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Page = lazy(remember);
  function LazyPage(props: P) {
    // Chosen once per page shown: switching component types would remount it.
    const [Loaded] = useState(() => loaded);
    return (
      <Suspense fallback={pending}>
        {Loaded ? <Loaded {...props} /> : <Page {...props} />}
        <PageReady />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload: remember });
}

/** A lazily loaded page, whose code can start loading before it renders (a page the server rendered, to hydrate it sooner). */
export type LazyPageComponent<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/** 'This page does not exist': rare enough that its code loads when shown, not with the home. */
export const NotFoundPage = lazyPage<object>(() => import('../pages/NotFoundPage.tsx').then(({ NotFoundPage: page }) => ({ default: page })));

/** Developers' pages exist in development; a production build shows them only when the URL has preview=1. */
export function devPagesAllowed(isDevelopment: boolean, search: string): boolean {
  return isDevelopment || new URLSearchParams(search).get('preview') === '1';
}

/** A developers' page: not found for readers (its code never loads for them). */
export function devOnly<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function DevOnlyPage(props: P) {
    const search = useSearch();
    return devPagesAllowed(import.meta.env.DEV, search) ? <Page {...props} /> : <NotFoundPage />;
  }
  return DevOnlyPage;
}
