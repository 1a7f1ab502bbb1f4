import { randomId } from '../../engine/env/random-id.ts';
import { DEVICE_ID_KEY } from '../session/keys.ts';

/** Spec 1 §3: the stored privacy flag. */
export const PRIVACY_FLAG_KEY = 'cs_agreePrivacy';
/** Spec 1 §4: when the flag is '0', nothing is uploaded. */
export const PRIVACY_REFUSED = '0';

/** Spec 1 §4: the flag's value when the reader agreed. */
export const PRIVACY_AGREED = '1';
/** Spec 1 §3: the browser's own device id, for tracking outside the app. */
export const BROWSER_DEVICE_ID_KEY = 'cs_wb_deviceId';

export type ReadableStorage = Pick<Storage, 'getItem'>;

export function privacyRefused(storage: ReadableStorage): boolean {
  return storage.getItem(PRIVACY_FLAG_KEY)?.trim() === PRIVACY_REFUSED;
}

/**
 * Inside the app, the app knows whether the reader agreed to the privacy terms (spec 1 §7
 * applicationIsAgreePrivacy): its answer is written as the flag the uploads read. An answer that
 * cannot be read leaves the stored flag as it was.
 */
export async function syncPrivacyFlag(ask: () => Promise<{ ok: true; value: { agreed: boolean } } | { ok: false }>, storage: Pick<Storage, 'setItem'>): Promise<void> {
  try {
    const answer = await ask();
    if (answer.ok) storage.setItem(PRIVACY_FLAG_KEY, answer.value.agreed ? PRIVACY_AGREED : PRIVACY_REFUSED);
  } catch {
    /* the app did not answer: keep the stored flag */
  }
}

/**
 * Outside the app there is no app device id: the browser gets its own, once, so its tracking
 * uploads carry a device id (spec 1 §3 cs_wb_deviceId). Inside the app the app's id is used.
 */
export function browserDeviceId(storage: Pick<Storage, 'getItem' | 'setItem'>, newId: () => string = randomId): string | null {
  if (storage.getItem(DEVICE_ID_KEY)) return null;
  const stored = storage.getItem(BROWSER_DEVICE_ID_KEY)?.trim();
  if (stored) return stored;
  const id = newId();
  storage.setItem(BROWSER_DEVICE_ID_KEY, id);
  return id;
}
