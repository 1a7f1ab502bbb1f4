import { ROUTE } from '../../../core/engine/routes/routes.ts';
import { LEAD_PANELS } from '../../../core/domain/rules/layout.ts';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { PanelView } from '../../../core/engine/render/PanelView.tsx';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { CountStyleContext } from '../../../ui/card/count-style.ts';
import { TitleBar } from '../../../ui/title-bar/TitleBar.tsx';
import { FeedView } from '../../feed/FeedView.tsx';
import { useFeed } from '../../feed/useFeed.ts';
import { useOpenItem } from '../../open/useOpenItem.ts';
import { DEFAULT_VIDEO_TAB_CODE } from '../../../core/domain/video/video-calls.ts';
import { useFeedLive } from '../../ssr/feed-after-ready.ts';
import { FEED_PART } from '../../ssr/ready-attributes.ts';
import { videoMessages } from './video.messages.ts';
import { StateMessage } from '../../../ui/placeholders/StateMessage.tsx';
import './video.css';


/**
 * /videoList (the spec names the route only; query categoryCode, default the video tab's, DEFAULT_VIDEO_TAB_CODE): one
 * category's videos as a list, titled by its panel, with pull-to-refresh and load-more. The page's
 * feed part (./VideoListPage.tsx): its code loads once the page is ready.
 */
export default function VideoList() {
  const engine = useEngine();
  const t = useTexts(videoMessages);
  const code = new URLSearchParams(useSearch()).get('categoryCode')?.trim() || DEFAULT_VIDEO_TAB_CODE;
  const feed = useFeed(engine, code);
  const open = useOpenItem('video-list');
  const first = feed.state.status === 'ready' ? feed.state.panels.find((entry) => entry.status === 'ok') : undefined;
  const title = (first?.status === 'ok' && first.panel.name) || t('video.listTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  useFeedLive();
  return (
    <div className="video-list" {...FEED_PART}>
      <TitleBar title={title} backTo={ROUTE.video.path} />
      <CountStyleContext value="video-list">
        <main className="feed video-feed" aria-busy={feed.state.status === 'loading'}>
          <FeedView feed={feed} failedText={t('video.loadFailed')} empty={<StateMessage kind="empty" text={t('video.noVideos')} />}>
            {(panels) => panels.map((entry, i) => <PanelView key={entry.status === 'ok' ? entry.panel.id : `dropped-${i}`} entry={entry} onOpen={open} firstScreen={i < LEAD_PANELS} />)}
          </FeedView>
        </main>
      </CountStyleContext>
    </div>
  );
}
