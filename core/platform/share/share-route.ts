import { chatAppOf } from '../bridge/chat-apps.ts';
import { isInsideApp } from '../bridge/environment.ts';

/** Where a share goes: the app's share sheet, WeChat's own menu, the system sheet, or the clipboard. */
export type ShareRoute = 'native' | 'wechat' | 'web-share' | 'copy-link';

/** WeChat's in-app browser (protocols.md §1.4: UA `MicroMessenger/x.y.z`; core/platform/bridge/chat-apps.ts). */
export function isWeChat(userAgent: string): boolean {
  return chatAppOf(userAgent) === 'wechat';
}

export interface ShareEnvironment {
  userAgent: string;
  /** The stored cs_deviceId (spec 1 §1: with the user-agent it marks the native app). */
  deviceId: string | null;
  /** The browser has the Web Share API (`navigator.share`). */
  canWebShare: boolean;
}

/**
 * Spec 1 §1, §8: inside the app the native share handler; inside WeChat its top-right menu (the page
 * can only prepare the card and point there); in other browsers the system share sheet when there is
 * one, else the link is copied.
 */
export function decideShareRoute(env: ShareEnvironment): ShareRoute {
  if (isInsideApp(env.userAgent, env.deviceId)) return 'native';
  if (isWeChat(env.userAgent)) return 'wechat';
  return env.canWebShare ? 'web-share' : 'copy-link';
}
