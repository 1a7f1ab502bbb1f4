import { appBridge } from '../bridge/app-bridge.ts';
import { browserEnvironment } from '../bridge/environment.ts';
import type { NativeApi } from '../bridge/native-api.ts';
import type { NoticeCentre } from '../../engine/http/notices.ts';
import { browserSessionStore } from '../session/store.ts';
import { shareThroughApp } from './native-share.ts';
import { prepareShare, type PreparedShare, type ShareRequest } from './share-content.ts';
import type { ShareHintStore } from './share-hint.ts';
import { decideShareRoute, type ShareRoute } from './share-route.ts';
import { pageWeChatShare, type WeChatSetUpOutcome, type WeChatShare } from './wechat-share.ts';
import { landingHrefOf, weChatSigningUrl } from './wechat-sign.ts';

export type { ShareRequest } from './share-content.ts';

/** Everything `share()` uses from the page: its notices and hint, and (defaults: the page's own) the rest. */
export interface ShareContext {
  window?: Window;
  notices: Pick<NoticeCentre, 'show'>;
  hint: ShareHintStore;
  bridge?: Pick<NativeApi, 'share' | 'client'>;
  weChat?: WeChatShare;
  /** The app's version name for the share payload; default: the stored cs_appVersion. */
  appVersion?: string | null;
}

/** What happened, for the page (tests read it; readers see the toast or the hint). */
export type ShareOutcome =
  | 'shared'
  | 'not-shared'
  | 'wechat-hint'
  | 'web-shared'
  | 'web-cancelled'
  | 'link-copied'
  | 'copy-failed';

interface Resolved {
  win: Window;
  notices: Pick<NoticeCentre, 'show'>;
  hint: ShareHintStore;
  route: ShareRoute;
  prepared: PreparedShare;
}

function resolve(request: ShareRequest, context: ShareContext): Resolved {
  const win = context.window ?? window;
  const env = browserEnvironment(win);
  const canWebShare = typeof win.navigator.share === 'function';
  return {
    win,
    notices: context.notices,
    hint: context.hint,
    route: decideShareRoute({ userAgent: env.userAgent, deviceId: env.deviceId, canWebShare }),
    prepared: prepareShare(request, win.location.href),
  };
}

const setUpWeChat = (prepared: PreparedShare, win: Window, context: Pick<ShareContext, 'weChat'>): Promise<WeChatSetUpOutcome> =>
  (context.weChat ?? pageWeChatShare()).setUp(prepared, weChatSigningUrl(win.location.href, landingHrefOf(win), win.navigator.userAgent));

async function shareInBrowser({ win, notices, prepared }: Resolved): Promise<ShareOutcome> {
  if (typeof win.navigator.share === 'function') {
    try {
      await win.navigator.share({ title: prepared.title, text: prepared.brief, url: prepared.url });
      notices.show({ kind: 'toast', text: { key: 'share.succeeded' } });
      return 'web-shared';
    } catch (error) {
      // The reader closed the sheet; any other refusal falls back to copying the link.
      if (error instanceof DOMException && error.name === 'AbortError') return 'web-cancelled';
    }
  }
  try {
    await win.navigator.clipboard.writeText(prepared.url);
    notices.show({ kind: 'toast', text: { key: 'share.linkCopied' } });
    return 'link-copied';
  } catch {
    notices.show({ kind: 'toast', text: { key: 'share.copyFailed', params: { url: prepared.url } } });
    return 'copy-failed';
  }
}

/**
 * Shares a title, brief, picture and address the way the page's environment allows (spec 1 §1, §3,
 * §5, §8). Title and brief are cut to 40 (a Chinese character counts two) without newlines.
 * - In the app: the native `share` handler with the payload shape of the app's bridge; 'share
 *   succeeded!' once the app reports success.
 * - In WeChat: the hint 'tap the top right to share to Moments', while the JS-SDK is signed through
 *   the CMS and given this share for both cards (WeChat tells a page nothing about the share itself).
 * - Elsewhere: the system share sheet (Web Share API) if there is one, else the link is copied.
 */
export async function share(request: ShareRequest, context: ShareContext): Promise<ShareOutcome> {
  const resolved = resolve(request, context);
  const { route, prepared, notices, hint, win } = resolved;
  if (route === 'native') {
    const bridge = context.bridge ?? appBridge();
    const appVersion = context.appVersion !== undefined ? context.appVersion : (browserSessionStore().appVersion()?.versionName ?? null);
    const outcome = await shareThroughApp(bridge, prepared, appVersion);
    if (outcome === 'shared') notices.show({ kind: 'toast', text: { key: 'share.succeeded' } });
    // No runtime after all (the app did not inject it): share as a browser would.
    return outcome === 'no-bridge' ? shareInBrowser(resolved) : outcome;
  }
  if (route === 'wechat') {
    hint.show();
    await setUpWeChat(prepared, win, context);
    return 'wechat-hint';
  }
  return shareInBrowser(resolved);
}

/**
 * In WeChat, sets the share cards of the top-right menu for this page (call on page load, e.g. with
 * `useWeChatShare`); elsewhere does nothing and resolves null.
 */
export async function prepareWeChatShare(request: ShareRequest, context: Pick<ShareContext, 'window' | 'weChat'>): Promise<WeChatSetUpOutcome | null> {
  const win = context.window ?? window;
  const env = browserEnvironment(win);
  const route = decideShareRoute({ userAgent: env.userAgent, deviceId: env.deviceId, canWebShare: typeof win.navigator.share === 'function' });
  const prepared = prepareShare(request, win.location.href);
  return route === 'wechat' ? setUpWeChat(prepared, win, context) : null;
}
