import type { EngineBus } from '../../../core/engine/events.ts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { nextTask } from '../../../core/engine/env/next-task.ts';
import { reportedLazy } from '../../../core/engine/render/rendered-chunks.tsx';
import type { GalleryProps } from '../../../ui/gallery/Gallery.tsx';
import type { HotCommentsProps } from '../comments/HotComments.tsx';
import type { MoreNewsProps } from './MoreNews.tsx';

export type { GalleryProps } from '../../../ui/gallery/Gallery.tsx';

/**
 * The detail page's neighbours, built by other engineers beside it and coordinated only through these
 * names: the full-screen gallery (src/ui/gallery/Gallery.tsx, default export) and the comments area
 * (src/pages/comments/HotComments.tsx: HotComments and openCommentModal). Each loads in its own chunk
 * when first needed.
 */
const LazyGallery = lazy(() => import('../../../ui/gallery/Gallery.tsx'));
// The server renders the hot comments: it inlines their chunk's styles (core/engine/render/rendered-chunks.tsx).
const LazyHotComments = reportedLazy<HotCommentsProps>('src/pages/comments/HotComments.tsx', () => import('../comments/HotComments.tsx').then((m) => ({ default: m.HotComments })));

const LazyMoreNews = lazy(() => import('./MoreNews.tsx').then((m) => ({ default: m.MoreNews })));

/** True a task after the first effects of the page (they all run in one task after hydration). */
function useAfterFirstTask(): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    let left = false;
    void nextTask().then(() => !left && setPassed(true));
    return () => {
      left = true;
    };
  }, []);
  return passed;
}

/** Spec 2 §2: 'more news' (its code, with the feed's panel views, and its call), a task after the page's first effects. */
export function MoreNewsSlot(props: MoreNewsProps) {
  const asking = useAfterFirstTask();
  return asking ? (
    <Suspense fallback={null}>
      <LazyMoreNews {...props} />
    </Suspense>
  ) : null;
}

/** The gallery over the page (it locks the page's scrolling while open). */
export function GallerySlot(props: GalleryProps) {
  return (
    <Suspense fallback={null}>
      <LazyGallery {...props} />
    </Suspense>
  );
}

/** Spec 2 §2: the content's hot comments (they also host the comment modal). */
export function HotCommentsSlot(props: Pick<HotCommentsProps, 'contentId' | 'disableComment'>) {
  return (
    <Suspense fallback={null}>
      <LazyHotComments {...props} />
    </Suspense>
  );
}

/** The comment bar's action: the comments area's slide-up modal for this content. */
export async function openCommentModal(bus: EngineBus, contentId: string, count?: number): Promise<void> {
  const comments = await import('../comments/HotComments.tsx');
  comments.openCommentModal(bus, contentId, count);
}
