import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { PanelEntry } from '../../../core/engine/render/composite.ts';
import { LIFE_MORE_PAGE_SIZE, LIFE_TAB_QUERY, LIFE_TABS, lifeTabOf, scrollTopOnTabSwitch, type LifeTabKey } from '../../../core/domain/life/life-tabs.ts';
import { pageAddressWith } from '../../../core/domain/open/page-address.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { isAdvert } from '../../../core/domain/rules/advert-types.ts';
import { KeptTabPanels, useKeptTabs, type Landing } from '../../../ui/tabs/kept-tabs.tsx';
import { TabList } from '../../../ui/tabs/TabList.tsx';
import { FeedView } from '../../feed/FeedView.tsx';
import { useFeed } from '../../feed/useFeed.ts';
import { useOpenItem } from '../../open/useOpenItem.ts';
import { keepQueryInAddress } from '../../routes/address-query.ts';
import { SearchBarLink } from '../../feed/SearchBarLink.tsx';
import { lifeMessages } from './life.messages.ts';
import './life.css';

const TAB_TEXT = { recommend: 'life.tab.recommend', welfare: 'life.tab.welfare', play: 'life.tab.play', hot: 'life.tab.hot' } as const;

/** Does the feed open with a carousel carrying adverts (spec 2 §2: its offset is 292 px, else 98)? */
const opensWithAdvertCarousel = (panels: readonly PanelEntry[]): boolean => {
  const first = panels[0];
  return first?.status === 'ok' && first.panel.typeCode === 'core.carousel' && first.items.some((entry) => entry.status === 'ok' && isAdvert(entry.item));
};

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
  const choose = (key: LifeTabKey) => {
    if (key === tab) return;
    keepPlace();
    keepQueryInAddress(LIFE_TAB_QUERY, key);
    setTab(key);
  };
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
      <main>
        <KeptTabPanels visited={visited} active={tab} panel={{ id: 'life-tab-panel', role: 'tabpanel', 'aria-labelledby': `life-tab-${tab}`, 'data-testid': 'life-tab-panel', 'data-key': tab }}>
          {(key) => <LifeTabFeed categoryCode={key} onRendered={(where) => land(key, where)} failedText={t('life.loadFailed')} />}
        </KeptTabPanels>
      </main>
    </div>
  );
}

/** One tab's feed: a fresh feed per tab (its own first page, refresh and cursor). */
function LifeTabFeed({ categoryCode, onRendered, failedText }: { categoryCode: LifeTabKey; onRendered: (where: Landing) => void; failedText: string }) {
  const engine = useEngine();
  const feed = useFeed(engine, categoryCode, { loadMorePageSize: LIFE_MORE_PAGE_SIZE });
  const onOpen = useOpenItem('life');
  const panels = feed.state.status === 'ready' ? feed.state.panels : null;
  const rendered = panels !== null;
  // Its panels have rendered (not yet painted): the page can land at the offset its carousel asks for.
  useLayoutEffect(() => {
    if (!panels) return;
    const advertCarousel = opensWithAdvertCarousel(panels);
    onRendered((from) => scrollTopOnTabSwitch(from, advertCarousel));
    // Once, when the first page has rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rendered]);
  return (
    <div className="feed" aria-busy={feed.state.status === 'loading'}>
      <FeedView feed={feed} onOpen={onOpen} failedText={failedText} />
    </div>
  );
}
