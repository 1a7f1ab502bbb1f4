import type { ComponentType } from 'react';
import type { DetailFeatures } from '../../../core/domain/detail/detail-variants.ts';
import type { AdvertRef, ContentItem } from '../../../schemas/generated/types.ts';
import { AdvertsSlot, HotCommentsSlot, MoreNewsSlot } from './lazy-neighbours.tsx';
import { ActionBarSlot, RelatedServicesSlot, ShareLinkSlot, WidgetPopupSlot } from './live-parts.tsx';

/** What every block of the detail page gets: the content and the page's ways out. */
export interface DetailBlockProps {
  item: ContentItem;
  onAddress: (address: string) => void;
  onOpenItem: (item: ContentItem) => void;
  onOpenAdvert: (advert: AdvertRef) => void;
}

/** One block of the page: shown when its rule says so, for this variant and this content. */
export interface DetailBlock {
  id: string;
  when: (features: DetailFeatures, item: ContentItem) => boolean;
  Component: ComponentType<DetailBlockProps>;
}

/**
 * Spec 2 §2: what follows the article, in page order (they wait until its body shows, so nothing is
 * pushed down the screen). As DCR decides layouts: data a reader of the code sees in one place.
 */
export const BLOCKS_AFTER_BODY: readonly DetailBlock[] = [
  { id: 'share-link', when: (f) => f.shareLink, Component: ({ item }) => <ShareLinkSlot item={item} /> },
  {
    id: 'related-services',
    when: (f) => f.relatedServices,
    Component: ({ item, onAddress }) => <RelatedServicesSlot services={item.serviceListArray ?? []} onOpen={onAddress} />,
  },
  {
    id: 'adverts',
    when: (f, item) => f.extras && Boolean(item.advertList?.length),
    Component: ({ item, onOpenAdvert }) => <AdvertsSlot contentId={item.id} adverts={item.advertList ?? []} onOpen={onOpenAdvert} />,
  },
  { id: 'hot-comments', when: (f) => f.extras, Component: ({ item }) => <HotCommentsSlot contentId={item.id} disableComment={item.disableComment ?? false} /> },
  { id: 'more-news', when: (f) => f.extras, Component: ({ item, onOpenItem }) => <MoreNewsSlot contentId={item.id} onOpen={onOpenItem} /> },
];

/** Spec 2 §2: what stays on screen over the page: the action bar and the closable popup widget. */
export const FIXED_BLOCKS: readonly DetailBlock[] = [
  { id: 'action-bar', when: (f) => f.extras, Component: ({ item }) => <ActionBarSlot item={item} /> },
  {
    id: 'widget',
    when: (f, item) => f.extras && Boolean(item.openWidget),
    Component: ({ item, onAddress }) => <WidgetPopupSlot contentId={item.id} widgetName={item.widgetName ?? null} onOpen={onAddress} />,
  },
];
