import type { PlayerProps } from '../../../core/engine/registry/types.ts';
import { PlayerHost } from '../../../ui/player/PlayerHost.tsx';
import { audioDriver } from './audio-driver.ts';

/** Radio and audio news in the shared player host (no picture: play and pause over the poster). */
export default function AudioPlayer(props: PlayerProps) {
  return <PlayerHost {...props} driver={audioDriver} media="audio" />;
}
