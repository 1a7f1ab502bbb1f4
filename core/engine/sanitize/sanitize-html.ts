import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { dropInlineHandlersAndStyles } from './pre-strip.ts';
import { provideSanitizer } from './sanitizer-slot.ts';
import { allowedBodyUrl, type BodyUrlKind } from './url-policy.ts';

/**
 * Article bodies fetched from contentUrl are untrusted HTML (DESIGN.md; protocols.md §5.2). They go
 * through DOMPurify with an allow-list profile, then our own address policy, right before they are
 * shown; nothing edits the markup afterwards.
 */

/** Elements never kept: script and style, frames and plugins, forms (phishing), document-level tags. */
export const FORBIDDEN_BODY_TAGS: readonly string[] = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal',
  'form', 'input', 'button', 'textarea', 'select', 'option', 'base', 'link', 'meta', 'template', 'noscript',
];
/**
 * Attributes never kept: inline style (overlays that imitate the app, and the page's CSP refuses it),
 * srcset (a list of addresses the policy below cannot check one by one), and form / navigation hooks.
 */
export const FORBIDDEN_BODY_ATTRS: readonly string[] = ['style', 'srcset', 'srcdoc', 'action', 'formaction', 'ping', 'background', 'target'];
/** Attributes holding an address, and which policy of url-policy.ts they pass. */
export const BODY_URL_ATTRS: Readonly<Record<string, BodyUrlKind>> = { href: 'link', src: 'media', poster: 'media', 'xlink:href': 'link' };

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [...FORBIDDEN_BODY_TAGS],
  FORBID_ATTR: [...FORBIDDEN_BODY_ATTRS],
  ALLOW_DATA_ATTR: false,
  // ids and names of CMS markup cannot clobber the page's globals (protocols.md §5.2).
  SANITIZE_NAMED_PROPS: true,
};

/** One purifier per window, its hook registered once (DOMPurify is a singleton per window). */
/** A window with its constructors (what DOMPurify needs): `window` in a page. */
export type PageWindow = Window & typeof globalThis;

const purifiers = new WeakMap<PageWindow, Purifier>();

function purifierFor(win: PageWindow, base: () => string): Purifier {
  const existing = purifiers.get(win);
  if (existing) return existing;
  const purifier = DOMPurify(win);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof win.Element)) return;
    for (const [name, kind] of Object.entries(BODY_URL_ATTRS)) {
      const value = node.getAttribute(name);
      if (value === null) continue;
      const safe = allowedBodyUrl(value, base(), kind);
      if (safe === null) node.removeAttribute(name);
    }
    // Links leave only through the page's own navigation (safeNavigate), never as an opener.
    if (node.tagName === 'A' && node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
  });
  purifiers.set(win, purifier);
  return purifier;
}

/**
 * Clean article HTML: no script, no event handlers, no javascript:/data: addresses, no frames, no
 * forms, no inline style. Relative addresses stay relative (they resolve on the page's address).
 */
export function sanitizeArticleHtml(dirty: string, win: PageWindow = window): string {
  const base = win.location.href;
  const found = kept?.get(dirty, base);
  if (found !== undefined) return found;
  const clean = purifierFor(win, () => win.location.href).sanitize(dropInlineHandlersAndStyles(dirty), CONFIG);
  kept?.set(dirty, base, clean);
  return clean;
}

/** Sanitized bodies by their markup and the page's address (the address policy reads it). */
export interface SanitizedBodies {
  get(dirty: string, base: string): string | undefined;
  set(dirty: string, base: string, clean: string): void;
}

/**
 * The server renders the same article for every reader: it keeps what it sanitized (src/ssr), so a
 * render of a kept body needs neither DOMPurify nor a document. One store per process, as DOMPurify
 * is one per window; the browser keeps none.
 */
let kept: SanitizedBodies | null = null;
export function keepSanitizedBodies(store: SanitizedBodies | null): void {
  kept = store;
}

provideSanitizer(sanitizeArticleHtml);
