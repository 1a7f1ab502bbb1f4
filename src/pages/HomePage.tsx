import { lazy, Suspense, useEffect } from 'react';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { FeedSkeleton } from '../../ui/placeholders/FeedSkeleton.tsx';
import { SearchBarLink } from '../feed/SearchBarLink.tsx';
import { usePageReady } from '../routes/page-ready.ts';
import { APP_READY_ATTRIBUTE, FEED_PART, whenRootAttribute } from '../ssr/ready-attributes.ts';
import { homeMessages } from './home.messages.ts';

export { HOME_CATEGORY } from './home-category.ts';

const loadHomeFeed = () => import('./HomeFeed.tsx');
/**
 * The feed's code loads once the page is ready (in the browser; the server renders it at once): the
 * home's first bundle is the header, the search and the app, and the server's feed HTML stays in place,
 * inside its boundary, until its code has come and it hydrates.
 */
const HomeFeed = lazy(() => (typeof document === 'undefined' ? loadHomeFeed() : whenRootAttribute(APP_READY_ATTRIBUTE).then(loadHomeFeed)));

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
