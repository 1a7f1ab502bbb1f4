import { createContext, useContext } from 'react';
import { appBridge } from '../../../core/bridge/app-bridge.ts';
import { isChatAppBrowser } from '../../../core/bridge/environment.ts';
import type { PointsPayload } from '../../../core/bridge/native-api.ts';
import type { BridgeResult } from '../../../core/bridge/client.ts';
import type { EngineBus, TrackingEventName } from '../../../core/events.ts';
import { pageNotices, type Notice } from '../../../core/http/notices.ts';
import { request } from '../../../core/http/request.ts';
import type { Translate } from '../../../core/i18n/i18n.ts';
import type { RequestFn } from '../../../core/interactions/interactions-api.ts';
import type { DetailEventParams } from '../../../core/reading/detail-events.ts';
import { requireLogin } from '../../../core/session/require-login.ts';
import { browserSessionStore } from '../../../core/session/store.ts';
import type { ShareContext } from '../../../core/share/sharing.ts';

/** The session values the detail page reads (logged in, who, inside the app). */
export interface DetailSession {
  insideApp: boolean;
  chatApp: boolean;
  loggedIn(): boolean;
  /** The reader's own user id (spec 2 §4: no follow button on one's own content). */
  userId(): string | null;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
}

/** The app's native calls the detail page makes. */
export interface DetailNative {
  setPoints(payload: PointsPayload): Promise<BridgeResult<unknown>>;
}

/**
 * Everything the detail page calls out to, in one place: the real modules on the page, stand-ins that
 * speak the same protocols in component tests.
 */
export interface DetailServices {
  request: RequestFn;
  /** GET of an article body (HTML text) from its contentUrl. */
  fetchText(url: string, signal: AbortSignal): Promise<string>;
  notify(notice: Notice): void;
  /** An analytics event through core/tracking (the page's uploader listens on the engine bus). */
  track(name: string, params: DetailEventParams): void;
  /** Spec 2 §6: the login check before like, favourite, follow; true when the reader is logged in. */
  requireLogin(t: Translate): Promise<boolean>;
  session: DetailSession;
  native: DetailNative;
  /** What core/share's `share()` uses (bridge, notices, WeChat hint and set-up); unset: the page's own. */
  share?: ShareContext;
  /** Leaves the app for an address (already checked by core/open's guard); default location.assign. */
  leave?(href: string): void;
}

async function fetchText(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`body ${response.status}`);
  return response.text();
}

function browserSession(): DetailSession {
  const store = browserSessionStore();
  const native = appBridge();
  return {
    insideApp: native.client.insideApp,
    chatApp: isChatAppBrowser(navigator.userAgent),
    loggedIn: () => store.isLoggedIn(),
    userId: () => store.get('mycsUserId') ?? store.userInfo()?.mycsUserId ?? null,
    storage: window.localStorage,
  };
}

/** The page's real services; `bus` is the engine's (src/services/page-services.ts uploads its events). */
export function pageDetailServices(bus: EngineBus): DetailServices {
  const native = appBridge();
  return {
    request,
    fetchText,
    notify: (notice) => pageNotices.show(notice),
    track: (name, params) => {
      // The uploader listens on the bus from when the page services start (after load, when idle): a
      // detail page's first event (content_news_click_detail) comes earlier, so it starts them first
      // (they start once per bus). The bus names the feed's events only; the detail page's travel the
      // same way until core/events.ts lists them.
      void import('../../services/page-services.ts').then(({ startPageServices }) => {
        startPageServices(bus);
        bus.emit('tracking:event', { name: name as TrackingEventName, params });
      });
    },
    requireLogin: async (t) => (await requireLogin(t)).status === 'logged-in',
    session: browserSession(),
    leave: (href) => window.location.assign(href),
    native: {
      setPoints: (payload) => native.setPoints(payload),
    },
  };
}

export const DetailServicesContext = createContext<DetailServices | null>(null);

export function useDetailServices(): DetailServices {
  const services = useContext(DetailServicesContext);
  if (!services) throw new Error('useDetailServices needs a <DetailServicesContext.Provider>');
  return services;
}
