import { FEED_PAGE_SIZE } from '../../core/domain/feed/page-size.ts';

/*
 * A feed page's address and parameters, plain: the entry asks for the home's first page with them
 * (src/feed/feed-loading.ts) without taking the call layer (src/feed/feed-call.ts) into its bundle.
 */

/** Spec 2 §7: a category's composite feed page. */
export const COMPOSITE_PATH = '/api/cms/client/category/getCategoryCompositeData';

/** The editors' flag travels with feed requests: an editor's preview lists drafts (marked). */
export const previewParam = (preview: boolean) => (preview ? { preview: 1 } : {});

/** Spec 2 §7: a category's feed page (the server asks the same for the pages it renders, with no device id yet). */
export const compositeParams = (categoryCode: string, refreshType: 'open' | 'refresh', preview: boolean, deviceId: string) => ({
  categoryCode,
  pageSize: FEED_PAGE_SIZE,
  hasAdvert: 1,
  refreshType,
  ssid: deviceId,
  ...previewParam(preview),
});
