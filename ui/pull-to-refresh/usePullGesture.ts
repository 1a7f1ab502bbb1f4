import { useEffect, useEffectEvent } from 'react';
import { afterLoadAndIdle } from '../../core/engine/env/page-idle.ts';

export interface PullHandlers {
  /** 'down' pulls at the top (refresh), 'up' at the bottom (load more). */
  direction: 'down' | 'up';
  enabled: boolean;
  /** May a pull start now (scrolled to the top, or to the bottom)? */
  canStart: () => boolean;
  onPull: (distance: number) => void;
  onRelease: (distance: number) => void;
  onCancel: () => void;
}

/**
 * A vertical pull on `target` (pull-listeners.ts). The listeners come after the page's load and an
 * idle moment: a pull in the page's first moment has nothing newer to show, and their code stays out
 * of the first download.
 */
export function usePullGesture(target: () => EventTarget | null, handlers: PullHandlers): void {
  const current = useEffectEvent((): PullHandlers => handlers);
  useEffect(() => {
    const element = target();
    if (!element) return;
    let stop: (() => void) | null = null;
    let left = false;
    const cancel = afterLoadAndIdle(() => {
      void import('./pull-listeners.ts').then(({ listenForPull }) => {
        if (!left) stop = listenForPull(element, current);
      });
    });
    return () => {
      left = true;
      cancel();
      stop?.();
    };
  }, [target]);
}
