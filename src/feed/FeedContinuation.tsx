import { useLocation, useSearch } from 'wouter';
import { feedCursorText, type FeedContinuationCursor } from '../../core/domain/feed/feed-cursor.ts';
import { LIST_AFTER_QUERY, pageAddressWith } from '../../core/domain/open/page-address.ts';
import { loadMoreCursor } from '../../core/domain/feed/paging.ts';
import { PanelView } from '../../core/engine/render/PanelView.tsx';
import type { ContentItem } from '../../schemas/generated/types.ts';
import { FeedFooter } from '../../ui/placeholders/FeedFooter.tsx';
import { FeedSkeleton } from '../../ui/placeholders/FeedSkeleton.tsx';
import { ListPlaceholder } from '../../ui/placeholders/ListPlaceholder.tsx';
import { NextPageLink } from '../lists/NextPageLink.tsx';
import { usePagedPanel } from '../lists/usePagedPanel.ts';
import { feedMoreCall } from './feed-more-call.ts';

interface Props {
  cursor: FeedContinuationCursor;
  pageSize?: number;
  onOpen: (item: ContentItem, panelId: string) => void;
  failedText: string;
}

/**
 * A feed's page after a cursor (issue 32), which the server renders: its items as a list, and a link
 * to the page after it (shown with scripts too: this page loads no more in place). A page that brings
 * nothing ends the feed.
 */
export function FeedContinuation({ cursor, pageSize, onOpen, failedText }: Props) {
  const [path] = useLocation();
  const search = useSearch();
  const { state, retry } = usePagedPanel({ id: cursor.panelId, typeCode: 'core.list.content', name: '' }, feedMoreCall, () => ({ cursor, ...(pageSize ? { pageSize } : {}) }), { paged: false });
  if (state.status === 'loading') return <FeedSkeleton />;
  if (state.status === 'failed') return <ListPlaceholder status="failed" reload={retry} failedText={failedText} />;
  const next = state.empty ? null : loadMoreCursor([state.panel]);
  const nextText = next ? feedCursorText({ ...next, categoryCode: cursor.categoryCode }) : null;
  return (
    <div data-testid="feed-continuation">
      {state.empty ? null : <PanelView entry={state.panel} onOpen={onOpen} />}
      {nextText ? <NextPageLink href={pageAddressWith(path, search, LIST_AFTER_QUERY, nextText)} always /> : <FeedFooter status="end" />}
    </div>
  );
}
