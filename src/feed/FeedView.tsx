import type { ReactNode } from 'react';
import type { PanelEntry } from '../../core/feed/composite.ts';
import { RequestError } from '../../core/http/request-error.ts';
import { useEngine } from '../../core/render/engine.tsx';
import { FeedFooter } from '../../ui/placeholders/FeedFooter.tsx';
import { FeedSkeleton } from '../../ui/placeholders/FeedSkeleton.tsx';
import { PullToRefresh } from '../../ui/pull-to-refresh/PullToRefresh.tsx';
import type { Feed } from './useFeed.ts';

interface Props {
  feed: Feed;
  /** The panels as the page shows them (all of them, one of a pair, filtered by a topic). */
  children: (panels: PanelEntry[]) => ReactNode;
  /** What an empty feed says (the footer's empty line by default). */
  empty?: ReactNode;
  /** The failure of the first load in the page's words, when it is no request error of the catalogue. */
  failedText: string;
}

/** A category's feed on a page: the skeleton, the failure with a retry, then pull-to-refresh, the panels and the footer. */
export function FeedView({ feed, children, empty, failedText }: Props) {
  const { t } = useEngine();
  const { state, refresh, loadMore, retry } = feed;
  if (state.status === 'loading') return <FeedSkeleton />;
  if (state.status === 'failed') {
    return (
      <div className="feed-state" role="alert">
        <p>{state.error instanceof RequestError ? t(state.error.messageKey, { status: state.error.status ?? '' }) : failedText}</p>
        <button type="button" className="button" onClick={retry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const isEmpty = state.panels.length === 0;
  return (
    <PullToRefresh onRefresh={refresh}>
      {children(state.panels)}
      {isEmpty && empty ? empty : <FeedFooter status={isEmpty ? 'empty' : state.hasMore ? 'has-more' : 'end'} onLoadMore={loadMore} />}
    </PullToRefresh>
  );
}
