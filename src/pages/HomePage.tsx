import { useEffect } from 'react';
import { Link } from 'wouter';
import { useEngine } from '../../core/render/engine.tsx';
import { useFeed } from '../feed/useFeed.ts';
import { FeedView } from '../feed/FeedView.tsx';
import { useOpenItem } from '../open/useOpenItem.ts';
import { useTexts } from '../../core/render/useTexts.ts';
import { homeMessages } from './home.messages.ts';

/** Spec 2 §2: the news home shows category mycs.news. */
export const HOME_CATEGORY = 'mycs.news';
/** Spec 2 §2: tapping the search bar goes to /search with the query text. */
export const SEARCH_PATH = '/search?text=';

export function HomePage() {
  const engine = useEngine();
  const t = useTexts(homeMessages);
  const feed = useFeed(engine, HOME_CATEGORY);
  const onOpen = useOpenItem('home');
  useEffect(() => {
    document.title = t('app.news');
  }, [t]);
  return (
    <div className="page page--home">
      <header className="home-header">
        <h1 className="visually-hidden">{t('app.news')}</h1>
        <SearchBarLink label={t('search.placeholder')} />
      </header>
      <FeedView feed={feed} onOpen={onOpen} failedText={t('feed.loadFailed')} />
    </div>
  );
}

/** Spec 2 §2: the search bar of a feed page, a link to /search?text=. */
export function SearchBarLink({ label }: { label: string }) {
  return (
    <div role="search" aria-label={label}>
      <Link href={SEARCH_PATH} className="search-bar">
        <span aria-hidden="true" className="search-bar__icon" />
        <span className="search-bar__placeholder">{label}</span>
      </Link>
    </div>
  );
}
