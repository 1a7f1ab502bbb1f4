import type { PlayerPlugin } from '../../core/registry/types.ts';

/** Every player plugin, by media kind (docs/registry.md lists them). */
export const PLAYER_PLUGINS: readonly PlayerPlugin[] = [];
