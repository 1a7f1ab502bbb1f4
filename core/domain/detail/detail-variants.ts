import { ADVERT_SOURCE, SHARE_LINK_SOURCES, type DetailQuery } from './detail-query.ts';
import type { DetailVariant } from './detail-routes.ts';

// The routes live apart, so that the route table (in the first bundle) does not bring the rules below.
export { CONTENT_MISSING_ROUTE, DETAIL_ROUTES, type DetailVariant } from './detail-routes.ts';

/** What a detail page shows and does, from its route and query. */
export interface DetailFeatures {
  /** Spec 2 §7: hasAdvert=1 when source is life (always on /zhcs-details, the advert variant). */
  hasAdvert: boolean;
  relatedServices: boolean;
  shareLink: boolean;
  /** The article's surroundings: copyright, comments, 'more news', the action bar, the widget. */
  extras: boolean;
  /** Reading-time reports (still only for source news or in the app: see core/domain/reading). */
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
