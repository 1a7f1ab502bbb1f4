/** Spec 2 §7: analytics events of the detail page. */
export const CLICK_DETAIL_EVENT = 'content_news_click_detail';
export const AD_CLICK_EVENT = 'ad_click';
export const AD_EXPOSURE_EVENT = 'ad_exposure';

/** Fields of the detail page's events (flat values, as the tracking uploader takes them). */
export type DetailEventParams = Record<string, string | number | boolean | null>;

export interface DetailEventContext {
  contentId: string;
  title: string;
  categoryName: string;
  columnId: string | null;
  source: string | null;
}

/** content_news_click_detail: the detail page opened on this content. */
export const clickDetailParams = (c: DetailEventContext): DetailEventParams => ({
  group_id: c.contentId,
  title: c.title,
  category_name: c.categoryName,
  column_id: c.columnId,
  source: c.source,
});

/** ad_click / ad_exposure of the detail carousel's adverts: the feed's advert fields, plus where it stood. */
export const detailAdvertParams = (
  contentId: string,
  advert: { id: string; title?: string | null; type?: string | null; crowdPackage?: string | null },
  position: number,
): DetailEventParams => ({
  id: advert.id,
  title: advert.title ?? '',
  type: advert.type ?? null,
  crowdPackage: advert.crowdPackage ?? null,
  contentId,
  position,
});
