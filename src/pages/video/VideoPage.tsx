import { useSearch } from 'wouter';
import VideoDetailPage from './VideoDetailPage.tsx';
import { VideoTabsPage } from './VideoTabsPage.tsx';

/** /video and /videoPlay: spec 1 §2's /video?id= is a video's detail; without an id, the video tabs. */
export default function VideoPage() {
  const id = new URLSearchParams(useSearch()).get('id')?.trim();
  return id ? <VideoDetailPage /> : <VideoTabsPage />;
}
