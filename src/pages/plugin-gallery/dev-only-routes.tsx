import { lazy, Suspense, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { NotFoundPage } from '../NotFoundPage.tsx';

const LazyPluginGallery = lazy(() => import('./PluginGalleryPage.tsx'));
const LazyFeedBench = lazy(() => import('../bench/FeedBenchPage.tsx'));

/** Developers' pages exist in development; a production build shows them only when the URL has preview=1. */
export function devPagesAllowed(isDevelopment: boolean, search: string): boolean {
  return isDevelopment || new URLSearchParams(search).get('preview') === '1';
}

function DevOnly({ children }: { children: ReactNode }) {
  const search = useSearch();
  if (!devPagesAllowed(import.meta.env.DEV, search)) return <NotFoundPage />;
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** /__gallery: every registered plugin from its fixture (its code loads only here). */
export function PluginGalleryRoute() {
  return (
    <DevOnly>
      <LazyPluginGallery />
    </DevOnly>
  );
}

/** /__bench/feed?count=N: a long generated feed for scripts/bench-feed-scroll.ts. */
export function FeedBenchRoute() {
  return (
    <DevOnly>
      <LazyFeedBench />
    </DevOnly>
  );
}
