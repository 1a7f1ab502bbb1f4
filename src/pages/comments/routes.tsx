import { lazy, Suspense } from 'react';

/** /allComment and /commentDetails (spec 2 §2), each loaded when visited. */
const LazyAllComments = lazy(() => import('./AllCommentsPage.tsx'));
const LazyCommentDetail = lazy(() => import('./CommentDetailPage.tsx'));

export function AllCommentsRoute() {
  return (
    <Suspense fallback={null}>
      <LazyAllComments />
    </Suspense>
  );
}

export function CommentDetailsRoute() {
  return (
    <Suspense fallback={null}>
      <LazyCommentDetail />
    </Suspense>
  );
}
