import type { EngineBus } from '../../../core/engine/events.ts';
import { lazy, Suspense, useCallback } from 'react';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { reportedLazy } from '../../../core/engine/render/rendered-chunks.tsx';
import { WhenNear } from '../../../core/engine/render/WhenNear.tsx';
import type { GalleryProps } from '../../../ui/gallery/Gallery.tsx';
import type { AdvertCarouselProps } from './AdvertCarousel.tsx';
import type { HotCommentsProps } from '../comments/HotComments.tsx';
import type { MoreNewsProps } from './MoreNews.tsx';

export type { GalleryProps } from '../../../ui/gallery/Gallery.tsx';

declare module '../../../core/engine/events.ts' {
  interface EngineEvents {
    /** The comment modal was asked for: its host (the hot comments) must come now. */
    'comments:wanted': undefined;
  }
}

/**
 * The detail page's neighbours, built by other engineers beside it and coordinated only through these
 * names: the full-screen gallery (src/ui/gallery/Gallery.tsx, default export) and the comments area
 * (src/pages/comments/HotComments.tsx: HotComments and openCommentModal). Each loads in its own chunk
 * when first needed.
 */
const LazyGallery = lazy(() => import('../../../ui/gallery/Gallery.tsx'));
// The server renders the hot comments: it inlines their chunk's styles (core/engine/render/rendered-chunks.tsx).
const LazyHotComments = reportedLazy<HotCommentsProps>('src/pages/comments/HotComments.tsx', () => import('../comments/HotComments.tsx').then((m) => ({ default: m.HotComments })));

// The server renders the adverts below the article: it inlines their chunk's styles (the carousel's).
const LazyAdverts = reportedLazy<AdvertCarouselProps>('src/pages/details/AdvertCarousel.tsx', () => import('./AdvertCarousel.tsx').then((m) => ({ default: m.AdvertCarousel })));

const LazyMoreNews = lazy(() => import('./MoreNews.tsx').then((m) => ({ default: m.MoreNews })));

/** Spec 2 §2: 'more news' (its code, with the feed's panel views, and its call), when the reader comes near it. */
export function MoreNewsSlot(props: MoreNewsProps) {
  return (
    <WhenNear className="more-news-slot" kind="fetched">
      <LazyMoreNews {...props} />
    </WhenNear>
  );
}

/** Spec 2 §2: the content's adverts (a carousel), when the reader comes near them. */
export function AdvertsSlot(props: AdvertCarouselProps) {
  return (
    <WhenNear className="adverts-slot" kind="rendered">
      <LazyAdverts {...props} />
    </WhenNear>
  );
}

/** The gallery over the page (it locks the page's scrolling while open). */
export function GallerySlot(props: GalleryProps) {
  return (
    <Suspense fallback={null}>
      <LazyGallery {...props} />
    </Suspense>
  );
}

/**
 * Spec 2 §2: the content's hot comments (they also host the comment modal), when the reader comes near
 * them or asks for the modal: the server's HTML of them stays in place until then.
 */
export function HotCommentsSlot(props: Pick<HotCommentsProps, 'contentId' | 'disableComment'>) {
  const { bus } = useEngine();
  const wake = useCallback((reach: () => void) => {
    bus.on('comments:wanted', reach);
    return () => bus.off('comments:wanted', reach);
  }, [bus]);
  return (
    <WhenNear className="hot-comments-slot" kind="rendered" wake={wake}>
      <LazyHotComments {...props} />
    </WhenNear>
  );
}

/** The comment bar's action: the comments area's slide-up modal for this content. */
export async function openCommentModal(bus: EngineBus, contentId: string, count?: number): Promise<void> {
  // Its host is the hot comments: they come now if the reader has not come near them yet.
  bus.emit('comments:wanted');
  const comments = await import('../comments/HotComments.tsx');
  comments.openCommentModal(bus, contentId, count);
}
