import { useEffect, useState } from 'react';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { createHeadlinesPlayer, IDLE_PLAYER } from './headlines-player.ts';

/** The headlines player for these tracks (items with a playUrl), released when the panel goes. */
export function useHeadlinesPlayer(tracks: readonly ContentItem[]) {
  const [snapshot, setSnapshot] = useState(IDLE_PLAYER);
  const [player] = useState(() => createHeadlinesPlayer(setSnapshot));
  const sources = tracks.map((track) => track.playUrl ?? '');
  const sourcesKey = sources.join('\n');
  useEffect(() => {
    player.setSources(sourcesKey ? sourcesKey.split('\n') : []);
  }, [player, sourcesKey]);
  useEffect(() => () => player.release(), [player]);
  const track = tracks[snapshot.index] ?? tracks[0];
  // Before the audio loads, the CMS's playDuration (seconds) stands in for the real length.
  const loaded = snapshot.loadedDuration;
  const duration = loaded !== null && Number.isFinite(loaded) && loaded > 0 ? loaded : (track?.playDuration ?? 0);
  return { ...snapshot, track, duration, toggle: player.toggle, seek: player.seek };
}
