import { Suspense, useEffect } from 'react';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { FeedSkeleton } from '../../ui/placeholders/FeedSkeleton.tsx';
import { SearchBarLink } from '../feed/SearchBarLink.tsx';
import { usePageReady } from '../routes/page-ready.ts';
import { lazyAfterReady } from '../ssr/feed-after-ready.ts';
import { FEED_PART } from '../ssr/ready-attributes.ts';
import { homeMessages } from './home.messages.ts';

export { HOME_CATEGORY } from './home-category.ts';

/** The feed's code loads once the page is ready: the home's first bundle is the header, the search and the app. */
const HomeFeed = lazyAfterReady(() => import('./HomeFeed.tsx'));

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
          <main className="feed" aria-busy {...FEED_PART}>
            <FeedSkeleton />
          </main>
        }
      >
        <HomeFeed />
      </Suspense>
    </div>
  );
}
