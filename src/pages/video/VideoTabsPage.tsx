import { useEffect, useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { pageAddressWith } from '../../../core/open/page-address.ts';
import { useEngine } from '../../../core/render/engine.tsx';
import { useTexts } from '../../../core/render/useTexts.ts';
import { DEFAULT_VIDEO_TAB_CODE, LIVE_TAB_CODE, VIDEO_CATEGORY } from '../../../core/video/video-calls.ts';
import { firstVideoTab, isLivePage, LIVE_PAGE_QUERY, videoTabsOf, type VideoTab } from '../../../core/video/video-tabs.ts';
import { CountStyleContext } from '../../../ui/card/count-style.ts';
import { TabBar } from '../../../ui/tabs/TabBar.tsx';
import { FeedView } from '../../feed/FeedView.tsx';
import { prefetchFeed, useFeed } from '../../feed/useFeed.ts';
import { useOpenItem } from '../../open/useOpenItem.ts';
import { videoMessages } from './video.messages.ts';
import { VideoTabFeed } from './VideoTabFeed.tsx';
import { serverRendered } from '../../ssr/server-render.ts';
import { StateMessage } from '../../../ui/placeholders/StateMessage.tsx';
import './video.css';

// The tabs' category and the tab that will show first are asked for together, as this chunk arrives:
// the first tab need not wait for the tab list (the tab's own feed takes the answer, src/feed/useFeed.ts).
// A page the server rendered has both already.
if (typeof window !== 'undefined' && !new URLSearchParams(window.location.search).has('id') && !serverRendered(document)) {
  prefetchFeed(VIDEO_CATEGORY);
  prefetchFeed(isLivePage(new URLSearchParams(window.location.search)) ? LIVE_TAB_CODE : DEFAULT_VIDEO_TAB_CODE);
}

/**
 * The address that opens on a tab (issue 32), which the server renders: the first tab's is the page
 * without `live`, the live tab's the live page. Another tab has none (it stays a button).
 */
function videoTabAddress(tabs: readonly VideoTab[], id: string, path: string, search: string): string | null {
  const tab = tabs.find((candidate) => candidate.id === id);
  if (tab?.code === LIVE_TAB_CODE) return pageAddressWith(path, search, LIVE_PAGE_QUERY, '1');
  return tab && tab === tabs[0] ? pageAddressWith(path, search, LIVE_PAGE_QUERY, null) : null;
}

/**
 * Spec 2 §2: /video and /videoPlay (query live: titled live, opening on the live tab; else video):
 * tabs from the sub-categories of the mycs.video panel, each its own feed of panels.
 */
export function VideoTabsPage() {
  const engine = useEngine();
  const t = useTexts(videoMessages);
  const search = useSearch();
  const [path] = useLocation();
  const live = isLivePage(new URLSearchParams(search));
  const title = live ? t('video.titleLive') : t('video.titleVideo');
  const category = useFeed(engine, VIDEO_CATEGORY);
  const tabs = category.state.status === 'ready' ? videoTabsOf(category.state.panels) : [];
  const [chosen, setChosen] = useState<string | null>(null);
  const active = tabs.find((tab) => tab.id === chosen) ?? firstVideoTab(tabs, live);
  const open = useOpenItem('video');
  const idBase = useId();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="page page--video">
      <header className="video-header">
        <h1 className="video-header__title">{title}</h1>
        {tabs.length > 0 ? <TabBar tabs={tabs.map((tab) => ({ id: tab.id, label: tab.name }))} active={active?.id ?? null} onSelect={setChosen} label={t('video.tabs')} idBase={idBase} hrefOf={(id) => videoTabAddress(tabs, id, path, search)} /> : null}
      </header>
      <CountStyleContext value="video-list">
        <main className="feed video-feed" aria-busy={category.state.status === 'loading'}>
          {active ? (
            <div role="tabpanel" id={`${idBase}-panel-${active.id}`} aria-labelledby={`${idBase}-tab-${active.id}`}>
              <VideoTabFeed key={active.code} tab={active} onOpen={(item, panelId) => open(item, active.panelId ?? panelId)} />
            </div>
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
