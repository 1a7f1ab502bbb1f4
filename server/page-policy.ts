/*
 * The page's Content-Security-Policy, for the local CMS (everything on our own origin) and production,
 * where the platform's answers name its own hosts: pictures on its CDN, video, HLS playlists and
 * segments on its video hosts, article bodies at its addresses (issue 26).
 *
 * - Pictures may come from any https address: an image cannot run code, and the platform's picture
 *   hosts change more often than a deployment (data: and blob: for the app's own).
 * - Media (video, audio), connections (hls.js fetches playlists and segments, the page fetches
 *   article bodies) and frames come only from our origin and the named hosts. Frames also allow any
 *   web page, https or plain http: /openUrl shows the media group's sub-app pages, banner links and
 *   search's 5G links inside the product (spec 1 §2), and the spec lets plain-http addresses open
 *   there. `http:` frames only where the page itself is on plain http (the local CMS, a test host):
 *   a secure page may not frame an insecure one whatever the policy says (mixed content), so on
 *   https /openUrl does not try and offers a link out instead (core/domain/open/open-url.ts howToShow).
 *   Every frame is sandboxed.
 * - Calls go to our own origin in every environment (the server passes them to the platform and the
 *   analytics collector: core/engine/env/environment.ts); the one other connection is iFlytek's speech
 *   websocket, which the platform signs for the page (server/platform-hosts.ts).
 * - No inline script, no eval (validators are compiled ahead of time).
 * - Workers only from our origin: hls.js transmuxes in its worker, loaded from the build's own file
 *   (plugins/players/hls/hls-driver.ts `workerPath`), never from a blob: (docs/architecture.md).
 *   Said outright rather than left to fall back on script-src, whose inline hashes mean nothing here.
 */
import { SPEECH_SERVICE_ORIGIN } from './platform-hosts.ts';

/** The WeChat JS-SDK reports to WeChat with an image when the page runs inside WeChat (on http too). */
const WECHAT_REPORT_ORIGIN = 'https://open.weixin.qq.com';

/** The policy for a page whose media, connections and frames may also come from `mediaOrigins`. */
export function contentSecurityPolicy(mediaOrigins: readonly string[] = []): string {
  const named = mediaOrigins.length > 0 ? ` ${mediaOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "worker-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: https: ${WECHAT_REPORT_ORIGIN}${named}`,
    `media-src 'self' blob:${named}`,
    `connect-src 'self' ${SPEECH_SERVICE_ORIGIN}${named}`,
    `frame-src 'self' https: http:${named}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The origins named by `CMS_MEDIA_HOSTS` (a list separated by commas or spaces: `https://v.example.cn`,
 * or a bare host name, taken as https), with the upstream's own origin first. What is not an http(s)
 * origin is left out and said in `refused`, so a typo cannot open the policy to everything.
 */
export function mediaOriginsOf(list: string | undefined, upstream?: URL): { origins: string[]; refused: string[] } {
  const origins = new Set<string>(upstream ? [upstream.origin] : []);
  const refused: string[] = [];
  for (const entry of (list ?? '').split(/[\s,]+/).filter(Boolean)) {
    const origin = originOf(entry);
    if (origin) origins.add(origin);
    else refused.push(entry);
  }
  return { origins: [...origins], refused };
}

function originOf(entry: string): string | null {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(entry) ? entry : `https://${entry}`);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return (url.protocol === 'https:' || url.protocol === 'http:') && bare && url.hostname && !url.hostname.includes('*') ? url.origin : null;
  } catch {
    return null;
  }
}
