import { lazy, Suspense } from 'react';

/** /voteDetails (spec 2 §2), loaded when visited. */
const LazyVoteDetails = lazy(() => import('./VoteDetailsPage.tsx'));

export function VoteDetailsRoute() {
  return (
    <Suspense fallback={null}>
      <LazyVoteDetails />
    </Suspense>
  );
}
