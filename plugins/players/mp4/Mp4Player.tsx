import type { PlayerProps } from '../../../core/engine/registry/types.ts';
import { PlayerHost } from '../../../ui/player/PlayerHost.tsx';
import { mp4Driver } from './mp4-driver.ts';

/** Progressive video files in the shared player host. */
export default function Mp4Player(props: PlayerProps) {
  return <PlayerHost {...props} driver={mp4Driver} media="mp4" />;
}
