import type { IncomingHttpHeaders } from 'node:http';
import { isChatAppBrowser } from '../core/platform/bridge/chat-apps.ts';

/*
 * What a shared cache (Varnish, a CDN) may keep of our pages (issue 26 item 3). Anonymous pages are
 * the same for every reader of a language and a kind of browser: kept EDGE_TTL at the edge, served
 * stale while revalidating, and for a day when the platform fails; the browser revalidates each
 * time (max-age=0, with the page's strong ETag). A request that carries a reader's identity is
 * theirs alone: never stored, by us or anyone.
 */

/** How long the edge keeps an anonymous page by default (seconds; EDGE_TTL sets it). */
export const DEFAULT_EDGE_TTL_S = 60;
/** How long the edge may serve a page it kept when the platform fails: a day. */
export const STALE_IF_ERROR_S = 86_400;
/** The request headers that carry a reader's identity (spec 1 §7), as on API calls. */
export const IDENTITY_HEADERS: readonly string[] = ['token', 'authorization', 'tgt'];
/** The ticket cookie of a signed-in reader (spec 1 §4: app start exchanges it for a token). */
export const TICKET_COOKIE = 'TGT';
/**
 * The kind of browser as an edge that classifies it says (deploy/varnish/default.vcl sets it from
 * the User-Agent): the only thing of the browser a page's rendering depends on (chat-app browsers
 * get other titles and prompts, src/ssr/server-services.ts).
 */
export const READER_AGENT_HEADER = 'x-reader-agent';
export type ReaderAgent = 'chat-app' | 'browser';

/** Marks a page made without an answer it needed: the edge abandons it and keeps its last good copy. */
export const DEGRADED_HEADER = 'x-degraded';

/** The EDGE_TTL setting: whole seconds, 0 or more; anything else is the default. */
export function edgeTtlOf(text: string | undefined): number {
  const value = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isInteger(value) && value >= 0 ? value : DEFAULT_EDGE_TTL_S;
}

const ticketCookie = new RegExp(`(?:^|;\\s*)${TICKET_COOKIE}=[^;\\s]`);

/** Whether the request carries a reader's identity: a token, Authorization or TGT header, or the ticket cookie. */
export function isPersonal(headers: IncomingHttpHeaders): boolean {
  return IDENTITY_HEADERS.some((name) => headers[name] !== undefined) || ticketCookie.test(String(headers.cookie ?? ''));
}

/** The kind of browser a page is rendered for: the edge's word when it classified the request, else the User-Agent's. */
export function readerAgentOf(headers: IncomingHttpHeaders): ReaderAgent {
  const said = headers[READER_AGENT_HEADER];
  if (said === 'chat-app' || said === 'browser') return said;
  return isChatAppBrowser(String(headers['user-agent'] ?? '')) ? 'chat-app' : 'browser';
}

/** Cache-Control and Vary of a page answer. */
export function pageCaching(headers: IncomingHttpHeaders, edgeTtl: number): { cacheControl: string; vary: string } {
  // Behind an edge that classifies browsers the page varies by that class; elsewhere by the whole User-Agent (always right, rarely shared).
  const agent = headers[READER_AGENT_HEADER] === undefined ? 'user-agent' : READER_AGENT_HEADER;
  const vary = `accept-language, ${agent}`;
  if (isPersonal(headers)) return { cacheControl: 'private, no-store', vary };
  return { cacheControl: `public, max-age=0, s-maxage=${edgeTtl}, stale-while-revalidate=${edgeTtl}, stale-if-error=${STALE_IF_ERROR_S}`, vary };
}

/**
 * Cache-Control of a proxied API answer: a reader's own never stored; the platform's word when it
 * gives one; else an anonymous GET answered 200 is shared as a page is, and anything else not kept.
 */
export function apiCaching(headers: IncomingHttpHeaders, method: string, status: number, upstream: string | null, edgeTtl: number): string {
  if (isPersonal(headers)) return 'private, no-store';
  if (upstream) return upstream;
  if ((method !== 'GET' && method !== 'HEAD') || status !== 200) return 'no-store';
  return `public, max-age=0, s-maxage=${edgeTtl}, stale-while-revalidate=${edgeTtl}, stale-if-error=${STALE_IF_ERROR_S}`;
}
