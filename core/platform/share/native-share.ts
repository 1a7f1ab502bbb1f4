import type { NativePlatform } from '../bridge/environment.ts';
import type { NativeApi, SharePayload } from '../bridge/native-api.ts';
import type { PreparedShare } from './share-content.ts';

/** Spec 1 §3, first share shape: (type, url, title, thumb, des). */
export interface UrlSharePayload {
  type: string;
  url: string;
  title: string;
  thumb: string;
  des: string;
}

/** Spec 1 §3, second share shape: (title, content, imgUrl, link, version). */
export interface LinkSharePayload {
  title: string;
  content: string;
  imgUrl: string;
  link: string;
  version: string;
}

export type NativeShareShape = 'type-url-thumb-des' | 'title-content-imgUrl-link-version';

/**
 * Spec 1 §3 names the two shapes but not which app takes which, and protocols.md leaves the share
 * schema an open question for the native team (§7 item 1). Decided here, in this one place: the iOS
 * app (WebViewJavascriptBridge, JSON values) takes the first, the Android app (JsBridge, JSON text)
 * the second. Confirm with the native team; swapping is a change of this table only.
 */
export const NATIVE_SHARE_SHAPE: Readonly<Record<NativePlatform, NativeShareShape>> = {
  ios: 'type-url-thumb-des',
  android: 'title-content-imgUrl-link-version',
};

/** `type` of the first shape: a web-page card (the spec names the field, not its values). */
export const SHARE_TYPE_WEB_PAGE = 'webpage';

/** Spec 1 §3, §7: native replies carry a code, 200 being success; another code means it did not share. */
export const NATIVE_SHARE_SUCCESS_CODE = 200;

export function urlSharePayload(share: PreparedShare): UrlSharePayload {
  return { type: SHARE_TYPE_WEB_PAGE, url: share.url, title: share.title, thumb: share.imageUrl, des: share.brief };
}

/** `version`: the app's version name as the page knows it (cs_appVersion), '' when unknown. */
export function linkSharePayload(share: PreparedShare, appVersion: string | null): LinkSharePayload {
  return { title: share.title, content: share.brief, imgUrl: share.imageUrl, link: share.url, version: appVersion ?? '' };
}

/** The payload for the app on `platform`; a webview of unknown OS gets the second shape. */
export function nativeSharePayload(share: PreparedShare, platform: NativePlatform | null, appVersion: string | null): SharePayload {
  return NATIVE_SHARE_SHAPE[platform ?? 'android'] === 'type-url-thumb-des' ? urlSharePayload(share) : linkSharePayload(share, appVersion);
}

export type NativeShareOutcome = 'shared' | 'not-shared' | 'no-bridge';

/**
 * Calls the app's `share` handler. A reply with code 200 (or with no code: the app only acknowledged)
 * is a share; another code is the reader cancelling or the app refusing; no runtime means the page is
 * not in the app after all, and a time-out or unreadable reply counts as not shared.
 */
export async function shareThroughApp(api: Pick<NativeApi, 'share' | 'client'>, share: PreparedShare, appVersion: string | null): Promise<NativeShareOutcome> {
  const result = await api.share(nativeSharePayload(share, api.client.platform, appVersion));
  if (!result.ok) return result.reason === 'no-bridge' ? 'no-bridge' : 'not-shared';
  const { code } = result.value;
  return code === null || code === NATIVE_SHARE_SUCCESS_CODE ? 'shared' : 'not-shared';
}
