import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLoadingCounter } from '../../core/engine/http/loading.ts';
import {
  CLIENT_TYPE_INSIDE_APP,
  CLIENT_TYPE_OUTSIDE_APP,
  REQUEST_TIMEOUT_MS,
  RequestError,
  request,
  toQuery,
} from '../../core/engine/http/request.ts';
import { configureRequests, type RequestSetup } from '../../core/engine/http/request-setup.ts';
import { startStandIn, type StandIn } from '../support/http-stand-in.ts';
import { createEngineBus } from '../../core/engine/events.ts';

/** The wrapper against a real HTTP server (tests/support/http-stand-in.ts). */
let standIn: StandIn;
let previous: RequestSetup;
const failures: RequestError[] = [];
const loading = createLoadingCounter(createEngineBus());

interface Echo {
  data: { method: string; query: Record<string, string>; headers: Record<string, string | undefined>; body: string };
}

function session(token: string | null, deviceId: string | null) {
  return { token: () => token, deviceId: () => deviceId, clearLogin: vi.fn() };
}

beforeAll(async () => {
  standIn = await startStandIn();
  previous = configureRequests({
    baseUrl: standIn.origin,
    session: session(null, null),
    cookies: () => '',
    loading,
    onFailure: (error) => failures.push(error),
  });
});
afterAll(async () => {
  configureRequests(previous);
  await standIn.close();
});
afterEach(() => {
  failures.length = 0;
  configureRequests({ session: session(null, null), cookies: () => '' });
});

const rejection = async (promise: Promise<unknown>): Promise<RequestError> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof RequestError)) throw new Error(`expected a RequestError, got ${String(error)}`);
  return error;
};

describe('request wrapper: methods and parameters (spec 1 §7)', () => {
  it('uses GET by default with the parameters in the query, unset ones left out', async () => {
    const answer = (await request('/ok', { params: { categoryCode: 'mycs.news', pageSize: 20, empty: '', gone: undefined, nil: null } })) as Echo;
    expect(answer.data.method).toBe('GET');
    expect(answer.data.query).toEqual({ categoryCode: 'mycs.news', pageSize: '20', empty: '' });
    expect(answer.data.body).toBe('');
  });

  it('sends a JSON body for other methods', async () => {
    const answer = (await request('/ok', { method: 'POST', params: { contentId: '12', nested: { a: [1, 2] } } })) as Echo;
    expect(answer.data.method).toBe('POST');
    expect(answer.data.headers['content-type']).toBe('application/json;charset=UTF-8');
    expect(JSON.parse(answer.data.body)).toEqual({ contentId: '12', nested: { a: [1, 2] } });
    expect(answer.data.query).toEqual({});
  });

  it('sends FormData on POST form-encoded', async () => {
    const form = new FormData();
    form.append('keyword', '长沙 地铁');
    form.append('pageNum', '1');
    const answer = (await request('/ok', { method: 'POST', params: form })) as Echo;
    expect(answer.data.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(Object.fromEntries(new URLSearchParams(answer.data.body))).toEqual({ keyword: '长沙 地铁', pageNum: '1' });
  });

  it('sends FormData on PUT as JSON (only POST is form-encoded)', async () => {
    const form = new FormData();
    form.append('id', '7');
    const answer = (await request('/ok', { method: 'PUT', params: form })) as Echo;
    expect(JSON.parse(answer.data.body)).toEqual({ id: '7' });
  });

  it('writes a query string only when a parameter is set', () => {
    expect(toQuery({})).toBe('');
    expect(toQuery({ a: undefined })).toBe('');
    expect(toQuery({ a: 0, b: false })).toBe('?a=0&b=false');
  });
});

describe('request wrapper: headers (spec 1 §6, §7)', () => {
  it('marks a request without device id outside-app and sends no session headers', async () => {
    const { data } = (await request('/ok')) as Echo;
    expect(data.headers['x-client-type']).toBe(CLIENT_TYPE_OUTSIDE_APP);
    expect(data.headers.token).toBeUndefined();
    expect(data.headers.deviceid).toBeUndefined();
    expect(data.headers.tgt).toBeUndefined();
    expect(data.headers['content-type']).toBe('application/json;charset=UTF-8');
  });

  it('marks a request with a device id inside-app and sends token, deviceId and the TGT cookie', async () => {
    configureRequests({ session: session('tok-1', 'dev-9'), cookies: () => 'a=1; TGT=TGT-55%2Fx; b=2' });
    const { data } = (await request('/ok')) as Echo;
    expect(data.headers['x-client-type']).toBe(CLIENT_TYPE_INSIDE_APP);
    expect(data.headers.token).toBe('tok-1');
    expect(data.headers.deviceid).toBe('dev-9');
    expect(data.headers.tgt).toBe('TGT-55/x');
  });

  it('drops x-client-type and TGT when asked, and adds custom headers', async () => {
    configureRequests({ session: session('tok-1', 'dev-9'), cookies: () => 'TGT=T1' });
    const { data } = (await request('/ok', { withClientType: false, withTgt: false, headers: { TenantId: 'cs' } })) as Echo;
    expect(data.headers['x-client-type']).toBeUndefined();
    expect(data.headers.tgt).toBeUndefined();
    expect(data.headers.token).toBe('tok-1');
    expect(data.headers.tenantid).toBe('cs');
  });

  it('sends no TGT header for an empty TGT cookie', async () => {
    configureRequests({ cookies: () => 'TGT=; other=1' });
    const { data } = (await request('/ok')) as Echo;
    expect(data.headers.tgt).toBeUndefined();
  });
});

describe('request wrapper: answers and failures', () => {
  it('resolves an HTTP 200 answer with its body (JSON, or text when it is not JSON)', async () => {
    await expect(request('/ok')).resolves.toMatchObject({ code: 200, message: 'success' });
    await expect(request('/text')).resolves.toBe('plain words');
  });

  it.each([201, 204, 301, 400, 404, 500, 502])('rejects HTTP %i', async (status) => {
    const error = await rejection(request(`/status/${status}`));
    expect(error).toMatchObject({ kind: 'http', status, messageKey: 'error.httpStatus', notified: true });
    expect(failures).toEqual([error]);
  });

  it('rejects HTTP 401 as an expired login', async () => {
    const error = await rejection(request('/status/401'));
    expect(error).toMatchObject({ kind: 'http', status: 401, messageKey: 'error.loginExpired' });
  });

  it.each([40101, '40101', 4001])('rejects an HTTP 200 answer carrying session code %j', async (code) => {
    const error = await rejection(request(`/code/${encodeURIComponent(JSON.stringify(code))}`));
    expect(error).toMatchObject({ kind: 'code', status: 200, code });
  });

  it.each([200, 500, 40100, 40102, 4000, 4002])('resolves an HTTP 200 answer with code %j for the caller to read', async (code) => {
    await expect(request(`/code/${code}`)).resolves.toMatchObject({ code });
    expect(failures).toEqual([]);
  });

  it('gives up after the time-out (20000 ms unless asked otherwise)', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(20000);
    const error = await rejection(request('/slow/2000', { timeoutMs: 100 }));
    expect(error).toMatchObject({ kind: 'timeout', messageKey: 'error.timeout', status: null });
    await expect(request('/slow/10', { timeoutMs: 2000 })).resolves.toMatchObject({ code: 200 });
  });

  it('reports a refused connection as a network error', async () => {
    const closed = await startStandIn();
    const origin = closed.origin;
    await closed.close();
    const error = await rejection(request('/ok', { baseUrl: origin }));
    expect(error).toMatchObject({ kind: 'network', messageKey: 'error.network' });
  });

  it('keeps quiet about a request the caller aborted, and about one made with notify: false', async () => {
    const controller = new AbortController();
    const pending = request('/slow/2000', { signal: controller.signal });
    controller.abort();
    expect(await rejection(pending)).toMatchObject({ kind: 'aborted', notified: false });
    expect(await rejection(request('/status/500', { notify: false }))).toMatchObject({ kind: 'http', notified: false });
    expect(failures).toEqual([]);
  });
});

describe('request wrapper: session codes reach the failure handler from every call (spec 1 §4)', () => {
  it.each([
    ['HTTP 401', '/status/401'],
    ['code 40101', '/code/40101'],
    ['code "40101"', `/code/${encodeURIComponent('"40101"')}`],
    ['code 4001', '/code/4001'],
  ])('hands %s on even when the call asked for quiet (a feed, more news, view counts)', async (_name, path) => {
    const error = await rejection(request(path, { notify: false }));
    expect(error.notified).toBe(true);
    expect(failures).toEqual([error]);
  });

  it('keeps other failures of a quiet call to the caller', async () => {
    expect(await rejection(request('/status/500', { notify: false }))).toMatchObject({ notified: false });
    expect(await rejection(request('/status/408', { notify: false }))).toMatchObject({ notified: false });
    expect(failures).toEqual([]);
  });
});

describe("request wrapper: the 'Data loading...' counter", () => {
  it('counts a request made with loading while it runs, success or failure', async () => {
    const seen: number[] = [];
    const unsubscribe = loading.subscribe(() => seen.push(loading.count()));
    await request('/ok', { loading: true });
    await rejection(request('/status/500', { loading: true }));
    await request('/ok');
    unsubscribe();
    expect(seen).toEqual([1, 0, 1, 0]);
    expect(loading.count()).toBe(0);
  });
});
