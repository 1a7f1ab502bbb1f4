/**
 * Spec 2 §9: feed page size (the composite call and every load-more). A module of its own: the entry
 * names it (src/feed/feed-params.ts) without taking the paging rules (core/domain/feed/paging.ts) into the
 * home's first bundle.
 */
export const FEED_PAGE_SIZE = 20;
