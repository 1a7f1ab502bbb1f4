import { Suspense, use, useState, type ComponentType, type ReactNode } from 'react';
import { readyToRetry, RetryableFailure } from '../../core/engine/retryable.ts';
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
  // Not React's lazy either way: it keeps a failed load for good, and the page failure's retry would
  // read the same failure (a dead tap). A failed load is a RetryableFailure that starts afresh.
  let loading: Promise<ComponentType<P>> | null = null;
  const remember = (): Promise<ComponentType<P>> => {
    if (loading) return loading;
    const attempt: Promise<ComponentType<P>> = load().then(
      (module) => (loaded = module.default),
      (cause: unknown) => {
        throw new RetryableFailure('a page chunk did not load', () => void (loading === attempt && (loading = null)), { cause });
      },
    );
    // A preload's failure is the render's to show, not an unhandled rejection.
    attempt.catch(() => undefined);
    return (loading = attempt);
  };
  // Whether a render has read the load: until then a failed load (a preload while offline) is nobody's
  // failure, and the page's first showing tries again.
  let readByRender = false;
  const preload = (): Promise<ComponentType<P>> => {
    const attempt = remember();
    attempt.catch((failure: unknown) => void (readByRender || readyToRetry(failure)));
    return attempt;
  };
  const forRender = () => {
    readByRender = true;
    return remember();
  };
  function Arriving(props: P) {
    const Page = use(forRender());
    // One component for good: every render reads the same settled load.
    // eslint-disable-next-line react/static-components
    return <Page {...props} />;
  }
  function LazyPage(props: P) {
    // Chosen once per page shown: switching component types would remount it.
    const [Loaded] = useState(() => loaded);
    return (
      <Suspense fallback={pending}>
        {Loaded ? <Loaded {...props} /> : <Arriving {...props} />}
        <PageReady />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload });
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
