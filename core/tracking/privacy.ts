/** Spec 1 §3: the stored privacy flag. */
export const PRIVACY_FLAG_KEY = 'cs_agreePrivacy';
/** Spec 1 §4: when the flag is '0', nothing is uploaded. */
export const PRIVACY_REFUSED = '0';

export type ReadableStorage = Pick<Storage, 'getItem'>;

export function privacyRefused(storage: ReadableStorage): boolean {
  return storage.getItem(PRIVACY_FLAG_KEY)?.trim() === PRIVACY_REFUSED;
}
