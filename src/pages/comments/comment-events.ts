import { useEffect, useEffectEvent } from 'react';

type Listener = (contentId: string) => void;
const listeners = new Set<Listener>();

/** A comment or reply of `contentId` was published: every list of that content reloads. */
export function announceCommentsChanged(contentId: string): void {
  listeners.forEach((listener) => listener(contentId));
}

/** Calls `onChanged` when comments of `contentId` were published anywhere on the page. */
export function useCommentsChanged(contentId: string, onChanged: () => void): void {
  const changed = useEffectEvent(onChanged);
  useEffect(() => {
    const listener: Listener = (id) => {
      if (id === contentId) changed();
    };
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [contentId]);
}
