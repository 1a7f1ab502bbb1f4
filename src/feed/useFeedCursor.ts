import { useLocation, useSearch } from 'wouter';
import { feedCursorOf, feedCursorText, isFeedCursor, type FeedContinuationCursor } from '../../core/domain/feed/feed-cursor.ts';
import { useIgnoredQueryReport } from '../routes/address-query.ts';
import { LIST_AFTER_QUERY, pageAddressWith } from '../../core/domain/open/page-address.ts';
import { loadMoreCursor } from '../../core/domain/feed/paging.ts';
import type { FeedState } from './useFeed.ts';

/* Issue 32: the feed's pages as addresses (core/domain/feed/feed-cursor.ts), for the feed hook and its views. */

/** The cursor the page's address names for this feed (`after=`), or null: the feed shows its first page. */
export function useFeedCursor(categoryCode: string): FeedContinuationCursor | null {
  const after = new URLSearchParams(useSearch()).get(LIST_AFTER_QUERY);
  useIgnoredQueryReport(LIST_AFTER_QUERY, after, after !== null && !isFeedCursor(after));
  return feedCursorOf(after, categoryCode);
}

/** The address of the feed's next page, when the feed shown has more and its last item can be written as a cursor. */
export function useNextFeedPage(categoryCode: string, state: FeedState): string | null {
  const [path] = useLocation();
  const search = useSearch();
  const cursor = state.status === 'ready' && state.hasMore ? loadMoreCursor(state.panels) : null;
  const text = cursor ? feedCursorText({ ...cursor, categoryCode }) : null;
  return text ? pageAddressWith(path, search, LIST_AFTER_QUERY, text) : null;
}

