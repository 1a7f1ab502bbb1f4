import { ADVERT_SOURCE, SHARE_LINK_SOURCES, type DetailQuery } from './detail-query.ts';

/** Spec 2 §2: the three detail routes. */
export type DetailVariant = 'details' | 'zhcs' | 'primitive';

export const DETAIL_ROUTES: Readonly<Record<DetailVariant, string>> = {
  details: '/details',
  zhcs: '/zhcs-details',
  primitive: '/primitiveDetails',
};

/** Spec 2 §8: where code 5101 leads (the service menu's default 'content does not exist' page). */
export const CONTENT_MISSING_ROUTE = '/notFound';

/** What a detail page shows and does, from its route and query. */
export interface DetailFeatures {
  /** Spec 2 §7: hasAdvert=1 when source is life (always on /zhcs-details, the advert variant). */
  hasAdvert: boolean;
  relatedServices: boolean;
  shareLink: boolean;
  /** The article's surroundings: copyright, comments, 'more news', the action bar, the widget. */
  extras: boolean;
  /** Reading-time reports (still only for source news or in the app: see core/reading). */
  readingReport: boolean;
}

/**
 * /details is the full page; /zhcs-details adds the advert block whatever the source (spec 2 §2:
 * "detail with advert block, sharing, reading-time reporting"); /primitiveDetails is the plain
 * article. sources=slh shows a share link instead of the related services.
 */
export function detailFeatures(variant: DetailVariant, query: DetailQuery): DetailFeatures {
  const plain = variant === 'primitive';
  const shareLink = !plain && query.sources === SHARE_LINK_SOURCES;
  return {
    hasAdvert: variant === 'zhcs' || (variant === 'details' && query.source === ADVERT_SOURCE),
    relatedServices: !plain && !shareLink,
    shareLink,
    extras: !plain,
    readingReport: !plain,
  };
}
