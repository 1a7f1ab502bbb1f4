import { subscribeTo, type EngineBus } from '../../engine/events.ts';

declare module '../../engine/events.ts' {
  interface EngineEvents {
    /** The WeChat share hint opened or closed, or its host changed. */
    'share-hint:changed': undefined;
  }
}

/**
 * Whether the WeChat hint ('tap the top right to share to Moments', spec 1 §8) is showing. Several
 * overlays may be mounted (each ShareButton brings one, a page may add its own): only the first one
 * mounted, the host, draws it, so the hint never shows twice.
 */
export interface ShareHintState {
  open: boolean;
  host: string | null;
}

export interface ShareHintStore {
  show(): void;
  dismiss(): void;
  /** An overlay mounted; the returned function unmounts it. */
  attach(overlayId: string): () => void;
  getSnapshot(): ShareHintState;
  subscribe(listener: () => void): () => void;
}

/** Held per engine; a change is announced on its bus ('share-hint:changed'). */
export function createShareHintStore(bus: EngineBus): ShareHintStore {
  const overlays: string[] = [];
  let state: ShareHintState = { open: false, host: null };
  const set = (open: boolean) => {
    const host = overlays[0] ?? null;
    if (state.open === open && state.host === host) return;
    state = { open, host };
    bus.emit('share-hint:changed');
  };
  return {
    show: () => set(true),
    dismiss: () => set(false),
    attach(overlayId) {
      overlays.push(overlayId);
      set(state.open);
      return () => {
        const at = overlays.indexOf(overlayId);
        if (at >= 0) overlays.splice(at, 1);
        set(state.open);
      };
    },
    getSnapshot: () => state,
    subscribe: subscribeTo(bus, 'share-hint:changed'),
  };
}
