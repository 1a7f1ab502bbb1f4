import { Suspense } from 'react';
import { useSearch } from 'wouter';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { isLivePage, showsLive } from '../../../core/domain/video/video-tabs.ts';
import { FeedSkeleton } from '../../../ui/placeholders/FeedSkeleton.tsx';
import { reportedLazy } from '../../../core/engine/render/rendered-chunks.tsx';
import { afterReady } from '../../ssr/feed-after-ready.ts';
import { FEED_PART } from '../../ssr/ready-attributes.ts';
import { VideoHeader } from './VideoHeader.tsx';
import { videoMessages } from './video.messages.ts';
import './video.css';

/**
 * The tabs and their feeds (./VideoTabs.tsx) load once the page is ready, as the home's feed does:
 * the page's first bundle carries no feed code. A page the server rendered shows its HTML meanwhile
 * (a tap on it is held until it is live), its styles inlined (the chunk is reported to the server's
 * render); a page the browser renders shows the title the address says, the tabs' row kept, and the
 * feed's skeleton.
 */
const VideoTabs = reportedLazy('src/pages/video/VideoTabs.tsx', afterReady(() => import('./VideoTabs.tsx')));

/** Spec 2 §2: /video and /videoPlay, the video tabs (with an id, the route shows the video's detail: src/routes/route-records.ts). */
export default function VideoTabsPage() {
  const t = useTexts(videoMessages);
  const live = showsLive(null, isLivePage(new URLSearchParams(useSearch())));
  return (
    <div className="page page--video">
      <Suspense
        fallback={
          <div className="video-tabs" aria-busy {...FEED_PART}>
            <VideoHeader title={live ? t('video.titleLive') : t('video.titleVideo')} />
            <FeedSkeleton />
          </div>
        }
      >
        <VideoTabs />
      </Suspense>
    </div>
  );
}
