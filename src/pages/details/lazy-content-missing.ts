import { reportedLazy } from '../../../core/engine/render/rendered-chunks.tsx';

/**
 * 'No news ID' for the pages that must not pay for it before ready (the article, the video detail):
 * an address without an id is rare, so its words come with code of their own, when shown. A file
 * apart from the component's, since a static import of that module would bring it along.
 */
export const LazyContentMissing = reportedLazy<{ text: string }>('src/pages/details/ContentMissing.tsx', () => import('./ContentMissing.tsx').then((m) => ({ default: m.ContentMissing })));
