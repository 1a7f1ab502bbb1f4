import { stripTitleForRoute } from '../rules/route-title.ts';
import { toNavigableUrl } from './safe-navigate.ts';

/** Spec 1 §2: `/openUrl/{encoded target address}` opens an external address inside the product. */
export const OPEN_URL_ROUTE = '/openUrl/:address';
export const OPEN_URL_PREFIX = '/openUrl/';
/** Spec 1 §2: the query flag of the one case that opens from search. */
export const OPEN_URL_SEARCH_FLAG = 'search';

/** Frames show only web pages: http or https (ftp and ftps pass the navigation guard, not a frame). */
export const FRAMEABLE_PROTOCOLS: readonly string[] = ['http:', 'https:'];

/** The in-app route showing `address` in the product's frame, with its title (stripped, spec 1 §5). */
export function openUrlRoute(address: string, title?: string | null, fromSearch = false): string {
  const query = new URLSearchParams();
  const cleanTitle = stripTitleForRoute(title);
  if (cleanTitle) query.set('title', cleanTitle);
  if (fromSearch) query.set(OPEN_URL_SEARCH_FLAG, '1');
  const text = query.toString();
  return `${OPEN_URL_PREFIX}${encodeURIComponent(address)}${text ? `?${text}` : ''}`;
}

export interface OpenUrlRequest {
  /** The address to show, or null when it is missing, malformed or unsafe. */
  target: URL | null;
  /** What the reader asked for, decoded, to name it when refusing. */
  asked: string;
  title: string;
  fromSearch: boolean;
}

/** Reads /openUrl/{address}?title=&search=1 from the raw (still encoded) pathname and search. */
export function parseOpenUrl(pathname: string, search: string, base: string): OpenUrlRequest {
  const encoded = pathname.startsWith(OPEN_URL_PREFIX) ? pathname.slice(OPEN_URL_PREFIX.length) : '';
  let asked = encoded;
  try {
    asked = decodeURIComponent(encoded);
  } catch {
    // A malformed escape: keep the raw text; the guard below refuses what does not parse.
  }
  const query = new URLSearchParams(search);
  const url = toNavigableUrl(asked, base);
  return {
    target: url && FRAMEABLE_PROTOCOLS.includes(url.protocol) ? url : null,
    asked,
    title: query.get('title') ?? '',
    fromSearch: query.get(OPEN_URL_SEARCH_FLAG) === '1',
  };
}

/**
 * Another site's page shows in the frame only over https (the page's policy allows `frame-src 'self'
 * https:`, and a secure page may not frame an insecure one); a plain-http page of another site is
 * offered as a link that leaves for it.
 */
export function framesInPlace(target: URL, pageOrigin: string): boolean {
  return target.origin === pageOrigin || target.protocol === 'https:';
}

/** Sandbox of the /openUrl frame (protocols.md §5.3): never scripts plus same-origin for our own origin. */
export function openUrlSandbox(target: URL, pageOrigin: string): string {
  const base = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';
  return target.origin === pageOrigin ? base : `${base} allow-same-origin`;
}
