import { useEffect } from 'react';
import { APP_READY_ATTRIBUTE } from '../ssr/ready-attributes.ts';

/**
 * Marks the page live (APP_READY_ATTRIBUTE on <html>) once it has rendered or hydrated. Each page
 * calls it from inside its own boundary: a server-rendered page whose code is still on its way has
 * not hydrated yet, and a tap on it is not yet the app's.
 */
export function usePageReady(): void {
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
}

/** usePageReady as an element, for a lazily loaded page's boundary (src/routes/lazy-page.tsx). */
export function PageReady(): null {
  usePageReady();
  return null;
}
