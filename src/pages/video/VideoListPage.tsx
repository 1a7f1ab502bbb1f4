import { Suspense } from 'react';
import { ROUTE } from '../../../core/engine/routes/routes.ts';
import { reportedLazy } from '../../../core/engine/render/rendered-chunks.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { FeedSkeleton } from '../../../ui/placeholders/FeedSkeleton.tsx';
import { TitleBar } from '../../../ui/title-bar/TitleBar.tsx';
import { afterReady } from '../../ssr/feed-after-ready.ts';
import { FEED_PART } from '../../ssr/ready-attributes.ts';
import { videoMessages } from './video.messages.ts';
import './video.css';

/**
 * The list, titled by its panel (./VideoList.tsx), loads once the page is ready, as the home's feed
 * does: the page's first bundle carries no feed code. A page the server rendered shows its HTML
 * meanwhile (a tap on it is held until it is live); a page the browser renders shows the list's
 * title bar and the feed's skeleton.
 */
const VideoList = reportedLazy('src/pages/video/VideoList.tsx', afterReady(() => import('./VideoList.tsx')));

/** /videoList: one category's videos. */
export default function VideoListPage() {
  const t = useTexts(videoMessages);
  return (
    <div className="page page--video-list">
      <Suspense
        fallback={
          <div className="video-list" aria-busy {...FEED_PART}>
            <TitleBar title={t('video.listTitle')} backTo={ROUTE.video.path} documentTitle={false} />
            <FeedSkeleton />
          </div>
        }
      >
        <VideoList />
      </Suspense>
    </div>
  );
}
