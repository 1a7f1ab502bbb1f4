import { lazy, Suspense } from 'react';
import { DetailSkeleton } from './DetailSkeleton.tsx';

export { CONTENT_MISSING_ROUTE, DETAIL_ROUTES } from './detail-variants.ts';

/**
 * The detail routes for src/App.tsx, each loaded when visited: the sanitizer, the validators and the
 * page stay out of the home route's first load. The skeleton shows while the chunk arrives.
 */
const LazyDetailPage = lazy(() => import('./DetailPage.tsx').then((m) => ({ default: m.DetailPage })));
const LazyContentMissingPage = lazy(() => import('./ContentMissingPage.tsx'));

const pending = <DetailSkeleton />;

export function DetailsRoute() {
  return (
    <Suspense fallback={pending}>
      <LazyDetailPage variant="details" />
    </Suspense>
  );
}

export function ZhcsDetailsRoute() {
  return (
    <Suspense fallback={pending}>
      <LazyDetailPage variant="zhcs" />
    </Suspense>
  );
}

export function PrimitiveDetailsRoute() {
  return (
    <Suspense fallback={pending}>
      <LazyDetailPage variant="primitive" />
    </Suspense>
  );
}

export function ContentMissingRoute() {
  return (
    <Suspense fallback={null}>
      <LazyContentMissingPage />
    </Suspense>
  );
}
