import { readCookie, TGT_COOKIE } from '../../engine/http/cookies.ts';

/** Spec 1 §4: the TGT (session) cookie, set by the native app or by the login page; null when empty. */
export function readSessionCookie(doc: Pick<Document, 'cookie'> = document): string | null {
  return readCookie(doc.cookie, TGT_COOKIE);
}

/** After a login outside the app, so the next app start finds cookie and stored TGT equal. */
export function writeSessionCookie(value: string, doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = `${TGT_COOKIE}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
}
