import type { EngineBus } from '../../../core/engine/events.ts';
import { lazy, Suspense } from 'react';
import { reportedLazy } from '../../../core/engine/render/rendered-chunks.tsx';
import type { GalleryProps } from '../../../ui/gallery/Gallery.tsx';
import type { HotCommentsProps } from '../comments/HotComments.tsx';

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
