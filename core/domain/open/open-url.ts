import { ROUTE } from '../../engine/routes/routes.ts';
import { stripTitleForRoute } from '../rules/route-title.ts';
import { toNavigableUrl } from './safe-navigate.ts';

/** Spec 1 §2: `/openUrl/{encoded target address}` opens an external address inside the product. */
export const OPEN_URL_ROUTE = ROUTE.openUrl.path;
export const OPEN_URL_PREFIX = OPEN_URL_ROUTE.slice(0, OPEN_URL_ROUTE.indexOf(':'));
/** Spec 1 §2: the query flag of the one case that opens from search. */
export const OPEN_URL_SEARCH_FLAG = 'search';

/** Frames show web pages only: http or https. */
export const FRAMEABLE_PROTOCOLS: readonly string[] = ['http:', 'https:'];
/**
 * Spec 1 §5 lets file-server addresses (ftp, ftps) through the address check, but no browser shows
 * them any more, in a frame or anywhere (Chrome 95 and Firefox 90 removed FTP): /openUrl says so and
 * offers the address to open outside the product, where the system may have an app for it.
 */
export const FILE_SERVER_PROTOCOLS: readonly string[] = ['ftp:', 'ftps:'];

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
  /** The address asked for (http, https, ftp or ftps), or null when it is missing, malformed or unsafe. */
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
    target: url,
    asked,
    title: query.get('title') ?? '',
    fromSearch: query.get(OPEN_URL_SEARCH_FLAG) === '1',
  };
}

/**
 * What /openUrl shows for an address:
 * - `frame`: the page in the sandboxed frame: our own origin, any https page, and a plain-http page
 *   when the product itself is on plain http (the policy's `frame-src` allows `http:`);
 * - `insecure`: a plain-http page while the product is on https. A secure page may not frame an
 *   insecure one (the browser blocks mixed content and the frame would stay blank), so the reader is
 *   told and offered a link that leaves for it;
 * - `file-server`: an ftp or ftps address, which no browser shows: said, with a link to open it outside;
 * - `refused`: no address, or not a safe one.
 */
export type OpenUrlShow = { kind: 'frame' | 'insecure' | 'file-server'; target: URL } | { kind: 'refused' };

export function howToShow(target: URL | null, pageOrigin: string): OpenUrlShow {
  if (!target) return { kind: 'refused' };
  if (FILE_SERVER_PROTOCOLS.includes(target.protocol)) return { kind: 'file-server', target };
  if (!FRAMEABLE_PROTOCOLS.includes(target.protocol)) return { kind: 'refused' };
  const secure = new URL(pageOrigin).protocol === 'https:';
  const framed = target.origin === pageOrigin || target.protocol === 'https:' || !secure;
  return { kind: framed ? 'frame' : 'insecure', target };
}

/** Sandbox of the /openUrl frame (protocols.md §5.3): never scripts plus same-origin for our own origin. */
export function openUrlSandbox(target: URL, pageOrigin: string): string {
  const base = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';
  return target.origin === pageOrigin ? base : `${base} allow-same-origin`;
}
