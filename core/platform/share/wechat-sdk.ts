/**
 * The part of the WeChat JS-SDK (jweixin 1.6.0, npm `weixin-js-sdk`) that sharing uses
 * (protocols.md §4.2, §4.3). Typed here so tests can hand in a stand-in that records the calls.
 */
export interface WeChatConfig {
  debug: boolean;
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
}

export interface WeChatCallbacks {
  success?: () => void;
  fail?: (result: { errMsg?: string }) => void;
}

export interface WeChatFriendShare extends WeChatCallbacks {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

export interface WeChatTimelineShare extends WeChatCallbacks {
  title: string;
  link: string;
  imgUrl: string;
}

export interface WeChatSdk {
  config(config: WeChatConfig): void;
  ready(callback: () => void): void;
  error(callback: (result: { errMsg?: string }) => void): void;
  /** The "share to friend" (and QQ) card. */
  updateAppMessageShareData(share: WeChatFriendShare): void;
  /** The "share to Moments" (and QZone) card. */
  updateTimelineShareData(share: WeChatTimelineShare): void;
}

/** protocols.md §4.2: the JS APIs sharing needs, asked for in `wx.config`. */
export const WECHAT_SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData'] as const;

const isSdk = (value: unknown): value is WeChatSdk =>
  typeof value === 'object' || typeof value === 'function'
    ? value !== null && typeof (value as Partial<WeChatSdk>).config === 'function'
    : false;

/**
 * Loads the JS-SDK only when a page runs in WeChat (its own chunk; other readers never download it).
 * The package evaluates once per page and leaves `window.jWeixin`; a second evaluation exports
 * nothing, so the global is the fallback.
 */
export async function loadWeChatSdk(win: Window = window): Promise<WeChatSdk> {
  const module: { default?: unknown } = await import('weixin-js-sdk');
  const sdk = isSdk(module.default) ? module.default : (win as unknown as { jWeixin?: unknown }).jWeixin;
  if (!isSdk(sdk)) throw new Error('the WeChat JS-SDK did not load');
  return sdk;
}
