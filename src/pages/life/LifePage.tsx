import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LIFE_TAB_QUERY, LIFE_TABS, lifeTabOf, type LifeTabKey } from '../../../core/domain/life/life-tabs.ts';
import { pageAddressWith } from '../../../core/domain/open/page-address.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { KeptTabPanels, useKeptTabs } from '../../../ui/tabs/kept-tabs.tsx';
import { TabList } from '../../../ui/tabs/TabList.tsx';
import { FeedSkeleton } from '../../../ui/placeholders/FeedSkeleton.tsx';
import { keepQueryInAddress } from '../../routes/address-query.ts';
import { lazyAfterReady } from '../../ssr/feed-after-ready.ts';
import { FEED_PART } from '../../ssr/ready-attributes.ts';
import { whenFeedLive } from '../../routes/after-page-ready.ts';
import { whenLive } from '../../ssr/hold-taps.ts';
import { SearchBarLink } from '../../feed/SearchBarLink.tsx';
import { lifeMessages } from './life.messages.ts';
import './life.css';

const TAB_TEXT = { recommend: 'life.tab.recommend', welfare: 'life.tab.welfare', play: 'life.tab.play', hot: 'life.tab.hot' } as const;

/** The tabs' feeds load once the page is ready: the page's first bundle is the header and the tabs. */
const LifeTabFeed = lazyAfterReady(() => import('./LifeTabFeed.tsx'));

/**
 * /life-style and /life (spec 2 §2 Life home): the search bar, the four tabs (the `key` query
 * preselects one), and each tab's feed of panels with pull-to-refresh and load-more (spec 2 §7:
 * page 20 with adverts, more panel content 10 from the cursor). The hot tab's rankings are panels.
 */
export default function LifePage() {
  const t = useTexts(lifeMessages);
  const search = useSearch();
  const [path] = useLocation();
  const [tab, setTab] = useState<LifeTabKey>(() => lifeTabOf(new URLSearchParams(search).get(LIFE_TAB_QUERY)));
  // Each tab keeps its feed and place; a tab shown for the first time lands at the spec's offset once it has rendered.
  const { visited, land, keepPlace } = useKeptTabs(tab, { landsWhenReady: true });
  useEffect(() => {
    document.title = t('life.title');
  }, [t]);
  // The tab chosen last (its switch may still wait, below).
  const chosen = useRef(tab);
  const feedPart = useRef<HTMLElement>(null);
  const choose = (key: LifeTabKey) => {
    if (key === chosen.current) return;
    chosen.current = key;
    keepPlace();
    keepQueryInAddress(LIFE_TAB_QUERY, key);
    // A switch before the server's feed has hydrated (its panels' boundaries too) waits for it: hiding
    // it would make React drop that feed's HTML (its code still coming) and render it anew. Bounded: a
    // feed whose code does not come leaves the tabs working.
    void whenFeedLive()
      .then(() => (feedPart.current ? whenLive(feedPart.current) : undefined))
      .then(() => {
        if (chosen.current === key) setTab(key);
      });
  };
  const failedText = t('life.loadFailed');
  // The panels re-render only when a tab changes: the page re-renders as its address does (a tab chosen
  // before the server's feed has hydrated), and re-rendering that feed's boundary then would make React
  // drop its HTML for a skeleton.
  const panels = useMemo(
    () => (
      <KeptTabPanels visited={visited} active={tab} panel={{ id: 'life-tab-panel', role: 'tabpanel', 'aria-labelledby': `life-tab-${tab}`, 'data-testid': 'life-tab-panel', 'data-key': tab }}>
        {(key) => (
          <Suspense
            fallback={
              <div className="feed" aria-busy>
                <FeedSkeleton />
              </div>
            }
          >
            <LifeTabFeed categoryCode={key} onRendered={(where) => land(key, where)} failedText={failedText} />
          </Suspense>
        )}
      </KeptTabPanels>
    ),
    [visited, tab, land, failedText],
  );
  return (
    <div className="page page--life">
      <header className="home-header life-header">
        <h1 className="visually-hidden">{t('life.title')}</h1>
        <SearchBarLink label={t('life.search')} />
        <TabList
          label={t('life.tabs')}
          tabs={LIFE_TABS.map(({ key, label }) => ({ id: key, text: t(TAB_TEXT[label]) }))}
          active={tab}
          onChoose={(id) => choose(lifeTabOf(id))}
          idPrefix="life-tab"
          panelId="life-tab-panel"
          className="life-tabs"
          hrefOf={(id) => pageAddressWith(path, search, LIFE_TAB_QUERY, id)}
        />
      </header>
      <main ref={feedPart} {...FEED_PART}>{panels}</main>
    </div>
  );
}
