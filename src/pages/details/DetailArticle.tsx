import { useEffect } from 'react';
import type { AdvertRef, ContentItem } from '../../../schemas/generated/types.ts';
import { ActionBar } from './ActionBar.tsx';
import { AdvertCarousel } from './AdvertCarousel.tsx';
import { ArticleBody } from './ArticleBody.tsx';
import { ArticleFrame } from './ArticleFrame.tsx';
import { Copyright } from './Copyright.tsx';
import { DetailHeader } from './DetailHeader.tsx';
import type { DetailFeatures } from './detail-variants.ts';
import { HotCommentsSlot } from './lazy-neighbours.tsx';
import { MoreNews } from './MoreNews.tsx';
import { RelatedServices } from './RelatedServices.tsx';
import { ShareLink } from './ShareLink.tsx';
import { WidgetPopup } from './WidgetPopup.tsx';

interface Props {
  item: ContentItem;
  features: DetailFeatures;
  onGallery: (images: string[], index: number) => void;
  onAddress: (address: string) => void;
  onOpenItem: (item: ContentItem) => void;
  onOpenAdvert: (advert: AdvertRef) => void;
}

/**
 * Spec 2 §2: content with thirdPartyCode or externalUrl shows in a frame (its external address, else
 * its contentUrl); any other content shows its contentUrl body.
 */
export function frameSourceOf(item: ContentItem): string | null {
  const external = item.externalUrl?.trim();
  if (external) return external;
  return item.thirdPartyCode?.trim() ? item.contentUrl?.trim() || null : null;
}

/** One loaded content: the article and, on the full pages, everything around it. */
export function DetailArticle({ item, features, onGallery, onAddress, onOpenItem, onOpenAdvert }: Props) {
  // A new content (a link from the body, 'more news') starts at its top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const frameSource = frameSourceOf(item);
  const { extras } = features;
  return (
    <>
      <article className="detail-article" data-content-id={item.id}>
        <DetailHeader item={item} withFollow={extras} />
        {frameSource ? <ArticleFrame src={frameSource} title={item.title} onGallery={onGallery} /> : null}
        {!frameSource && item.contentUrl ? <ArticleBody contentUrl={item.contentUrl} onGallery={onGallery} onLink={onAddress} /> : null}
        {!frameSource && !item.contentUrl && item.brief ? <p className="article-body">{item.brief}</p> : null}
        {extras ? <Copyright item={item} /> : null}
      </article>
      {features.shareLink ? <ShareLink item={item} /> : null}
      {features.relatedServices ? <RelatedServices services={item.serviceListArray ?? []} onOpen={onAddress} /> : null}
      {extras && item.advertList?.length ? <AdvertCarousel contentId={item.id} adverts={item.advertList} onOpen={onOpenAdvert} /> : null}
      {extras ? <HotCommentsSlot contentId={item.id} disableComment={item.disableComment ?? false} /> : null}
      {extras ? <MoreNews contentId={item.id} onOpen={onOpenItem} /> : null}
      {extras ? <ActionBar item={item} /> : null}
      {extras && item.openWidget ? <WidgetPopup contentId={item.id} widgetName={item.widgetName ?? null} onOpen={onAddress} /> : null}
    </>
  );
}
