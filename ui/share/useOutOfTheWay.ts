import { useEffect, useState } from 'react';

/** How far the page must move before a direction counts (iOS bounce and sub-pixel jitter do not). */
const DIRECTION_THRESHOLD_PX = 4;
/** How long the page must stay still before a floating control returns. */
export const REST_MS = 600;

function isEditable(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'image', 'color', 'file'].includes(element.type);
}

/**
 * Whether a floating control should step aside (issue 29): while the reader scrolls down, and while
 * they type in a field (the keyboard lifts the bottom of the page to where the field is). It returns
 * on a scroll up or once the page has rested for REST_MS.
 */
export function useOutOfTheWay(): boolean {
  const [scrollingDown, setScrollingDown] = useState(false);
  const [typing, setTyping] = useState(() => isEditable(document.activeElement));

  useEffect(() => {
    let lastY = window.scrollY;
    let restTimer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const y = window.scrollY;
      if (y - lastY > DIRECTION_THRESHOLD_PX) setScrollingDown(true);
      else if (lastY - y > DIRECTION_THRESHOLD_PX) setScrollingDown(false);
      else return; // too small to tell a direction: keep the last one, and the rest timer running
      lastY = y;
      clearTimeout(restTimer);
      restTimer = setTimeout(() => setScrollingDown(false), REST_MS);
    };
    const onFocusChange = () => setTyping(isEditable(document.activeElement));
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocusChange);
    document.addEventListener('focusout', onFocusChange);
    return () => {
      clearTimeout(restTimer);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocusChange);
      document.removeEventListener('focusout', onFocusChange);
    };
  }, []);

  return scrollingDown || typing;
}
