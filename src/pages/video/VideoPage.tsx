import { use } from 'react';
import { useSearch } from 'wouter';
import { loadOnce } from '../../../core/engine/env/load-once.ts';
import { VideoTabsPage } from './VideoTabsPage.tsx';

/**
 * Spec 1 §2's /video?id= (a video's detail under its old address): its code (the detail, the player)
 * loads when such an address is opened, not with the tabs. A failed load is forgotten: the page
 * failure's retry loads it again.
 */
const loadVideoDetail = loadOnce(() => import('./VideoDetailPage.tsx'));

function VideoDetailAtVideo() {
  const { default: VideoDetailPage } = use(loadVideoDetail());
  return <VideoDetailPage />;
}

/** /video and /videoPlay: spec 1 §2's /video?id= is a video's detail; without an id, the video tabs. */
export default function VideoPage() {
  const id = new URLSearchParams(useSearch()).get('id')?.trim();
  return id ? <VideoDetailAtVideo /> : <VideoTabsPage />;
}
