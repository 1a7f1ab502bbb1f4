import type { PlayerPlugin } from '../../core/engine/registry/types.ts';
import { audioPlayer } from './audio/audio.plugin.ts';
import { hlsPlayer } from './hls/hls.plugin.ts';
import { mp4Player } from './mp4/mp4.plugin.ts';

/** Every player plugin, by media kind (core/domain/video/media.ts mediaKindOf; docs/registry.md lists them). */
export const PLAYER_PLUGINS: readonly PlayerPlugin[] = [hlsPlayer, mp4Player, audioPlayer];
