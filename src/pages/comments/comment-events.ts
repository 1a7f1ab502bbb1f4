import { useEffect, useEffectEvent } from 'react';
import type { EngineBus } from '../../../core/engine/events.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';

declare module '../../../core/engine/events.ts' {
  interface EngineEvents {
    /** A comment or reply of this content was published: its lists reload. */
    'comments:changed': { contentId: string };
  }
}

/** A comment or reply of `contentId` was published: every list of that content reloads. */
export function announceCommentsChanged(bus: EngineBus, contentId: string): void {
  bus.emit('comments:changed', { contentId });
}

/** Calls `onChanged` when comments of `contentId` were published anywhere on the page. */
export function useCommentsChanged(contentId: string, onChanged: () => void): void {
  const { bus } = useEngine();
  const changed = useEffectEvent(onChanged);
  useEffect(() => {
    const listener = (event: { contentId: string }) => {
      if (event.contentId === contentId) changed();
    };
    bus.on('comments:changed', listener);
    return () => bus.off('comments:changed', listener);
  }, [bus, contentId]);
}
