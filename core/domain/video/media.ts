/** What a player plugin plays: the registry dispatches players on it (core/engine/registry decidePlayer). */
export type MediaKind = 'hls' | 'mp4' | 'audio';

const AUDIO_EXTENSIONS = ['.mp3', '.m4a', '.aac', '.ogg', '.wav'];

/**
 * The media kind of an address, from its path (query and fragment ignored): `.m3u8` is HLS, an audio
 * extension is audio, any other address a progressive file (MP4). Null when there is no address:
 * spec 2 §5 'video address is empty'.
 */
export function mediaKindOf(src: string | null | undefined): MediaKind | null {
  if (typeof src !== 'string' || src.trim() === '') return null;
  const path = src.trim().split(/[?#]/, 1)[0]!.toLowerCase();
  if (path.endsWith('.m3u8')) return 'hls';
  if (AUDIO_EXTENSIONS.some((extension) => path.endsWith(extension))) return 'audio';
  return 'mp4';
}

/** Spec 2 §3: orientation defaults to 2 (landscape); 1 is portrait (core/domain/rules/layout.ts). */
export const DEFAULT_ORIENTATION = 2;

/** Spec 2 §3: liveStatus 1 is live now: the stream carries the stored live token. */
export const LIVE_NOW = 1;

/** Query parameter of the live token on a live stream's address (as on a live page's, spec 1 §2). */
export const LIVE_TOKEN_QUERY = 'token';

/**
 * A live stream's address with the stored live token (core/platform/session/keys.ts LIVE_TOKEN_KEY) appended,
 * when the item is live now and a token is stored; any other address unchanged.
 */
export function withLiveToken(src: string, liveStatus: number | string | null | undefined, token: string | null): string {
  if (Number(liveStatus) !== LIVE_NOW || !token) return src;
  const [beforeHash, hash] = src.split('#', 2) as [string, string | undefined];
  const separator = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${separator}${LIVE_TOKEN_QUERY}=${encodeURIComponent(token)}${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * Whether HLS plays through the browser's own player rather than hls.js. Apple's browsers (Safari,
 * and every iOS browser, WebKit underneath) play HLS best themselves; so does any browser that can
 * play HLS but has no Media Source Extensions for hls.js. Elsewhere hls.js, as its authors advise,
 * even where the browser now says it can (Chromium from 141), for its error reports and retries.
 */
export function prefersNativeHls(canPlayHls: boolean, hasMediaSource: boolean, userAgent: string): boolean {
  if (!canPlayHls) return false;
  if (!hasMediaSource) return true;
  const ios = /iPhone|iPad|iPod/.test(userAgent);
  const safari = /Macintosh/.test(userAgent) && /Safari/.test(userAgent) && !/Chrome|Chromium|Edg|Firefox/.test(userAgent);
  return ios || safari;
}
