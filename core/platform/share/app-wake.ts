import { app, code } from '../../../cities/current.ts';
import { chatAppOf, type ChatApp } from '../bridge/chat-apps.ts';
import { isInsideApp } from '../bridge/environment.ts';

/**
 * The app id the wake parameters carry (spec 1 §3 names the field, not its value: a deployment value;
 * confirm with the native team).
 */
export const APP_WAKE_APP_ID = app.wakeAppId;
/** Spec 1 §9: the fixed channel (Changsha's 3). */
export const APP_WAKE_CHANNEL = app.channel;
/** Spec 1 §9: the fixed city code (Changsha's 430100). */
export const APP_WAKE_CITY_CODE = code;
/** Spec 1 §9: Android minimum version parameter 54. */
export const APP_WAKE_ANDROID_MIN_VERSION = 54;
/** The app's name shown by the wake flow when the page names nothing else ("my Changsha"). */
export const APP_WAKE_DEFAULT_NAME = app.defaultName;

/**
 * The app's deep-link scheme. Neither spec nor protocols.md names one (protocols.md §5 uses `mycs://`
 * as its example), so `mycs://` it is; there is no universal link to use instead. Confirm with the
 * native team.
 */
export const APP_SCHEME = app.scheme;
/**
 * The app's download page ("the app store page" of spec 2 §2, §6), where a reader without the app is
 * sent. A deployment value: the media group's landing page under its own host (confirm with operations).
 */
export const APP_DOWNLOAD_PAGE = app.downloadPage;

/** The deep link's path under the scheme (chosen here with the scheme). */
export const APP_WAKE_PATH = 'open';
/**
 * How long the page waits for the app to take over before it sends the reader to the download page
 * (not in the spec; a common value for scheme wake-ups, long enough for the OS to ask "open in app?").
 */
export const APP_WAKE_FALLBACK_MS = 2500;

/** Spec 1 §3: the app-wake parameters, under exactly these names. */
export interface AppWakeParams {
  appId: string;
  channel: number;
  city: number;
  /** The content to open is a web page (shown in the app's webview) rather than a native screen. */
  isWebService: boolean;
  android_min_version: number;
  name: string;
  shareDesc: string;
  imageUrl: string;
  shareUrl: string;
  contentUrl: string;
}

/** What a page says about the content to open in the app; the rest are the constants above. */
export interface AppWakeRequest {
  contentUrl: string;
  name?: string | null;
  shareDesc?: string | null;
  imageUrl?: string | null;
  shareUrl?: string | null;
  isWebService?: boolean;
}

/** Builds spec 1 §3's wake parameters: fixed app id, channel 3, city 430100, Android minimum 54. */
export function buildAppWakeParams(request: AppWakeRequest): AppWakeParams {
  return {
    appId: APP_WAKE_APP_ID,
    channel: APP_WAKE_CHANNEL,
    city: APP_WAKE_CITY_CODE,
    isWebService: request.isWebService ?? true,
    android_min_version: APP_WAKE_ANDROID_MIN_VERSION,
    name: request.name?.trim() || APP_WAKE_DEFAULT_NAME,
    shareDesc: request.shareDesc?.trim() ?? '',
    imageUrl: request.imageUrl?.trim() ?? '',
    shareUrl: request.shareUrl?.trim() || request.contentUrl,
    contentUrl: request.contentUrl,
  };
}

/** The deep link that wakes the app: `mycs://open?appId=…&channel=3&city=430100&…`, every value encoded. */
export function appWakeLink(params: AppWakeParams): string {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return `${APP_SCHEME}${APP_WAKE_PATH}?${query.toString()}`;
}

/** What "open the app" does where the page runs. */
export type AppWakeDecision = 'inside-app' | 'open-in-browser' | 'deep-link';

const PHONE = /android|iphone|ipad|ipod/i;
/** Chat-app browsers that swallow custom schemes: WeChat's (on a phone), Weibo's, QQ's (core/platform/bridge/chat-apps.ts). */
const SCHEME_BLOCKING_APPS: ReadonlySet<ChatApp | null> = new Set(['wechat', 'weibo', 'qq']);

/**
 * Spec 1 §8: in the chat app (WeChat) on Android or iPhone, and in a Weibo or QQ browser, the page
 * shows 'please open in a browser' instead of trying to wake the app (those browsers block the app's
 * scheme). Inside the app there is nothing to wake. Elsewhere the deep link is tried.
 */
export function decideAppWake(userAgent: string, deviceId: string | null): AppWakeDecision {
  if (isInsideApp(userAgent, deviceId)) return 'inside-app';
  if (!PHONE.test(userAgent)) return 'deep-link';
  if (SCHEME_BLOCKING_APPS.has(chatAppOf(userAgent))) return 'open-in-browser';
  return 'deep-link';
}
