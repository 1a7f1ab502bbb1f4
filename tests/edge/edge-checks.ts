import type { ChildProcess } from 'node:child_process';
import { waitFor } from '../support/wait-for.ts';

export interface EdgeContext {
  base: string;
  edge: ChildProcess;
  ttlS: number;
  /** Everything `npm run serve:edge` printed so far. */
  log: () => string;
  stopUpstream: () => Promise<void>;
  startUpstream: () => Promise<void>;
}

interface Seen {
  status: number;
  cache: string | null;
  cacheControl: string | null;
  age: number;
  body: string;
}

async function get(context: EdgeContext, path: string, headers: Record<string, string> = {}): Promise<Seen> {
  const answer = await fetch(`${context.base}${path}`, { headers, signal: AbortSignal.timeout(20_000) });
  return {
    status: answer.status,
    cache: answer.headers.get('x-cache'),
    cacheControl: answer.headers.get('cache-control'),
    age: Number(answer.headers.get('age') ?? 0),
    body: await answer.text(),
  };
}

function expect(what: string, actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
}

const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Mobile Safari/537.36';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WECHAT = `${SAFARI} MicroMessenger/8.0.50`;

/** The instances' process ids, as `npm run serve:edge` announced them. */
const instancePids = (context: EdgeContext) => [...context.log().matchAll(/edge: instance on (\d+): pid (\d+)/g)].map((m) => ({ port: Number(m[1]), pid: Number(m[2]) }));

export const EDGE_CHECKS: readonly [string, (context: EdgeContext) => Promise<string>][] = [
  [
    'an anonymous page: MISS, then HIT, kept for EDGE_TTL',
    async (context) => {
      const first = await get(context, '/details?newsId=100001', { 'user-agent': CHROME });
      const second = await get(context, '/details?newsId=100001', { 'user-agent': CHROME });
      expect('statuses', [first.status, second.status], [200, 200]);
      expect('X-Cache', [first.cache, second.cache], ['MISS', 'HIT']);
      if (!first.cacheControl?.startsWith(`public, max-age=0, s-maxage=${context.ttlS},`)) throw new Error(`Cache-Control ${first.cacheControl}`);
      expect('the same page', second.body, first.body);
      return `${first.cache} → ${second.cache}; ${first.cacheControl}`;
    },
  ],
  [
    'every answer says X-Cache (pages, API, files, health)',
    async (context) => {
      const paths = ['/', '/api/cms/client/home/hotSrv', '/healthz', '/no-such-page'];
      const seen = await Promise.all(paths.map(async (path) => `${path} ${(await get(context, path)).cache}`));
      if (seen.some((line) => !/ (HIT|MISS)$/.test(line))) throw new Error(seen.join(', '));
      return seen.join(', ');
    },
  ],
  [
    'one copy per language and kind of browser, whatever the exact headers',
    async (context) => {
      const path = '/details?newsId=100002';
      const seen = [
        await get(context, path, { 'accept-language': 'en-US,en;q=0.9', 'user-agent': CHROME }),
        await get(context, path, { 'accept-language': 'fr-FR, en-GB;q=0.8', 'user-agent': SAFARI }),
        await get(context, path, { 'accept-language': 'zh-TW,zh;q=0.9', 'user-agent': CHROME }),
        await get(context, path, { 'accept-language': 'zh-HK', 'user-agent': SAFARI }),
        await get(context, path, { 'accept-language': 'zh-CN', 'user-agent': WECHAT }),
        await get(context, path, { 'accept-language': 'zh', 'user-agent': `${CHROME} MicroMessenger/8.0` }),
      ].map((answer) => answer.cache);
      expect('X-Cache (en, en, zh-TW, zh-TW, WeChat, WeChat)', seen, ['MISS', 'HIT', 'MISS', 'HIT', 'MISS', 'HIT']);
      return seen.join(' ');
    },
  ],
  [
    "a request with a reader's identity is never looked up or stored",
    async (context) => {
      const path = '/details?newsId=100004';
      const identities: Record<string, string>[] = [{ cookie: 'TGT=TGT-reader-0001' }, { token: 'token-reader-0001' }, { authorization: 'Bearer token-reader-0001' }, { cookie: 'theme=dark; TGT=TGT-reader-0002' }];
      const seen = [];
      for (const headers of [...identities, ...identities]) seen.push(await get(context, path, headers));
      if (seen.some((answer) => answer.cache !== 'MISS' || answer.cacheControl !== 'private, no-store')) throw new Error(seen.map((a) => `${a.cache} ${a.cacheControl}`).join(', '));
      const anonymous = [await get(context, path), await get(context, path)].map((answer) => answer.cache);
      expect('the anonymous copy after them', anonymous, ['MISS', 'HIT']);
      return `${seen.length} personal requests: MISS, private, no-store; then anonymous ${anonymous.join(' → ')}`;
    },
  ],
  [
    'an instance that stops is taken out, started again and taken back in',
    async (context) => {
      const [victim] = instancePids(context);
      if (!victim) throw new Error('the edge named no instance');
      process.kill(victim.pid, 'SIGKILL');
      const during = await Promise.all(Array.from({ length: 20 }, (_, i) => get(context, `/details?newsId=${100030 + i}`)));
      const failed = during.filter((answer) => answer.status !== 200).length;
      if (failed > 0) throw new Error(`${failed} of 20 pages failed while an instance was down (${during.filter((answer) => answer.status !== 200).map((answer) => `${answer.status} ${answer.body.slice(0, 80)}`).join('; ')})`);
      await waitFor('the instance to be started again', async () => instancePids(context).some(({ port, pid }) => port === victim.port && pid !== victim.pid), 60_000);
      await waitFor('the instance to answer again', async () => (await fetch(`http://127.0.0.1:${victim.port}/healthz`)).ok, 60_000);
      const after = await Promise.all(Array.from({ length: 20 }, (_, i) => get(context, `/details?newsId=${100050 + i}`)));
      if (after.some((answer) => answer.status !== 200)) throw new Error('pages failed after the instance came back');
      return `killed pid ${victim.pid} (port ${victim.port}): 20/20 pages meanwhile, restarted, 20/20 after`;
    },
  ],
  [
    'the platform down: anonymous readers get the last good page, a signed-in reader never another reader’s',
    async (context) => {
      const path = '/topicNews?newsId=100346';
      const good = await get(context, path);
      await get(context, path);
      await context.stopUpstream();
      try {
        // Past its TTL the page is stale: the edge serves it while its refresh fails, and keeps it.
        let stale = await get(context, path);
        await waitFor('the kept page to pass its TTL', async () => {
          stale = await get(context, path);
          return stale.age > context.ttlS + 1;
        }, 30_000);
        expect('the stale page', [stale.status, stale.cache, stale.body === good.body], [200, 'HIT', true]);
        const personal = await get(context, path, { cookie: 'TGT=TGT-reader-0003' });
        expect('the signed-in reader', [personal.cache, personal.cacheControl, personal.body === good.body], ['MISS', 'private, no-store', false]);
        return `platform down: the page kept (age ${stale.age} s, TTL ${context.ttlS} s) served 200 HIT; a signed-in reader got ${personal.status} MISS ${personal.cacheControl}`;
      } finally {
        await context.startUpstream();
      }
    },
  ],
  [
    'SIGTERM stops the edge and drains every instance',
    async (context) => {
      const started = Date.now();
      const exited = new Promise<number | null>((resolve) => context.edge.once('exit', (code) => resolve(code)));
      context.edge.kill('SIGTERM');
      const code = await Promise.race([exited, new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 30_000))]);
      expect('exit code', code, 0);
      return `exit 0 after ${Date.now() - started} ms`;
    },
  ],
];
