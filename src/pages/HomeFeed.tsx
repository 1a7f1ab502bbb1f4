import { RequestError } from '../../core/engine/http/request-error.ts';
import { LEAD_PANELS } from '../../core/domain/rules/layout.ts';
import { PanelView } from '../../core/engine/render/PanelView.tsx';
import { useEngine } from '../../core/engine/render/engine.tsx';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { FailureMessage } from '../../ui/placeholders/PageFailure.tsx';
import { FeedFooter } from '../../ui/placeholders/FeedFooter.tsx';
import { FeedSkeleton } from '../../ui/placeholders/FeedSkeleton.tsx';
import { PullToRefresh } from '../../ui/pull-to-refresh/PullToRefresh.tsx';
import { FeedContinuation } from '../feed/FeedContinuation.tsx';
import { useFeed } from '../feed/useFeed.ts';
import { useNextFeedPage } from '../feed/useFeedCursor.ts';
import { NextPageLink } from '../lists/NextPageLink.tsx';
import { useOpenItem } from '../open/useOpenItem.ts';
import { useFeedLive } from '../ssr/feed-after-ready.ts';
import { FEED_PART } from '../ssr/ready-attributes.ts';
import { homeMessages } from './home.messages.ts';
import { HOME_CATEGORY } from './home-category.ts';

/**
 * The news home's feed (spec 2 §2, §4). Its code comes with the feed's chunk once the page is ready
 * (src/pages/HomePage.tsx): the home's first bundle carries none of it. The news home keeps its own
 * copy of the feed's markup (src/feed/FeedView.tsx says why).
 */
export default function HomeFeed() {
  const engine = useEngine();
  const t = useTexts(homeMessages);
  const { state, refresh, loadMore, retry, newer, continuation: cursor } = useFeed(engine, HOME_CATEGORY);
  const onOpen = useOpenItem('home');
  const nextPage = useNextFeedPage(HOME_CATEGORY, state);
  useFeedLive();
  if (cursor) {
    // A later page of the feed ('more' without scripts, issue 32).
    return (
      <main className="feed" {...FEED_PART}>
        <FeedContinuation cursor={cursor} onOpen={onOpen} failedText={t('feed.loadFailed')} />
      </main>
    );
  }
  return (
    <main className="feed" {...FEED_PART} aria-busy={state.status === 'loading'}>
      {state.status === 'loading' ? <FeedSkeleton /> : null}
      {state.status === 'failed' ? (
        <FailureMessage text={state.error instanceof RequestError ? t(state.error.messageKey, { status: state.error.status ?? '' }) : t('feed.loadFailed')} retry={retry} />
      ) : null}
      {state.status === 'ready' ? (
        <PullToRefresh onRefresh={refresh} newer={newer}>
          {state.panels.map((entry, i) => (
            <PanelView key={entry.status === 'ok' ? entry.panel.id : `dropped-${i}`} entry={entry} onOpen={onOpen} firstScreen={i < LEAD_PANELS} />
          ))}
          <FeedFooter status={state.panels.length === 0 ? 'empty' : state.hasMore ? 'has-more' : 'end'} onLoadMore={loadMore} />
          {nextPage ? <NextPageLink href={nextPage} /> : null}
        </PullToRefresh>
      ) : null}
    </main>
  );
}
