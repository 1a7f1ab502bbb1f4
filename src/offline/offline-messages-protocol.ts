/** What the offline worker and its page say to each other (postMessage). */

/** The worker answered a call of the page from the offline store: the network failed. */
export const OFFLINE_SERVED = 'offline:served';
/** The network failed and nothing was saved for a call of the page: it needs a network. */
export const OFFLINE_MISSING = 'offline:missing';
/** The page asks the worker to save what it loaded before the worker controlled it. */
export const KEEP_LOADED = 'offline:keep-loaded';

export type OfflineMessage =
  | { type: typeof OFFLINE_SERVED }
  | { type: typeof OFFLINE_MISSING }
  | { type: typeof KEEP_LOADED; page: string; urls: string[]; pictures: string[] };
