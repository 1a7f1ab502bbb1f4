import { lazy } from 'react';
import type { CardPlugin, OpenerPlugin, PanelPlugin, PlayerPlugin } from './types.ts';

/**
 * Plugin helpers: a plugin is a plain object; its key is derived from what it matches, and a
 * rendering plugin's lazy component is made here once, so its chunk loads only when first shown.
 */

type Spec<P extends { kind: string; key: string }> = Omit<P, 'kind' | 'key' | 'Component'>;

export function definePanel(spec: Spec<PanelPlugin>): PanelPlugin {
  return { ...spec, kind: 'panel', key: `panel:${spec.typeCode}`, Component: lazy(spec.load) };
}

export function defineCard(spec: Spec<CardPlugin>): CardPlugin {
  const types = spec.match.types === '*' ? '*' : spec.match.types.join(',');
  const styles = spec.match.listStyles === '*' ? '*' : spec.match.listStyles.map((s) => s ?? 'unset').join(',');
  return { ...spec, kind: 'card', key: `card:${types}:${styles}`, Component: lazy(spec.load) };
}

export function defineOpener(spec: Omit<OpenerPlugin, 'kind' | 'key'>): OpenerPlugin {
  const types = spec.types === '*' ? '*' : spec.types.join(',');
  return { ...spec, kind: 'opener', key: `opener:${types}` };
}

export function definePlayer(spec: Spec<PlayerPlugin>): PlayerPlugin {
  return { ...spec, kind: 'player', key: `player:${spec.media}`, Component: lazy(spec.load) };
}
