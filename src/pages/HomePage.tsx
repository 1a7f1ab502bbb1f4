import { newsCategory } from '../../cities/current.ts';
import { Suspense, useEffect } from 'react';
import { RequestError } from '../../core/engine/http/request-error.ts';
import { FIRST_SCREEN_PANELS } from '../../core/domain/rules/layout.ts';
import { PanelView } from '../../core/engine/render/PanelView.tsx';
import { useEngine } from '../../core/engine/render/engine.tsx';
import { useFeed } from '../feed/useFeed.ts';
import { SearchBarLink } from '../feed/SearchBarLink.tsx';
import { useOpenItem } from '../open/useOpenItem.ts';
import { FeedFooter } from '../../ui/placeholders/FeedFooter.tsx';
import { FeedSkeleton } from '../../ui/placeholders/FeedSkeleton.tsx';
import { FailureMessage } from '../../ui/placeholders/PageFailure.tsx';
import { PullToRefresh } from '../../ui/pull-to-refresh/PullToRefresh.tsx';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { homeMessages } from './home.messages.ts';
import { FEED_READY_ATTRIBUTE } from '../ssr/ready-attributes.ts';
import { usePageReady } from '../routes/page-ready.ts';

/** Spec 2 §2: the news home shows the city's news category (Changsha's mycs.news). */
export const HOME_CATEGORY = newsCategory;

export function HomePage() {
  const t = useTexts(homeMessages);
  useEffect(() => {
    document.title = t('app.news');
  }, [t]);
  usePageReady();
  // The feed has its own boundary: the page hydrates the header at once and the server's feed when
  // its code has come (src/feed/feed-seed.ts), so the app is ready without waiting for the feed chunk.
  return (
    <div className="page page--home">
      <header className="home-header">
        <h1 className="visually-hidden">{t('app.news')}</h1>
        <SearchBarLink label={t('search.placeholder')} />
      </header>
      <Suspense
        fallback={
          <main className="feed" aria-busy>
            <FeedSkeleton />
          </main>
        }
      >
        <HomeFeed />
      </Suspense>
    </div>
  );
}

function HomeFeed() {
  const engine = useEngine();
  const t = useTexts(homeMessages);
  const { state, refresh, loadMore, retry, newer } = useFeed(engine, HOME_CATEGORY);
  const onOpen = useOpenItem('home');
  useEffect(() => document.documentElement.setAttribute(FEED_READY_ATTRIBUTE, ''), []);
  return (
    <main className="feed" aria-busy={state.status === 'loading'}>
      {state.status === 'loading' ? <FeedSkeleton /> : null}
      {state.status === 'failed' ? (
        <FailureMessage text={state.error instanceof RequestError ? t(state.error.messageKey, { status: state.error.status ?? '' }) : t('feed.loadFailed')} retry={retry} />
      ) : null}
      {state.status === 'ready' ? (
        <PullToRefresh onRefresh={refresh} newer={newer}>
          {state.panels.map((entry, i) => (
            <PanelView key={entry.status === 'ok' ? entry.panel.id : `dropped-${i}`} entry={entry} onOpen={onOpen} firstScreen={i < FIRST_SCREEN_PANELS} />
          ))}
          <FeedFooter status={state.panels.length === 0 ? 'empty' : state.hasMore ? 'has-more' : 'end'} onLoadMore={loadMore} />
        </PullToRefresh>
      ) : null}
    </main>
  );
}
