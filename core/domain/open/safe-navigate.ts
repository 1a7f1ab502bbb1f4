import { isSafeNavigableUrl, WEB_ADDRESS_SCHEMES } from '../rules/web-address.ts';

/**
 * The one guard every open rule's navigation passes (spec 1 §5; protocols.md §5.5). The address must
 * pass core/domain/rules' isSafeNavigableUrl (an absolute http/https/ftp/ftps address with a host and no
 * credentials, or a same-origin '/path', nothing hidden or blank in it), and is then parsed against
 * the page's address and its scheme checked once more. `javascript:`, `data:`, `blob:`, `file:`,
 * `vbscript:` and any other scheme never leave it, however they are spelled.
 */
export const NAVIGABLE_PROTOCOLS: readonly string[] = WEB_ADDRESS_SCHEMES.map((scheme) => `${scheme}:`);

/** The parsed address when it is safe to navigate to, else null. '/paths' resolve on `base`. */
export function toNavigableUrl(raw: unknown, base: string): URL | null {
  if (typeof raw !== 'string' || !isSafeNavigableUrl(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (!NAVIGABLE_PROTOCOLS.includes(url.protocol) || url.username || url.password) return null;
  return url;
}

/** An in-app route: a path on the page's own origin ("//host" and "/\\host" are other origins). */
export function toSafeRoute(raw: unknown, base: string): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/')) return null;
  const url = toNavigableUrl(raw, base);
  if (!url || url.origin !== new URL(base).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Navigates with `go` only when the address passes the guard; answers whether it did. The executor
 * of open actions (execute.ts) and the /openUrl page go through here.
 */
export function safeNavigate(raw: unknown, base: string, go: (href: string) => void): boolean {
  const url = toNavigableUrl(raw, base);
  if (!url) return false;
  go(url.href);
  return true;
}
