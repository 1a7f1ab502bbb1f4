import { DEFAULT_PORT, DIST_DIR, HOST } from './config.ts';
import { logRequests } from './request-log.ts';
import { buildServeApp } from './serve-app.ts';
import { closeOnSignals } from './shutdown.ts';
import { parseUpstream } from './upstream.ts';
import { mediaOriginsOf } from './page-policy.ts';
import { edgeTtlOf } from './cache-policy.ts';
import { publicOriginSetting, type PublicOriginSetting } from './public-origin.ts';

/** `CMS_UPSTREAM=https://… npm run serve`: the built app against the remote content platform. */
let upstream: URL;
let collector: URL | undefined;
let publicOrigin: PublicOriginSetting;
try {
  upstream = parseUpstream(process.env.CMS_UPSTREAM);
  // Where the analytics SDK's calls go (server/platform-hosts.ts); DataRangers' own collector unless set.
  collector = process.env.ANALYTICS_COLLECTOR ? parseUpstream(process.env.ANALYTICS_COLLECTOR, 'ANALYTICS_COLLECTOR') : undefined;
  // The origin canonical, Open Graph and sitemap addresses name behind a TLS edge (server/public-origin.ts).
  publicOrigin = publicOriginSetting(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const port = Number(process.env.PORT ?? DEFAULT_PORT);
// Where pictures, video, HLS and article bodies may come from besides the upstream (server/page-policy.ts).
const media = mediaOriginsOf(process.env.CMS_MEDIA_HOSTS, upstream);
if (media.refused.length > 0) console.warn(`CMS_MEDIA_HOSTS: not an http(s) origin, left out: ${media.refused.join(' ')}`);
const app = await buildServeApp({ upstream, distDir: DIST_DIR, mediaOrigins: media.origins, edgeTtl: edgeTtlOf(process.env.EDGE_TTL), collector, publicOrigin });
logRequests(app);
closeOnSignals(app);
await app.listen({ port, host: HOST });
console.log(`city reader on http://${HOST}:${port}/, content from ${upstream.origin}`);
