/** Spec 2 §2, §3: the detail pages' query and the locally stored recommendation category. */
import { readIdParam } from '../rules/content-id.ts';

/** Spec 2 §3: where category_name is kept as the recommendation category. */
export const RECOMMEND_CATEGORY_KEY = 'cs_volcengineCategoryId';
/** Spec 2 §2: source 'life' asks for adverts. */
export const ADVERT_SOURCE = 'life';
/** Spec 2 §2: sources 'slh' is the variant with a share link and no related services. */
export const SHARE_LINK_SOURCES = 'slh';

export interface DetailQuery {
  /** A usable id (core/domain/rules/content-id.ts), else null. */
  newsId: string | null;
  /** newsId was given but names no content (not a platform id). */
  newsIdMalformed: boolean;
  preview: boolean;
  source: string | null;
  sources: string | null;
  categoryName: string | null;
  columnId: string | null;
}

const filled = (value: string | null): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

export function parseDetailQuery(search: string): DetailQuery {
  const query = new URLSearchParams(search);
  const newsId = readIdParam(query.get('newsId'));
  return {
    newsId: newsId.kind === 'ok' ? newsId.id : null,
    newsIdMalformed: newsId.kind === 'malformed',
    preview: query.get('preview') === '1',
    source: filled(query.get('source')),
    sources: filled(query.get('sources')),
    categoryName: filled(query.get('category_name')),
    columnId: filled(query.get('columnId')),
  };
}

/** Remembers the category the reader came from; without one the stored category stays. */
export function rememberCategory(storage: Pick<Storage, 'setItem'>, query: DetailQuery): void {
  if (query.categoryName) storage.setItem(RECOMMEND_CATEGORY_KEY, query.categoryName);
}

/** The category for reports: the query's, else the stored one, else ''. */
export function categoryFor(storage: Pick<Storage, 'getItem'>, query: DetailQuery): string {
  return query.categoryName ?? storage.getItem(RECOMMEND_CATEGORY_KEY) ?? '';
}
