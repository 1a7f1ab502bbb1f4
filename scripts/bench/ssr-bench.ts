/**
 * Server-rendered pages per second on loopback (issue 17). The server runs in this process on a
 * build with its server renderer; autocannon runs beside it. Each page says whether the server
 * rendered it (its HTML carries the rendering) or served the app shell.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../cms/app.ts';
import { buildServeApp } from '../../server/serve-app.ts';
import { freePort, startLocalCms, waitUntilAnswers } from '../local-services.ts';
import { openDatabase } from '../../cms/db/database.ts';
import { seedDatabase } from '../../cms/seed/seed.ts';
import { measureServer, type Figures } from './autocannon.ts';

/** The pages to measure: adding one the server renders is one line. */
export const SSR_BENCH_PAGES = ['/', '/?lang=en', '/details?newsId=100003', '/details?newsId=100008', '/search?text=%E9%95%BF%E6%B2%99', '/life-style', '/topicNews?newsId=100346', '/video', '/videoDetail?id=100221'] as const;
/** What Chromium sends: pages go compressed, as to a reader. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'zh-CN,zh;q=0.9' };
const WARM_UP_REQUESTS = 100;
/** The server's rendering is in the page: server/rendered-pages.ts marks #root with the language rendered in. */
const RENDERED = /<div id="root" data-ssr-lang=/;

export interface SsrOptions {
  distDir: string;
  durationS: number;
  connections: number;
}

export async function benchSsr({ distDir, durationS, connections }: SsrOptions): Promise<Figures[]> {
  const figures: Figures[] = [];
  {
    const dir = mkdtempSync(join(tmpdir(), 'bench-ssr-'));
    const db = openDatabase(join(dir, 'cms.sqlite'));
    seedDatabase(db);
    const app = await buildApp({ db, distDir });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      for (const page of SSR_BENCH_PAGES) {
        const html = await (await fetch(`${origin}${page}`, { headers: BROWSER_HEADERS })).text();
        const how = RENDERED.test(html) ? 'rendered' : 'app shell';
        const name = `\`${page}\` (${how})`;
        figures.push(await measureServer(name, `${origin}${page}`, { method: 'GET', headers: BROWSER_HEADERS, durationS, connections }, WARM_UP_REQUESTS));
      }
    } finally {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return figures;
}

/** Production mode's pages: the home, and the rich-text and framed articles with their bodies (issue 26 item 2). */
export const SSR_BENCH_PRODUCTION_PAGES = ['/', '/details?newsId=100003', '/details?newsId=100008'] as const;
/** Goal of issue 26: the rich-text article rendered by one production server at least this often a second. */
export const RICH_ARTICLE_GOAL_PER_S = 500;

/**
 * `npm run serve` (server/serve-app.ts) in this process against a local CMS in a process of its own,
 * standing in for the platform: what one production instance renders a second.
 */
export async function benchProductionSsr({ distDir, durationS, connections }: SsrOptions): Promise<Figures[]> {
  const port = await freePort();
  const upstream = startLocalCms(port);
  const upstreamUrl = new URL(`http://127.0.0.1:${port}`);
  try {
    await waitUntilAnswers(`${upstreamUrl.origin}/healthz`, 90_000);
    const app = await buildServeApp({ upstream: upstreamUrl, distDir });
    const figures: Figures[] = [];
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      for (const page of SSR_BENCH_PRODUCTION_PAGES) {
        const html = await (await fetch(`${origin}${page}`, { headers: BROWSER_HEADERS })).text();
        const name = `\`${page}\` (production, ${RENDERED.test(html) ? 'rendered' : 'app shell'}${html.includes('data-testid="article-body"') ? ', body in the HTML' : ''})`;
        figures.push(await measureServer(name, `${origin}${page}`, { method: 'GET', headers: BROWSER_HEADERS, durationS, connections }, WARM_UP_REQUESTS));
      }
    } finally {
      await app.close();
    }
    return figures;
  } finally {
    upstream.kill('SIGTERM');
  }
}
