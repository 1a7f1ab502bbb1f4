/** Spec 1 §5 (and banner option '2', spec 1 §2): the schemes a web address may start with. */
export const WEB_ADDRESS_SCHEMES = ['http', 'https', 'ftp', 'ftps'] as const;

/** A base that never matches a real page, used only to resolve relative paths. */
const PROBE_ORIGIN = 'https://same-origin.invalid';

/** C0/C1 controls, format characters (zero-width, bidi), any whitespace or separator. */
const HIDDEN_OR_SPACE = /[\p{Cc}\p{Cf}\p{Z}\s]/u;
const WEB_ADDRESS = new RegExp(`^(?:${WEB_ADDRESS_SCHEMES.join('|')})://[^/?#\\s]+`, 'i');

/**
 * Spec 1 §5: a web address starts with http, https, ftp or ftps (any letter case), then `://` and a
 * host; hidden characters or whitespace anywhere make it no address.
 */
export function isWebAddress(value: string | null | undefined): boolean {
  if (typeof value !== 'string' || HIDDEN_OR_SPACE.test(value)) return false;
  return WEB_ADDRESS.test(value);
}

/**
 * The stricter check the open rules apply before navigating or handing a target to the app.
 * Allowed: an absolute http(s)/ftp(s) address with a host and no user:password part, or a
 * same-origin path starting with exactly one '/'. Everything else is refused, including
 * javascript:, data:, vbscript:, blob:, file:, protocol-relative //host and /\host, and any value
 * with control, zero-width or whitespace characters (browsers silently strip those, which is how
 * ' javascript:' and 'java\tscript:' sneak past prefix checks). Percent- or entity-encoded schemes
 * ('%6Aavascript:', '&#106;avascript:') are neither absolute nor '/'-paths, so they are refused too.
 */
export function isSafeNavigableUrl(value: string | null | undefined): boolean {
  if (typeof value !== 'string' || value === '' || HIDDEN_OR_SPACE.test(value)) return false;
  if (value.startsWith('/')) return isSameOriginPath(value);
  if (!isWebAddress(value)) return false;
  const url = tryParse(value);
  return url !== null && url.hostname !== '' && url.username === '' && url.password === '' && hasAllowedScheme(url);
}

function isSameOriginPath(path: string): boolean {
  // Browsers read '\' as '/', so '/\host' would be protocol-relative as well.
  if (path.includes('\\') || path.startsWith('//')) return false;
  const url = tryParse(path, PROBE_ORIGIN);
  return url !== null && url.origin === PROBE_ORIGIN;
}

function hasAllowedScheme(url: URL): boolean {
  return (WEB_ADDRESS_SCHEMES as readonly string[]).includes(url.protocol.slice(0, -1));
}

function tryParse(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}
