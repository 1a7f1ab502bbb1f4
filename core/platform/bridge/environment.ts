import { DEVICE_ID_KEY } from '../session/keys.ts';
import { isChatAppBrowser } from './chat-apps.ts';

export type NativePlatform = 'ios' | 'android';

/** The OS of the webview, which decides the bridge protocol: WVJB on iOS, JsBridge 1.x on Android. */
export function platformOf(userAgent: string): NativePlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return null;
}

/** Spec 1 §1, §6: inside the native app means a stored device id and a phone user-agent. */
export function isInsideApp(userAgent: string, deviceId: string | null): boolean {
  return Boolean(deviceId) && platformOf(userAgent) !== null && !isChatAppBrowser(userAgent);
}

/** What the bridge needs to know about the page it runs in. */
export interface BridgeEnvironment {
  userAgent: string;
  deviceId: string | null;
  window: Window;
}

export function browserEnvironment(win: Window = window): BridgeEnvironment {
  let deviceId: string | null = null;
  try {
    deviceId = win.localStorage.getItem(DEVICE_ID_KEY);
  } catch {
    deviceId = null; // storage blocked: cannot be the app's webview, which always allows it
  }
  return { userAgent: win.navigator.userAgent, deviceId, window: win };
}
