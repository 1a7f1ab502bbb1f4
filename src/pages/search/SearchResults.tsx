import { useId } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { withSearch } from '../../../core/domain/search/search-address.ts';
import { SEARCH_TABS, type SearchTab } from '../../../core/domain/search/search-calls.ts';
import { KeptTabPanels, useKeptTabs } from '../../../ui/tabs/kept-tabs.tsx';
import { TabBar } from '../../../ui/tabs/TabBar.tsx';
import { searchMessages } from './search.messages.ts';
import { SearchList } from './SearchList.tsx';
import { useSearchList } from './useSearchList.ts';

/** The panel types results show in (docs/registry.md): lists, the video grid, the live rails. */
const LIST = 'core.list.content';
const RAIL = 'core.list.content.horizontal';
const GRID = 'search.video-grid';

const TAB_LABEL = {
  news: 'search.tab.news',
  videos: 'search.tab.videos',
  dynamics: 'search.tab.dynamics',
  users: 'search.tab.users',
  fiveG: 'search.tab.fiveG',
} as const satisfies Record<SearchTab, string>;

interface Props {
  keyword: string;
  /** The tab shown (the page keeps it in the address), and the reader's choice of another. */
  tab: SearchTab;
  onTab: (tab: SearchTab) => void;
  onOpen: (item: ContentItem, panelId: string) => void;
}

/** The address showing `tab` of these results (the news tab's names none): the server renders it. */
const tabAddress = (path: string, search: string, tab: SearchTab): string => `${path}${withSearch(search, { tab })}`;

/**
 * Spec 2 §2: the five result tabs. The news tab lists topics above the news; the 5G tab a TV live
 * rail and a radio live rail above its channel items. A tab loads when it is first shown, and keeps
 * its pages and place while the reader looks at another (issue 28). The tab shown is in the address:
 * each tab is a link (issue 32), a tap switches in place.
 */
export function SearchResults({ keyword, tab, onTab, onOpen }: Props) {
  const t = useTexts(searchMessages);
  const [path] = useLocation();
  const search = useSearch();
  const base = useId();
  const { visited, keepPlace } = useKeptTabs(tab);
  return (
    <section className="search-results" aria-label={t('search.results')}>
      <div className="search-tabs">
        <TabBar
          tabs={SEARCH_TABS.map((name) => ({ id: name, label: t(TAB_LABEL[name]) }))}
          active={tab}
          onSelect={(id) => {
            keepPlace();
            onTab(id as SearchTab);
          }}
          hrefOf={(id) => tabAddress(path, search, id as SearchTab)}
          label={t('search.results')}
          idBase={base}
          tabTestId={(id) => `search-tab-${id}`}
        />
      </div>
      <KeptTabPanels
        visited={visited}
        active={tab}
        panel={{ role: 'tabpanel', id: `${base}-panel-${tab}`, 'aria-labelledby': `${base}-tab-${tab}`, className: 'search-results__panel', 'data-testid': `search-panel-${tab}` }}
      >
        {(shown) => <TabContent tab={shown} keyword={keyword} onOpen={onOpen} />}
      </KeptTabPanels>
    </section>
  );
}

function TabContent({ tab, keyword, onOpen }: { tab: SearchTab; keyword: string; onOpen: Props['onOpen'] }) {
  const list = (typeCode: string) => ({ id: `search-${tab}`, typeCode, name: '' });
  switch (tab) {
    case 'news':
      return <NewsTab keyword={keyword} onOpen={onOpen} />;
    case 'videos':
      return <SearchList list="videos" keyword={keyword} spec={list(GRID)} onOpen={onOpen} />;
    case 'fiveG':
      return <FiveGTab keyword={keyword} onOpen={onOpen} />;
    default:
      return <SearchList list={tab} keyword={keyword} spec={list(LIST)} onOpen={onOpen} />;
  }
}

/** The topics found (a rail, paged: spec 2 §2 "topics are also fetched … topic result list") above the news. */
function NewsTab({ keyword, onOpen }: { keyword: string; onOpen: Props['onOpen'] }) {
  const t = useTexts(searchMessages);
  const topics = useSearchList('topics', keyword, { id: 'search-topics', typeCode: RAIL, name: t('search.topics') });
  const above = [{ state: topics.state, more: { label: t('search.moreTopics'), load: topics.loadMore } }];
  return <SearchList list="news" keyword={keyword} spec={{ id: 'search-news', typeCode: LIST, name: '' }} onOpen={onOpen} above={above} />;
}

/** Spec 2 §2: the TV live rail and the radio live rail above the 5G channel items. */
function FiveGTab({ keyword, onOpen }: { keyword: string; onOpen: Props['onOpen'] }) {
  const t = useTexts(searchMessages);
  const tv = useSearchList('tvLive', keyword, { id: 'search-tv-live', typeCode: RAIL, name: t('search.tvLive') }, { paged: false });
  const radio = useSearchList('radioLive', keyword, { id: 'search-radio-live', typeCode: RAIL, name: t('search.radioLive') }, { paged: false });
  return <SearchList list="fiveG" keyword={keyword} spec={{ id: 'search-fiveG', typeCode: LIST, name: '' }} onOpen={onOpen} above={[{ state: tv.state }, { state: radio.state }]} />;
}
