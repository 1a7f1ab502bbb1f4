import type { IncomingHttpHeaders } from 'node:http';
import { upstreamUrl } from './upstream.ts';
import { discard, readBytes, requestUpstream } from './upstream-client.ts';

/*
 * Article bodies for server rendering in production (issue 26 item 2): fetched from the platform's
 * hosts (the upstream, or a host CMS_MEDIA_HOSTS names), bounded in size and time, and kept: every
 * reader of an article gets the same body, so a render asks the platform again only when what it
 * kept may be stale, and then conditionally (ETag / Last-Modified; 304 keeps the copy).
 */

/** Largest body rendered on the server: an article with its markup is tens of KB; past this the browser fetches it. */
export const BODY_MAX_BYTES = 2 * 1024 * 1024;
/** Bodies kept (least recently used goes first): the day's articles, a few MB at most in practice. */
export const BODIES_KEPT = 500;
/** A body with a validator is asked again (conditionally) at most this often: an edit shows within it. */
export const BODY_REVALIDATE_MS = 10_000;
/** A body without one is reused this long, then fetched whole again. */
export const BODY_UNVALIDATED_FRESH_MS = 60_000;

interface KeptBody {
  text: string;
  etag: string | null;
  lastModified: string | null;
  checkedAt: number;
}

export interface BodyFetcherOptions {
  /**
   * Where to ask for a body: its address is a path of the page's own site ('/content/…') or another
   * host's address; null when the server does not fetch it (a host the policy does not name).
   */
  upstreamAddress: (address: string) => string | null;
  timeoutMs: number;
  now?: () => number;
}

const header = (headers: IncomingHttpHeaders, name: string): string | null => {
  const value = headers[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
};

/** The body text of an address (a path of the site, or another host's address), kept or from the platform; null when it cannot be had. */
export type FetchBody = (address: string) => Promise<string | null>;

export function createBodyFetcher({ upstreamAddress, timeoutMs, now = Date.now }: BodyFetcherOptions): FetchBody {
  const kept = new Map<string, KeptBody>();
  const asking = new Map<string, Promise<string | null>>();

  const keep = (address: string, body: KeptBody) => {
    kept.delete(address);
    kept.set(address, body);
    if (kept.size > BODIES_KEPT) kept.delete(kept.keys().next().value!);
  };

  async function ask(address: string, target: string, previous: KeptBody | undefined): Promise<string | null> {
    const headers: Record<string, string> = { accept: 'text/html' };
    if (previous?.etag) headers['if-none-match'] = previous.etag;
    if (previous?.lastModified) headers['if-modified-since'] = previous.lastModified;
    const response = await requestUpstream(target, { method: 'GET', headers, timeoutMs });
    if (typeof response === 'string') return previous?.text ?? null; // the platform failed: the copy kept, if any
    if (response.status === 304 && previous) {
      discard(response);
      keep(address, { ...previous, checkedAt: now() });
      return previous.text;
    }
    const type = header(response.headers, 'content-type') ?? '';
    const bytes = response.status === 200 && /^text\/(html|plain)/i.test(type) ? await readBytes(response.body, BODY_MAX_BYTES) : null;
    if (!bytes) {
      // Let go without holding the connection: a body that never ends is cut at the time-out.
      discard(response);
      return response.status >= 500 ? (previous?.text ?? null) : null;
    }
    response.done();
    const text = bytes.toString('utf8');
    keep(address, { text, etag: header(response.headers, 'etag'), lastModified: header(response.headers, 'last-modified'), checkedAt: now() });
    return text;
  }

  return async (address) => {
    const target = upstreamAddress(address);
    if (!target) return null;
    const previous = kept.get(address);
    if (previous) {
      const fresh = previous.etag || previous.lastModified ? BODY_REVALIDATE_MS : BODY_UNVALIDATED_FRESH_MS;
      if (now() - previous.checkedAt < fresh) {
        keep(address, previous);
        return previous.text;
      }
    }
    // One request per address at a time: readers of the same article share it.
    const pending = asking.get(address) ?? ask(address, target, previous === undefined || previous.etag || previous.lastModified ? previous : undefined);
    asking.set(address, pending);
    try {
      return await pending;
    } finally {
      asking.delete(address);
    }
  };
}

/** Production's body addresses: the site's own paths on the upstream, and the named hosts' addresses as they are. */
export function platformBodyAddress(upstream: URL, mediaOrigins: readonly string[]): (address: string) => string | null {
  const named = new Set(mediaOrigins);
  return (address) => {
    if (address.startsWith('/') && !address.startsWith('//')) return upstreamUrl(upstream, address);
    try {
      const url = new URL(address);
      return named.has(url.origin) ? url.href : null;
    } catch {
      return null;
    }
  };
}
