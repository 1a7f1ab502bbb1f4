/** Spec 1 §4, §9: inside the app from this version, a security-lock check runs before proceeding. */
export const SECURITY_LOCK_MIN_VERSION = '4.1.0';
/** Spec 1 §4, §9: chat-app quick login is used from this app version on. */
export const CHAT_QUICK_LOGIN_MIN_VERSION = '4.2.0';
/** Spec 2 §6: the video publish menu needs this app version or higher. */
export const VIDEO_PUBLISH_MIN_VERSION = '3.3.8';

type Part = { number: number; rest: string };

/** '12-beta' → 12 and '-beta'; a part without leading digits counts as 0 with its text as rest. */
function parsePart(part: string | undefined): Part {
  const match = /^(\d*)(.*)$/s.exec(part?.trim() ?? '');
  const digits = match?.[1] ?? '';
  return { number: digits === '' ? 0 : Number(digits), rest: match?.[2] ?? '' };
}

/** The version inside a value such as 'v4.1.0', 'Android 4.2.1' or 'iOS_4.10'; '' when none. */
export function extractVersion(value: string | null | undefined): string {
  return /\d+(?:\.[0-9A-Za-z-]+)*/.exec(value ?? '')?.[0] ?? '';
}

/**
 * Spec 1 §5: versions compared part by part (split on '.'), numerically, so '4.10' > '4.9' and
 * '4.1' equals '4.1.0' (missing parts count as 0). A part's text after its digits ('0-beta') ranks
 * it below the plain number, as a pre-release does; two such texts compare alphabetically.
 * Returns -1, 0 or 1.
 */
export function compareVersions(a: string | null | undefined, b: string | null | undefined): -1 | 0 | 1 {
  const left = extractVersion(a).split('.');
  const right = extractVersion(b).split('.');
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const x = parsePart(left[i]);
    const y = parsePart(right[i]);
    if (x.number !== y.number) return x.number < y.number ? -1 : 1;
    if (x.rest === y.rest) continue;
    if (x.rest === '') return 1;
    if (y.rest === '') return -1;
    return x.rest < y.rest ? -1 : 1;
  }
  return 0;
}

/** True when `version` is known and at least `minimum`. An unknown version (outside the app) is not. */
export function isAtLeastVersion(version: string | null | undefined, minimum: string): boolean {
  return extractVersion(version) !== '' && compareVersions(version, minimum) >= 0;
}

export const needsSecurityLockCheck = (appVersion: string | null | undefined): boolean =>
  isAtLeastVersion(appVersion, SECURITY_LOCK_MIN_VERSION);

export const canUseChatQuickLogin = (appVersion: string | null | undefined): boolean =>
  isAtLeastVersion(appVersion, CHAT_QUICK_LOGIN_MIN_VERSION);

export const canPublishVideo = (appVersion: string | null | undefined): boolean =>
  isAtLeastVersion(appVersion, VIDEO_PUBLISH_MIN_VERSION);
