import { createContext, useContext } from 'react';
import { AnswerSeed } from '../http/answer-seed.ts';
import type { PageWindow } from '../sanitize/sanitize-html.ts';

/*
 * What a page reads at render time that differs between the server's rendering and the browser's:
 * the answers the server fetched for the page (core/http/answer-seed.ts), and the window whose address
 * the page checks addresses against and sanitizes with (the reader's window; on the server, one with
 * the page's address).
 */

const NO_SEED = new AnswerSeed();

export const AnswerSeedContext = createContext<AnswerSeed>(NO_SEED);

/** The server's answers for this page's first render (empty when the server rendered nothing). */
export const useAnswerSeed = (): AnswerSeed => useContext(AnswerSeedContext);

export const PageWindowContext = createContext<PageWindow | null>(null);

/** The page's window: the browser's, or on the server a window at the page's address. */
export const usePageWindow = (): PageWindow => useContext(PageWindowContext) ?? window;
