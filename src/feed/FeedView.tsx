import { RequestError } from '../../core/http/request-error.ts';
import { PanelView } from '../../core/render/PanelView.tsx';
import { useEngine } from '../../core/render/engine.tsx';
import { FIRST_SCREEN_PANELS } from '../../core/rules/layout.ts';
import type { ContentItem } from '../../schemas/generated/types.ts';
import { FeedFooter } from '../../ui/placeholders/FeedFooter.tsx';
import { FeedSkeleton } from '../../ui/placeholders/FeedSkeleton.tsx';
import { PullToRefresh } from '../../ui/pull-to-refresh/PullToRefresh.tsx';
import type { Feed } from './useFeed.ts';

interface Props {
  feed: Feed;
  onOpen: (item: ContentItem, panelId: string) => void;
  /** What a failed first load says (the request's own failure when it has one). */
  failedText: string;
}

/**
 * A feed of panels as the life tabs show it (spec 2 §2, §4): a skeleton while the
 * first page comes, the failure with a retry, then the panels under pull-to-refresh with the list
 * footer. The news home keeps its own copy of this markup: rendering through this shared module
 * makes the bundler split the home's first bundle into shared chunks (+1.7 KB gz, over the 90 KB
 * budget of scripts/check-budget.ts).
 */
export function FeedView({ feed, onOpen, failedText }: Props) {
  const { t } = useEngine();
  const { state, refresh, loadMore, retry } = feed;
  return (
    <main className="feed" aria-busy={state.status === 'loading'}>
      {state.status === 'loading' ? <FeedSkeleton /> : null}
      {state.status === 'failed' ? (
        <div className="feed-state" role="alert">
          <p>{state.error instanceof RequestError ? t(state.error.messageKey, { status: state.error.status ?? '' }) : failedText}</p>
          <button type="button" className="button" onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <PullToRefresh onRefresh={refresh}>
          {state.panels.map((entry, i) => (
            <PanelView key={entry.status === 'ok' ? entry.panel.id : `dropped-${i}`} entry={entry} onOpen={onOpen} firstScreen={i < FIRST_SCREEN_PANELS} />
          ))}
          <FeedFooter status={state.panels.length === 0 ? 'empty' : state.hasMore ? 'has-more' : 'end'} onLoadMore={loadMore} />
        </PullToRefresh>
      ) : null}
    </main>
  );
}
