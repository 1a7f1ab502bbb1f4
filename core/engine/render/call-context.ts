import { createContext } from 'react';
import type { SeededAnswers } from '../http/answer-seed.ts';
import type { CallCache } from '../http/call-cache.ts';

/**
 * What the page hands its call cache (core/engine/render/use-call.ts): the server's recording cache itself,
 * or in the browser the server's answers and whether they still hold. The cache is made where a call
 * is first asked for, so its code loads with the pages that call, not with the home's first bundle.
 */
export interface PageCalls {
  cache?: CallCache;
  seed?: SeededAnswers;
  /** Whether the page is still at the address the server rendered. */
  seedHolds?: () => boolean;
}

export const CallCacheContext = createContext<PageCalls | null>(null);
