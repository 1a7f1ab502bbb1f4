import { createContext, useContext } from 'react';
import type { PageWindow } from '../sanitize/sanitize-html.ts';

/*
 * What a page reads at render time that differs between the server's rendering and the browser's
 * (besides its calls' answers: core/engine/render/use-call.ts): the window whose address the page checks
 * addresses against and sanitizes with (the reader's window; on the server, one with the page's address).
 */

export const PageWindowContext = createContext<PageWindow | null>(null);

/** The page's window: the browser's, or on the server a window at the page's address. */
export const usePageWindow = (): PageWindow => useContext(PageWindowContext) ?? window;
