import type { MouseEvent } from 'react';

/**
 * Issue 32: a link the app enhances. A plain tap or left click (no modifier key, not yet handled) is
 * the app's: it prevents the link's default and does what the app does (an opener, a tab switch in
 * place). A middle click, a click with Ctrl, Shift, Alt or Meta (a new tab or window), a long press's
 * 'open in new tab', and a page without scripts follow the link itself.
 */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey' | 'defaultPrevented'>): boolean {
  return event.button === 0 && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.metaKey && !event.defaultPrevented;
}

/** A link's click handler: `act` on a plain click (instead of following the link), nothing otherwise. */
export function onPlainClick(act: () => void): (event: MouseEvent) => void {
  return (event) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    act();
  };
}
