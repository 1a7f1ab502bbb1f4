/** The calls the offline store keeps (issue 28 item 5), named where their areas name them. */
import { DETAIL_PATH, RECOMMEND_PATH } from '../../domain/detail/detail-api.ts';
import { LOAD_MORE_PATH } from '../../domain/feed/paging.ts';
import { SEARCH_ALL_PATH, SEARCH_V1_PATH } from '../../domain/search/search-calls.ts';

/** Spec 2 §7: a category's feed page (src/feed/useFeed.ts COMPOSITE_PATH, which core may not import; a unit test holds them equal). */
export const COMPOSITE_PATH_FOR_OFFLINE = '/api/cms/client/category/getCategoryCompositeData';
export const LOAD_MORE_PATH_FOR_OFFLINE = LOAD_MORE_PATH;
export const RECOMMEND_PATH_FOR_OFFLINE = RECOMMEND_PATH;
/** A detail call is the path and the content's id. */
export const DETAIL_PATH_PREFIX = `${DETAIL_PATH}/`;
export const SEARCH_PATHS_FOR_OFFLINE: readonly string[] = [SEARCH_V1_PATH, SEARCH_ALL_PATH];
