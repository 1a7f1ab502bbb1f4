import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A tiny HTTP server on 127.0.0.1 (ports 5300-5309) for the request wrapper, the tracking upload and
 * the analytics SDK to talk to over real HTTP. Paths (any prefix before them is ignored):
 *
 * - `/ok`            200 `{code:200, data:{method, query, headers, body}}` (what arrived, echoed)
 * - `/text`          200 plain text
 * - `/status/{n}`    HTTP n with `{code:n, message}`
 * - `/code/{c}`      HTTP 200 with `{code:c, message:'server says c'}` (c is JSON: 40101 or %2240101%22)
 * - `/slow/{ms}`     answers `/ok` after ms
 * - `/broken`        HTTP 200 headers and half a body, then the connection is cut
 * - `/api/cms/client/tracking/upload`  records the JSON body, answers `{code:200}`
 * - DataRangers collector (protocols.md §3.2): `POST /collector/webid` → `{e:0, web_id}`,
 *   `POST /collector/list` records the JSON array body → `{e:0}`
 * - `GET /recorded` what was recorded (`{tracking:[…], collector:[…]}`), `POST /reset` forgets it
 */
export const STAND_IN_PORTS = [5300, 5301, 5302, 5303, 5304, 5305, 5306, 5307, 5308, 5309] as const;
export const STAND_IN_WEB_ID = '7000000000000000001';

export interface Recorded {
  tracking: unknown[];
  collector: unknown[];
}

export interface StandIn {
  origin: string;
  recorded: Recorded;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function cors(req: IncomingMessage, res: ServerResponse): void {
  // Echoed rather than '*', so credentialed requests (the SDK's XHR) are allowed too.
  res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
  res.setHeader('access-control-allow-credentials', 'true');
  res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
  res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('access-control-max-age', '600');
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

async function answer(req: IncomingMessage, res: ServerResponse, recorded: Recorded): Promise<void> {
  cors(req, res);
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const body = await readBody(req);
  const path = url.pathname;
  const echo = { method: req.method, query: Object.fromEntries(url.searchParams), headers: req.headers, body };
  let match: RegExpExecArray | null;
  if (path.endsWith('/ok')) return json(res, 200, { code: 200, message: 'success', data: echo });
  if (path.endsWith('/text')) {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('plain words');
    return;
  }
  if ((match = /\/status\/(\d{3})$/.exec(path))) return json(res, Number(match[1]), { code: Number(match[1]), message: `status ${match[1]}` });
  if ((match = /\/code\/([^/]+)$/.exec(path))) {
    const code = parse(decodeURIComponent(match[1] ?? ''));
    return json(res, 200, { code, message: `server says ${String(code)}`, data: null });
  }
  if ((match = /\/slow\/(\d+)$/.exec(path))) {
    await new Promise((resolve) => setTimeout(resolve, Number(match?.[1])));
    if (!res.destroyed) json(res, 200, { code: 200, message: 'success', data: echo });
    return;
  }
  if (path.endsWith('/broken')) {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
    res.write('{"code":200,"da');
    setTimeout(() => res.destroy(), 50);
    return;
  }
  if (path.endsWith('/api/cms/client/tracking/upload')) {
    recorded.tracking.push(parse(body));
    return json(res, 200, { code: 200, message: 'success', data: null });
  }
  if (path.endsWith('/collector/webid')) return json(res, 200, { e: 0, web_id: STAND_IN_WEB_ID });
  if (path.endsWith('/collector/list')) {
    recorded.collector.push(parse(body));
    return json(res, 200, { e: 0 });
  }
  if (path.endsWith('/recorded')) return json(res, 200, recorded);
  if (path.endsWith('/reset')) {
    recorded.tracking.length = 0;
    recorded.collector.length = 0;
    return json(res, 200, { e: 0 });
  }
  return json(res, 404, { code: 404, message: 'no such stand-in path' });
}

function listen(server: Server, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const onError = () => resolve(false);
    server.once('error', onError);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', onError);
      resolve(true);
    });
  });
}

/** Starts the stand-in on the first free port of 5300-5309. */
export async function startStandIn(): Promise<StandIn> {
  const recorded: Recorded = { tracking: [], collector: [] };
  const server = createServer((req, res) => {
    answer(req, res, recorded).catch(() => res.destroy());
  });
  for (const port of STAND_IN_PORTS) {
    if (await listen(server, port)) {
      return {
        origin: `http://127.0.0.1:${port}`,
        recorded,
        close: () =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
          }),
      };
    }
  }
  throw new Error(`no free port for the HTTP stand-in in ${STAND_IN_PORTS.join(', ')}`);
}
