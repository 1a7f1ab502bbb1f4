import {
  BRIDGE_INTERACTIVE_REPLY_TIMEOUT_MS as INTERACTIVE,
  BRIDGE_REPLY_TIMEOUT_MS as QUICK,
  type BridgeClient,
  type BridgeResult,
  type CallOptions,
} from './client.ts';
import {
  decodeAck,
  decodeAppVersion,
  decodeDeviceId,
  decodePrivacy,
  decodeSecurityLock,
  decodeTgt,
  decodeUserInfo,
  decodeUserStatus,
  type AppVersionReply,
  type NativeAck,
  type PrivacyReply,
  type SecurityLockReply,
  type UserInfoReply,
  type UserStatusReply,
} from './replies.ts';

/** Spec 1 §3: the share payload comes in two shapes. */
export type SharePayload =
  | { type?: string; url: string; title: string; thumb?: string; des?: string }
  | { title: string; content?: string; imgUrl?: string; link: string; version?: string };

/** Spec 2 §7: e.g. the native news page, { type: 'NewsDetail', link, title, content, image }. */
export type NativePagePayload = { type: string } & Record<string, unknown>;
/** Spec 1 §3: the points payload. */
export type PointsPayload = { integralType: string | number };
/** Spec 2 §7: openVideo takes the encoded panelId and contentId. */
export type OpenVideoPayload = { panelId: string; contentId: string };
export type ApplogEventPayload = { event: string; params?: Record<string, unknown> };
export type FreePayload = Record<string, unknown>;

type Ask<T> = (options?: CallOptions) => Promise<BridgeResult<T>>;
type Tell<P, T = NativeAck> = (payload: P, options?: CallOptions) => Promise<BridgeResult<T>>;

/** Spec 1 §7 (and the other calls of spec 1 §7, spec 2 §7): every native handler as a typed call. */
export interface NativeApi {
  readonly client: BridgeClient;
  getAppVersion: Ask<AppVersionReply>;
  share: Tell<SharePayload>;
  jumpToNativePage: Tell<NativePagePayload>;
  savePhoto: Tell<{ url: string }>;
  bytedanceApplogEvent: Tell<ApplogEventPayload>;
  closeWindow: Ask<NativeAck>;
  applicationIsAgreePrivacy: Ask<PrivacyReply>;
  setNewsLogoVisibility: Tell<{ visible: boolean }>;
  getSecurityLockState: Ask<SecurityLockReply>;
  setPoints: Tell<PointsPayload>;
  weChatQuickLogin: Ask<NativeAck>;
  userLogin: Ask<NativeAck>;
  openVideo: Tell<OpenVideoPayload>;
  openVideoHome: Ask<NativeAck>;
  editVideoDraft: Tell<FreePayload>;
  getTgt: Ask<string>;
  getDeviceId: Ask<string>;
  getUserInfo: Ask<UserInfoReply>;
  getUserStatus: Ask<UserStatusReply>;
  setTitle: Tell<{ title: string }>;
  monitorLifeCycle: Tell<FreePayload>;
  getBarcodeByAuth: Tell<FreePayload>;
}

export type NativeHandlerName = Exclude<keyof NativeApi, 'client'>;

export function createNativeApi(client: BridgeClient): NativeApi {
  const ack = (name: string, timeoutMs: number) => (payload?: unknown, options?: CallOptions) =>
    client.call({ name, payload, decode: decodeAck, timeoutMs }, options);
  const askAck = (name: string, timeoutMs: number) => (options?: CallOptions) => ack(name, timeoutMs)(undefined, options);
  return {
    client,
    getAppVersion: (o) => client.call({ name: 'getAppVersion', decode: decodeAppVersion, timeoutMs: QUICK }, o),
    share: ack('share', INTERACTIVE),
    jumpToNativePage: ack('jumpToNativePage', INTERACTIVE),
    savePhoto: ack('savePhoto', INTERACTIVE),
    bytedanceApplogEvent: ack('bytedanceApplogEvent', QUICK),
    closeWindow: askAck('closeWindow', QUICK),
    applicationIsAgreePrivacy: (o) => client.call({ name: 'applicationIsAgreePrivacy', decode: decodePrivacy, timeoutMs: QUICK }, o),
    setNewsLogoVisibility: ack('setNewsLogoVisibility', QUICK),
    // The app may show its lock screen first and answer once the reader unlocked it.
    getSecurityLockState: (o) => client.call({ name: 'getSecurityLockState', decode: decodeSecurityLock, timeoutMs: INTERACTIVE }, o),
    setPoints: ack('setPoints', QUICK),
    weChatQuickLogin: askAck('weChatQuickLogin', INTERACTIVE),
    userLogin: askAck('userLogin', INTERACTIVE),
    openVideo: ack('openVideo', INTERACTIVE),
    openVideoHome: askAck('openVideoHome', INTERACTIVE),
    editVideoDraft: ack('editVideoDraft', INTERACTIVE),
    getTgt: (o) => client.call({ name: 'getTgt', decode: decodeTgt, timeoutMs: QUICK, acceptsText: true }, o),
    getDeviceId: (o) => client.call({ name: 'getDeviceId', decode: decodeDeviceId, timeoutMs: QUICK, acceptsText: true }, o),
    getUserInfo: (o) => client.call({ name: 'getUserInfo', decode: decodeUserInfo, timeoutMs: QUICK }, o),
    getUserStatus: (o) => client.call({ name: 'getUserStatus', decode: decodeUserStatus, timeoutMs: QUICK }, o),
    setTitle: ack('setTitle', QUICK),
    monitorLifeCycle: ack('monitorLifeCycle', QUICK),
    getBarcodeByAuth: ack('getBarcodeByAuth', INTERACTIVE),
  };
}
