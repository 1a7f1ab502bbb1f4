/**
 * Which addresses a CMS article body may keep (DESIGN.md: CMS HTML is sanitized; protocols.md §5.5:
 * validate by parsing, never by prefix). An address is parsed against the page's address and its
 * scheme checked against a short allow-list; what cannot be parsed is refused.
 */

/** Schemes a link in an article body may use: web pages, mail and phone numbers. */
export const BODY_LINK_PROTOCOLS: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];
/** Schemes an image, video or poster source may use: web only (no data:, blob:, javascript:). */
export const BODY_MEDIA_PROTOCOLS: readonly string[] = ['http:', 'https:'];

export type BodyUrlKind = 'link' | 'media';

/** C0/C1 controls and invisible format characters: browsers drop them, which hides schemes. */
const HIDDEN = /[\p{Cc}\p{Cf}]/u;

/** The absolute address when `raw` may stay in a body as a `kind` address, else null. */
export function allowedBodyUrl(raw: string | null | undefined, base: string, kind: BodyUrlKind): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '' || HIDDEN.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  const allowed = kind === 'link' ? BODY_LINK_PROTOCOLS : BODY_MEDIA_PROTOCOLS;
  if (!allowed.includes(url.protocol) || url.username || url.password) return null;
  return url.href;
}

/**
 * A picture's address as the page shows or links it: a path of the site kept as it is (so the server's
 * page and the browser's agree on whichever host serves them), a web address made whole; else null.
 */
export function siteOrWebAddress(raw: string | null | undefined): string | null {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (/^\/(?![/\\])/.test(value)) return allowedBodyUrl(value, 'https://site.invalid/', 'media') ? value : null;
  return /^https?:\/\//i.test(value) ? allowedBodyUrl(value, value, 'media') : null;
}
