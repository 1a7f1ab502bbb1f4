import { isChatAppBrowser } from '../../core/platform/bridge/chat-apps.ts';
import type { EngineBus } from '../../core/engine/events.ts';
import { createBrowserServices } from '../../core/engine/services/browser-services.ts';
import type { Services, SessionPort } from '../../core/engine/services/services.ts';

/** Storage that keeps nothing: the server renders as for a first visit (no remembered category, no marks). */
const NOTHING_STORED: SessionPort['storage'] = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

/**
 * The services a page renders with on the server: the reader as the request shows them (their
 * browser), not logged in, nothing stored; a device id lives in the reader's storage, so the server
 * renders as outside the app, and the page in the app re-renders what differs when it hydrates.
 * Nothing here is called while rendering but the session's reads.
 */
export function createServerServices(userAgent: string): (bus: EngineBus) => Services {
  return (bus) => ({
    ...createBrowserServices(bus),
    session: {
      insideApp: false,
      chatApp: isChatAppBrowser(userAgent),
      loggedIn: () => false,
      userId: () => null,
      storage: NOTHING_STORED,
      requireLogin: async () => false,
    },
  });
}
