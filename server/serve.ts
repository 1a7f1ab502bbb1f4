import { DEFAULT_PORT, DIST_DIR, HOST } from './config.ts';
import { logRequests } from './request-log.ts';
import { buildServeApp } from './serve-app.ts';
import { closeOnSignals } from './shutdown.ts';
import { parseUpstream } from './upstream.ts';

/** `CMS_UPSTREAM=https://… npm run serve`: the built app against the remote content platform. */
let upstream: URL;
try {
  upstream = parseUpstream(process.env.CMS_UPSTREAM);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const port = Number(process.env.PORT ?? DEFAULT_PORT);
const app = await buildServeApp({ upstream, distDir: DIST_DIR });
logRequests(app);
closeOnSignals(app);
await app.listen({ port, host: HOST });
console.log(`city reader on http://${HOST}:${port}/, content from ${upstream.origin}`);
