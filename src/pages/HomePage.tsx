import { useCallback, useEffect } from 'react';
import { Link } from 'wouter';
import { RequestError } from '../../core/http/request.ts';
import { PanelView } from '../../core/render/PanelView.tsx';
import { useEngine } from '../../core/render/engine.tsx';
import type { ContentItem } from '../../schemas/generated/types.ts';
import { useCompositeFeed } from '../feed/useCompositeFeed.ts';
import { FeedSkeleton } from '../ui/FeedSkeleton.tsx';

/** Spec 2 §2: the news home shows category mycs.news. */
export const HOME_CATEGORY = 'mycs.news';

export function HomePage() {
  const engine = useEngine();
  const { t, bus } = engine;
  const { state, reload } = useCompositeFeed(engine, HOME_CATEGORY);
  useEffect(() => {
    document.title = t('app.news');
  }, [t]);
  const onOpen = useCallback(
    (item: ContentItem) => bus.emit('open:requested', { itemId: item.id, type: item.type ?? '', source: 'home' }),
    [bus],
  );
  return (
    <div className="page page--home">
      <header className="home-header">
        <h1 className="visually-hidden">{t('app.news')}</h1>
        <Link href="/search?text=" className="search-bar" role="search" aria-label={t('search.placeholder')}>
          <span aria-hidden="true" className="search-bar__icon" />
          <span className="search-bar__placeholder">{t('search.placeholder')}</span>
        </Link>
      </header>
      <main className="feed" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? <FeedSkeleton /> : null}
        {state.status === 'failed' ? (
          <div className="feed-state" role="alert">
            <p>{state.error instanceof RequestError ? t(state.error.messageKey, { status: state.error.status ?? '' }) : t('feed.loadFailed')}</p>
            <button type="button" className="button" onClick={reload}>
              {t('common.retry')}
            </button>
          </div>
        ) : null}
        {state.status === 'ready' && state.panels.length === 0 ? <p className="feed-state">{t('feed.noData')}</p> : null}
        {state.status === 'ready'
          ? state.panels.map((entry, i) => (
              <PanelView key={entry.status === 'ok' ? entry.panel.id : `dropped-${i}`} entry={entry} onOpen={onOpen} />
            ))
          : null}
      </main>
    </div>
  );
}
