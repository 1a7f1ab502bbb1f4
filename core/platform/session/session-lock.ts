import type { NativeApi } from '../bridge/native-api.ts';
import { needsSecurityLockCheck } from '../../domain/rules/version.ts';
import type { SessionStore } from './store.ts';

export type LockCheckNative = Pick<NativeApi, 'client' | 'getAppVersion' | 'getSecurityLockState'>;

/** The app's version: the one app start stored (cs_appVersion), else asked now. */
async function appVersionOf(native: LockCheckNative, store: Pick<SessionStore, 'appVersion'>): Promise<string | null> {
  const stored = store.appVersion()?.versionName;
  if (stored) return stored;
  const reply = await native.getAppVersion();
  return reply.ok ? reply.value.versionName : null;
}

/**
 * Spec 1 §4: inside the app from 4.1.0 "a security-lock check through the native bridge is made before
 * proceeding" — at app start, and again before every action that exchanges or uses the session (a
 * like, a comment, a follow, a vote): a reader may lock the app after the page started, and app start
 * leaves a locked app's session alone. Only an app that says it is locked stops the action; one that
 * cannot answer is not held up, as at app start.
 */
export async function isSessionLocked(native: LockCheckNative, store: Pick<SessionStore, 'appVersion'>): Promise<boolean> {
  if (!native.client.insideApp) return false;
  if (!needsSecurityLockCheck(await appVersionOf(native, store))) return false;
  const reply = await native.getSecurityLockState();
  return reply.ok && reply.value.locked;
}
