import type { ReactNode } from 'react';
import type { PanelEntry } from '../../core/engine/render/composite.ts';
import { RequestError } from '../../core/engine/http/request-error.ts';
import { PanelView } from '../../core/engine/render/PanelView.tsx';
import { useEngine } from '../../core/engine/render/engine.tsx';
import { LEAD_PANELS } from '../../core/domain/rules/layout.ts';
import type { ContentItem } from '../../schemas/generated/types.ts';
import { FeedFooter } from '../../ui/placeholders/FeedFooter.tsx';
import { StateMessage } from '../../ui/placeholders/StateMessage.tsx';
import { FeedSkeleton } from '../../ui/placeholders/FeedSkeleton.tsx';
import { PullToRefresh } from '../../ui/pull-to-refresh/PullToRefresh.tsx';
import { NextPageLink } from '../lists/NextPageLink.tsx';
import { FeedContinuation } from './FeedContinuation.tsx';
import type { Feed } from './useFeed.ts';
import { useNextFeedPage } from './useFeedCursor.ts';

interface Props {
  feed: Feed;
  /** A tap on an item of the panels (when the page shows them as they come). */
  onOpen?: (item: ContentItem, panelId: string) => void;
  /** The panels as the page shows them (one of a pair, filtered by a topic); else all, in order. */
  children?: (panels: PanelEntry[]) => ReactNode;
  /** What an empty feed says (the footer's empty line by default). */
  empty?: ReactNode;
  /** The failure of the first load in the page's words, when it is no request error of the catalogue. */
  failedText: string;
}

/**
 * A category's feed on a page (spec 2 §2, §4): the skeleton while the first page comes, the failure
 * with a retry, then pull-to-refresh, the panels and the list footer. The news home keeps its own
 * copy of this markup: rendering through this shared module makes the bundler split the home's first
 * bundle into shared chunks (+1.7 KB gz, against the 85 KB budget of scripts/check-budget.ts).
 */
export function FeedView({ feed, onOpen = () => {}, children, empty, failedText }: Props) {
  const { t } = useEngine();
  const { state, refresh, loadMore, retry, newer } = feed;
  const cursor = feed.continuation;
  const nextPage = useNextFeedPage(feed.categoryCode, state);
  // The address shows a later page of the feed ('more' without scripts, issue 32).
  if (cursor) return <FeedContinuation cursor={cursor} pageSize={feed.loadMorePageSize} onOpen={onOpen} failedText={failedText} />;
  if (state.status === 'loading') return <FeedSkeleton />;
  if (state.status === 'failed') {
    const text = state.error instanceof RequestError ? t(state.error.messageKey, { status: state.error.status ?? '' }) : failedText;
    return <StateMessage kind="failure" role="alert" text={text} actions={[{ label: t('common.retry'), onClick: retry }]} />;
  }
  const isEmpty = state.panels.length === 0;
  return (
    <PullToRefresh onRefresh={refresh} newer={newer}>
      {children
        ? children(state.panels)
        : state.panels.map((entry, i) => (
            <PanelView key={entry.status === 'ok' ? entry.panel.id : `dropped-${i}`} entry={entry} onOpen={onOpen} firstScreen={i < LEAD_PANELS} />
          ))}
      {isEmpty && empty ? empty : <FeedFooter status={isEmpty ? 'empty' : state.hasMore ? 'has-more' : 'end'} onLoadMore={loadMore} />}
      {nextPage ? <NextPageLink href={nextPage} /> : null}
    </PullToRefresh>
  );
}
