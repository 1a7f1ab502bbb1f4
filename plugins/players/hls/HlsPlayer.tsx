import type { PlayerProps } from '../../../core/engine/registry/types.ts';
import { PlayerHost } from '../../../ui/player/PlayerHost.tsx';
import { hlsDriver } from './hls-driver.ts';

/** HLS video on demand and live streams in the shared player host. */
export default function HlsPlayer(props: PlayerProps) {
  return <PlayerHost {...props} driver={hlsDriver} media="hls" />;
}
