import { createContext } from 'react';
import { appBridge } from '../../core/platform/bridge/app-bridge.ts';
import type { NativeApi } from '../../core/platform/bridge/native-api.ts';
import { DEVICE_ID_KEY } from '../../core/platform/session/keys.ts';

/** Spec 2 §8: the image counts as saved when the native reply's code is 200. */
export const IMAGE_SAVED_CODE = 200;

/**
 * How 'save' works here: the page's own handler; the native app (spec 2 §6: image saving is enabled
 * where a device id exists); else a download link of the image.
 */
export type SaveMode = 'page' | 'app' | 'download';

export function saveModeOf(hasPageHandler: boolean, storage: Pick<Storage, 'getItem'> | null): SaveMode {
  if (hasPageHandler) return 'page';
  let deviceId: string | null = null;
  try {
    deviceId = storage?.getItem(DEVICE_ID_KEY) ?? null;
  } catch {
    deviceId = null; // storage blocked: not the app's webview, which always allows it
  }
  return deviceId ? 'app' : 'download';
}

export type AppSaveOutcome = 'saved' | 'not-saved';

/** Asks the app to save the image; 'saved' only when it answers code 200. */
export async function saveInApp(native: NativeApi, url: string): Promise<AppSaveOutcome> {
  const result = await native.savePhoto({ url });
  if (result.ok && result.value.code === IMAGE_SAVED_CODE) return 'saved';
  // Spec 2 names no text for a failed save: nothing is shown; the reason is kept for developers.
  console.warn('[gallery] savePhoto did not save the image', result.ok ? result.value : result.reason);
  return 'not-saved';
}

/** The page's bridge to the app; tests hand in one built for their simulated platform. */
export const GalleryBridgeContext = createContext<() => NativeApi>(appBridge);

/** A file name for the download link: the last part of the image's path, or a plain default. */
export function downloadNameOf(url: string): string {
  try {
    const last = new URL(url, 'http://localhost').pathname.split('/').pop() ?? '';
    return decodeURIComponent(last) || 'image';
  } catch {
    return 'image';
  }
}
