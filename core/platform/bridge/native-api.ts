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
  decodeLocation,
  decodePhotos,
  decodeTextReply,
  type LocationReply,
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
  // The other calls of spec 1 §7, with the answers the common webview bridges give.
  /** The app's login token ('' logged out). */
  getToken: Ask<string>;
  /** The signed-in user (as getUserInfo; some apps name it so). */
  getUser: Ask<UserInfoReply>;
  /** The signed-in user's mobile number, masked by the app ('' logged out). */
  getMobile: Ask<string>;
  /** The signed-in user's id ('' logged out). */
  getUserId: Ask<string>;
  /** The push service's token of this phone. */
  getDeviceToken: Ask<string>;
  /** Where the phone is (the app asks the reader's permission first). */
  location: Ask<LocationReply>;
  /** Opens the camera to scan a QR code; the scanned text ('' cancelled). */
  qrscan: Ask<string>;
  /** Lets the reader take or choose pictures; their addresses. */
  photo: Tell<{ count?: number; source?: 'camera' | 'album' }, string[]>;
  /** Opens the app's own comment list of a content. */
  commentList: Tell<{ contentId: string }>;
  /** Opens the app's prize page (an activity's draw). */
  prize: Tell<FreePayload>;
  /** Downloads a picture to the phone (as savePhoto, for apps that name it so). */
  downloadImage: Tell<{ url: string }>;
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
    getToken: (o) => client.call({ name: 'getToken', decode: decodeTextReply('token'), timeoutMs: QUICK, acceptsText: true }, o),
    getUser: (o) => client.call({ name: 'getUser', decode: decodeUserInfo, timeoutMs: QUICK }, o),
    getMobile: (o) => client.call({ name: 'getMobile', decode: decodeTextReply('mobile', 'phone'), timeoutMs: QUICK, acceptsText: true }, o),
    getUserId: (o) => client.call({ name: 'getUserId', decode: decodeTextReply('userId', 'mycsUserId'), timeoutMs: QUICK, acceptsText: true }, o),
    getDeviceToken: (o) => client.call({ name: 'getDeviceToken', decode: decodeTextReply('deviceToken', 'token'), timeoutMs: QUICK, acceptsText: true }, o),
    // The app may ask the reader for permission first.
    location: (o) => client.call({ name: 'location', decode: decodeLocation, timeoutMs: INTERACTIVE }, o),
    qrscan: (o) => client.call({ name: 'qrscan', decode: decodeTextReply('result', 'text'), timeoutMs: INTERACTIVE, acceptsText: true }, o),
    photo: (payload, o) => client.call({ name: 'photo', payload, decode: decodePhotos, timeoutMs: INTERACTIVE }, o),
    commentList: ack('commentList', INTERACTIVE),
    prize: ack('prize', INTERACTIVE),
    downloadImage: ack('downloadImage', INTERACTIVE),
  };
}
