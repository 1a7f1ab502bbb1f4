/** Name of the cookie the request wrapper sends as the TGT header (spec 1 §7). */
export const TGT_COOKIE = 'TGT';

/** The value of cookie `name` in a `document.cookie` string, decoded; null when absent or empty. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    if (!raw) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The page's cookies, or none outside a browser. */
export const documentCookies = (): string => (typeof document === 'undefined' ? '' : document.cookie);
