import { useSearch } from 'wouter';
import VideoDetailPage from './VideoDetailPage.tsx';
import { VideoTabsPage } from './VideoTabsPage.tsx';

/**
 * /video and /videoPlay: spec 1 §2's /video?id= is a video's detail; without an id, the video tabs.
 * The detail comes with the tabs: the tabs' cards lead to /video?id=, and a tapped card opens at once,
 * with the card's title and poster (loading its code at the tap left the page blank meanwhile).
 */
export default function VideoPage() {
  const id = new URLSearchParams(useSearch()).get('id')?.trim();
  return id ? <VideoDetailPage /> : <VideoTabsPage />;
}
