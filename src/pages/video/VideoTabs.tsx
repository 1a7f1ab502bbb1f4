import { useEffect, useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { pageAddressWith } from '../../../core/domain/open/page-address.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { DEFAULT_VIDEO_TAB_CODE, LIVE_TAB_CODE, VIDEO_CATEGORY } from '../../../core/domain/video/video-calls.ts';
import { firstVideoTab, isLivePage, LIVE_QUERY, showsLive, videoTabsOf, type VideoTab } from '../../../core/domain/video/video-tabs.ts';
import { CountStyleContext } from '../../../ui/card/count-style.ts';
import { KeptTabPanels, useKeptTabs } from '../../../ui/tabs/kept-tabs.tsx';
import { TabBar } from '../../../ui/tabs/TabBar.tsx';
import { FeedView } from '../../feed/FeedView.tsx';
import { prefetchFeed, useFeed } from '../../feed/useFeed.ts';
import { useOpenItem } from '../../open/useOpenItem.ts';
import { videoMessages } from './video.messages.ts';
import { VideoTabFeed } from './VideoTabFeed.tsx';
import { serverRendered } from '../../ssr/server-render.ts';
import { useFeedLive } from '../../ssr/feed-after-ready.ts';
import { FEED_PART } from '../../ssr/ready-attributes.ts';
import { keepQueryInAddress } from '../../routes/address-query.ts';
import { StateMessage } from '../../../ui/placeholders/StateMessage.tsx';
import { VideoHeader } from './VideoHeader.tsx';
import './video.css';

// The tabs' category and the tab that will show first are asked for together, as this chunk arrives
// (once the page is ready): the first tab need not wait for the tab list (the tab's own feed takes the
// answer, src/feed/useFeed.ts). A page the server rendered has both already.
if (typeof window !== 'undefined' && !new URLSearchParams(window.location.search).has('id') && !serverRendered(document)) {
  prefetchFeed(VIDEO_CATEGORY);
  prefetchFeed(isLivePage(new URLSearchParams(window.location.search)) ? LIVE_TAB_CODE : DEFAULT_VIDEO_TAB_CODE);
}

/** The address says live while the live tab shows (a reload or a shared link opens it again); other parameters kept. */
function keepLiveInAddress(live: boolean): void {
  if (live !== new URLSearchParams(window.location.search).has(LIVE_QUERY)) keepQueryInAddress(LIVE_QUERY, live ? '1' : null);
}

/**
 * The address that opens on a tab (issue 32), which the server renders: the first tab's is the page
 * without `live`, the live tab's the live page. Another tab has none (it stays a button).
 */
function videoTabAddress(tabs: readonly VideoTab[], id: string, path: string, search: string): string | null {
  const tab = tabs.find((candidate) => candidate.id === id);
  if (tab?.code === LIVE_TAB_CODE) return pageAddressWith(path, search, LIVE_QUERY, '1');
  return tab && tab === tabs[0] ? pageAddressWith(path, search, LIVE_QUERY, null) : null;
}

/**
 * Spec 2 §2: /video and /videoPlay (query live, with a value or without: titled live, opening on the
 * live tab; else video): tabs from the sub-categories of the mycs.video panel, each its own feed of
 * panels. The title follows the tab shown; each tab keeps its list and place (issue 28). The page's
 * feed part (./VideoTabsPage.tsx): its code loads once the page is ready.
 */
export default function VideoTabs() {
  const engine = useEngine();
  const t = useTexts(videoMessages);
  const search = useSearch();
  const [path] = useLocation();
  const livePage = isLivePage(new URLSearchParams(search));
  const category = useFeed(engine, VIDEO_CATEGORY);
  const tabs = category.state.status === 'ready' ? videoTabsOf(category.state.panels) : [];
  const [chosen, setChosen] = useState<string | null>(null);
  const active = tabs.find((tab) => tab.id === chosen) ?? firstVideoTab(tabs, livePage);
  const title = showsLive(active, livePage) ? t('video.titleLive') : t('video.titleVideo');
  const idBase = useId();
  // Each tab keeps its list and place.
  const { visited, keepPlace } = useKeptTabs(active?.id ?? null);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useFeedLive();
  const choose = (id: string) => {
    const tab = tabs.find((x) => x.id === id);
    if (!tab) return;
    keepPlace();
    keepLiveInAddress(showsLive(tab, false));
    setChosen(id);
  };
  return (
    <div className="video-tabs" {...FEED_PART}>
      <VideoHeader title={title}>
        {tabs.length > 0 ? <TabBar tabs={tabs.map((tab) => ({ id: tab.id, label: tab.name }))} active={active?.id ?? null} onSelect={choose} label={t('video.tabs')} idBase={idBase} hrefOf={(id) => videoTabAddress(tabs, id, path, search)} /> : null}
      </VideoHeader>
      <CountStyleContext value="video-list">
        <main className="feed video-feed" aria-busy={category.state.status === 'loading'}>
          {active ? (
            <KeptVideoTabs tabs={tabs} visited={visited} active={active} idBase={idBase} />
          ) : (
            // The tabs' category is still loading, failed, or has no tabs: its own feed says so.
            <FeedView feed={category} failedText={t('video.loadFailed')} empty={<StateMessage kind="empty" text={t('video.noVideos')} />}>
              {() => (category.state.status === 'ready' ? <StateMessage kind="empty" text={t('video.noVideos')} /> : null)}
            </FeedView>
          )}
        </main>
      </CountStyleContext>
    </div>
  );
}

/** The tabs visited, each its own feed kept with its list, chips and place; the shown one in the tab panel. */
function KeptVideoTabs({ tabs, visited, active, idBase }: { tabs: readonly VideoTab[]; visited: readonly string[]; active: VideoTab; idBase: string }) {
  const open = useOpenItem('video');
  return (
    <KeptTabPanels visited={visited} active={active.id} panel={{ role: 'tabpanel', id: `${idBase}-panel-${active.id}`, 'aria-labelledby': `${idBase}-tab-${active.id}` }}>
      {(id) => {
        const tab = tabs.find((x) => x.id === id);
        return tab ? <VideoTabFeed tab={tab} onOpen={(item, panelId) => open(item, tab.panelId ?? panelId)} /> : null;
      }}
    </KeptTabPanels>
  );
}
