import type { NativeApi } from '../../platform/bridge/native-api.ts';
import type { TrackingParams } from '../events.ts';
import type { LoadingCounter } from '../http/loading.ts';
import type { NoticeCentre } from '../http/notices.ts';
import type { RequestFn } from '../http/request.ts';
import type { Translate } from '../i18n/i18n.ts';
import type { ShareContext } from '../../platform/share/sharing.ts';

export type { RequestFn } from '../http/request.ts';

/** The reader's session as pages and plugins see it. */
export interface SessionPort {
  /** Inside the native app (a stored device id): native pages, players and points are on. */
  readonly insideApp: boolean;
  /** In a chat app's browser (WeChat, QQ, Weibo, Alipay). */
  readonly chatApp: boolean;
  loggedIn(): boolean;
  /** The reader's own user id (spec 2 §4: no follow button on one's own content). */
  userId(): string | null;
  /** The reader's local storage (markers, remembered categories, history). */
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /**
   * Spec 1 §6, spec 2 §6: the login check before like, favourite, follow, vote, comment. True when the
   * reader is logged in; otherwise the app's login (inside the app) or the login page takes over: false.
   */
  requireLogin(t: Translate): Promise<boolean>;
}

/** The native calls made through the port (the rest of NativeApi is used by core's own flows). */
export type BridgePort = Pick<NativeApi, 'setPoints' | 'openVideo' | 'editVideoDraft'>;

/**
 * Everything a page or plugin calls out to, provided once through the engine (`useServices()`): the
 * page's real modules in the browser, stand-ins speaking the same protocols in tests and the playground.
 */
export interface Services {
  /** Spec 1 §7: the one request wrapper; failures reach the error catalogue's effects. */
  request: RequestFn;
  /** GET of a text (an article body's HTML) from its address. */
  fetchText(url: string, signal: AbortSignal): Promise<string>;
  bridge: BridgePort;
  session: SessionPort;
  /** An analytics event: it travels on the engine bus to the tracking uploader and the analytics SDK. */
  tracking: { track(name: string, params: TrackingParams): void };
  /** Toasts and alerts (spec 1 §8, spec 2 §8): `show` for everyone, the rest for the page's notice hosts. */
  notices: NoticeCentre;
  /** Spec 1 §7: requests that asked for the 'data loading...' indicator, while in flight. */
  loading: LoadingCounter;
  /** What core/platform/share's `share()` uses: the notices and WeChat hint, and (defaults: the page's) bridge and WeChat set-up. */
  share: ShareContext;
  /** Leaves the app for an address already checked by core/domain/open's guard. */
  leave(href: string): void;
  now(): number;
}
