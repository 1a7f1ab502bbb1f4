import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { cataloguePlugin } from './scripts/vite-catalogue-plugin.ts';
import { cityPlugin } from './scripts/vite-city-plugin.ts';
import { precompressPlugin } from './scripts/vite-compress-plugin.ts';
import { compileHintPlugin } from './scripts/vite-compile-hint-plugin.ts';
import { defineConfig } from 'vite';
import { feedChunkPlugin } from './scripts/vite-feed-chunk-plugin.ts';
import { RENDER_PLUGINS_CHUNK } from './src/ssr/render-contract.ts';
import { serviceWorkerPlugin } from './scripts/vite-service-worker-plugin.ts';
import { preloadHelperPlugin } from './scripts/vite-preload-helper-plugin.ts';

const feedChunk = feedChunkPlugin();
const FEED_CHUNK = 'feed-plugins';
/** schemas/generated/verbose.ts: the validators with messages, for preview and the developers' pages. */
const VERBOSE_VALIDATORS_CHUNK = 'verbose';

/**
 * The pages whose scripts the entry names for preloading (the deps list rides in the home's first
 * download): the reader's usual next pages. Any other page's scripts load as it imports them, the
 * first time a reader goes there in the app (one or two round trips more); a server-rendered first
 * visit names its scripts in its own HTML either way (server/home-head.ts).
 */
const PRELOADED_PAGE_CHUNK = /(?:^|\/)(?:DetailPage|SearchPage|VideoTabsPage|VideoDetailPage|LifePage)-[\w-]+\.js$/;
const PAGE_CHUNK = /(?:^|\/)[A-Z]\w*Page-[\w-]+\.js$/;
const namesItsScripts = (chunk: string) => !PAGE_CHUNK.test(chunk) || PRELOADED_PAGE_CHUNK.test(chunk);

/**
 * Chunks without V8's compile hint (scripts/vite-compile-hint-plugin.ts): the feed's and the editors'
 * validators (most of them never run), and the pages' own chunks. A server-rendered page asks for its
 * chunk before it is ready, and compiling all of it at once lengthened the long tasks after its first
 * paint (two builds side by side, 4× CPU, 7 interleaved runs, blocking time after the first paint:
 * the article 272 → 217 ms, the video tab 351 → 278 ms without it; the home 311 → 292, within its spread).
 */
const PAGE_CHUNK_NAME = /^[A-Z]\w*Page$/;
const leftCold = (name: string) => name === FEED_CHUNK || name === VERBOSE_VALIDATORS_CHUNK || PAGE_CHUNK_NAME.test(name);

/** Where `npm run dev` finds the local CMS (cms/dev.ts starts it there). */
export const DEV_CMS_PORT = Number(process.env.CMS_PORT ?? 5174);

export default defineConfig(({ isSsrBuild }) => ({
  // The server renderer (src/ssr, `npm run build:ssr`) needs neither public files nor compressed copies.
  // `CITY=<name>` builds for cities/<name>.ts (scripts/vite-city-plugin.ts); unset, Changsha.
  plugins: [react(), cataloguePlugin(), cityPlugin(), ...(isSsrBuild ? [] : [compileHintPlugin(leftCold), serviceWorkerPlugin(), precompressPlugin(), feedChunk.plugin, preloadHelperPlugin()])],
  // TypeScript's fields without an initializer are types only (TypeScript's own `useDefineForClassFields:
  // false` reading): lowered, each would cost an assignment of undefined.
  oxc: { assumptions: { setPublicClassFields: true }, typescript: { removeClassFieldsWithoutInitializer: true } },
  resolve: {
    alias: { 'use-sync-external-store/shim/index.js': fileURLToPath(new URL('./src/vendor/use-sync-external-store-shim.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // The floor is Chrome 80 / iOS 13.4 (README). Chrome 80-90 run optional chaining except one call
    // shape, an optional call with a spread argument before another (crbug.com/42201552): the bundler
    // knows only "Chrome 91" and would lower every `?.` (0.23 KB gz of the home), so it is told Chrome
    // 91 and scripts/check-browser-floor.sh refuses that shape in the built files.
    target: ['es2020', 'chrome91', 'safari13.1'],
    sourcemap: false,
    modulePreload: {
      // No polyfill: every engine of the floor but Safari before 17 preloads modules itself, and there a
      // lazy page's imports load as it asks for them instead (0.3 KB gz of every page, for every reader).
      polyfill: false,
      // Stylesheets stay listed for every page (the loader adds a lazy chunk's styles from the list).
      resolveDependencies: (filename, deps) => (namesItsScripts(filename) ? deps : deps.filter((dep) => dep.endsWith('.css'))),
    },
    rolldownOptions: {
      // Class fields are lowered for the browser floor (Safari 13.1 has none): as assignments in the
      // constructor, without the define-property helpers. None of ours relies on define semantics
      // (no field shadows an accessor of its base class).
      transform: { assumptions: { setPublicClassFields: true } },
      output: {
        codeSplitting: {
          // The feeds' panels, cards and resolver as one lazy chunk (scripts/vite-feed-chunk-plugin.ts).
          groups: [
            // What the entry needs before first render, as one chunk: left to the default splitting,
            // the modules lazy pages share with it become half a dozen small chunks (each a request,
            // and gzip compresses them apart), costing the home about 2.6 KB more.
            { name: 'app', includeDependenciesRecursively: false, test: feedChunk.isInitialModule },
            // The request wrapper loads with a page's first call (core/services/browser-services.ts): one
            // small chunk every page shares, never inside the feed's chunk (a page without feeds would load it).
            { name: 'request', includeDependenciesRecursively: false, test: /\/core\/engine\/http\/request\.ts$/ },
            // The resolver of lists (it validates: the validators come with the first answer or when a
            // render resolves what it was handed): apart from the panel views it shares pages with, so a
            // page that only shows panels (the article's preview marks) does not load it before ready.
            { name: 'resolver', includeDependenciesRecursively: false, test: /\/(core\/engine\/render\/composite|core\/domain\/search\/resolve-records)\.ts$/ },
            // The rendering plugins' registrations, one chunk with what only they import (define.ts, the
            // list styles, the plugins' events): out of the entry, so the home's first scripts do not
            // carry them (its feed brings them after ready; src/engine.ts).
            { name: RENDER_PLUGINS_CHUNK, includeDependenciesRecursively: true, test: /\/plugins\/((panels|cards|players)\/(index\.ts|[^/]+\/[^/]+\.plugin\.ts)|registries\.ts)$/ },
            { name: FEED_CHUNK, includeDependenciesRecursively: false, test: feedChunk.isFeedModule },
            // What the feeds share with pages, in a few chunks by the pages that need them.
            { name: (id) => feedChunk.feedSharedChunkOf(id), debugName: 'feed-shared', includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  // The server renderer carries its packages, so a build works wherever it is served from; jsdom (its
  // window for sanitizing article bodies) reads its own files at run time and stays a dependency.
  ssr: { noExternal: true, external: ['jsdom'] },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${DEV_CMS_PORT}`,
      '/media': `http://127.0.0.1:${DEV_CMS_PORT}`,
      '/content': `http://127.0.0.1:${DEV_CMS_PORT}`,
      // The speech stand-in's websocket (cms/tts/stand-in.ts).
      '/v2/tts': { target: `ws://127.0.0.1:${DEV_CMS_PORT}`, ws: true },
    },
  },
}));
