import { Suspense, useState } from 'react';
import { ACTIVE_FAVOUR_TAB_KEY, activeFavourTab, type FavourKind, type FavourTab } from '../../../core/domain/favourites/favourite-tabs.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { FeedSkeleton } from '../../../ui/placeholders/FeedSkeleton.tsx';
import { ListPlaceholder } from '../../../ui/placeholders/ListPlaceholder.tsx';
import { KeptTabPanels, useKeptTabs } from '../../../ui/tabs/kept-tabs.tsx';
import { TabList } from '../../../ui/tabs/TabList.tsx';
import { FavouriteList } from './FavouriteList.tsx';
import { favouritesMessages } from './favourites.messages.ts';
import { useFavourTabs } from './useFavourTabs.ts';

const TAB_TEXT: Record<FavourKind, 'favourites.tab.video' | 'favourites.tab.live' | 'favourites.tab.news'> = {
  video: 'favourites.tab.video',
  live: 'favourites.tab.live',
  news: 'favourites.tab.news',
};

/** A signed-in reader's favourites (spec 2 §2): the tabs (video, live, news) and each tab's list. */
export default function FavouriteTabs() {
  const t = useTexts(favouritesMessages);
  const { state, retry } = useFavourTabs();
  if (state.status === 'loading') return <ListPlaceholder status="loading" reload={retry} failedText="" />;
  if (state.status === 'failed') return <ListPlaceholder status="failed" reload={retry} failedText={t('favourites.loadFailed')} />;
  return state.tabs.length > 0 ? <ReadyFavouriteTabs tabs={state.tabs} /> : null;
}

/** The tabs, the active one kept locally (spec 2 §2); each tab visited keeps its list and place (issue 28). */
function ReadyFavouriteTabs({ tabs }: { tabs: readonly FavourTab[] }) {
  const t = useTexts(favouritesMessages);
  const { services } = useEngine();
  const { storage } = services.session;
  const [chosen, setChosen] = useState<string | null>(null);
  const active = chosen ?? activeFavourTab(tabs, storage.getItem(ACTIVE_FAVOUR_TAB_KEY)) ?? tabs[0]!.id;
  const { visited, keepPlace } = useKeptTabs(active);
  const choose = (id: string) => {
    keepPlace();
    storage.setItem(ACTIVE_FAVOUR_TAB_KEY, id);
    setChosen(id);
  };
  return (
    <>
      <TabList
        label={t('favourites.tabs')}
        tabs={tabs.map((x) => ({ id: x.id, text: x.kind ? t(TAB_TEXT[x.kind]) : x.name }))}
        active={active}
        onChoose={choose}
        idPrefix="favourites-tab"
        panelId="favourites-panel"
        className="favourites-tabs"
      />
      <KeptTabPanels visited={visited} active={active} panel={{ id: 'favourites-panel', role: 'tabpanel', 'aria-labelledby': `favourites-tab-${active}` }}>
        {(id) => {
          const tab = tabs.find((x) => x.id === id);
          // A list waits here, not the page, for plugins still on their way (src/engine.ts).
          return tab ? (
            <Suspense fallback={<FeedSkeleton />}>
              <FavouriteList tab={tab} />
            </Suspense>
          ) : null;
        }}
      </KeptTabPanels>
    </>
  );
}
