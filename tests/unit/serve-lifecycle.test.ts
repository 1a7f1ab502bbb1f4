import Fastify from 'fastify';
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { logRequests, LOGGED_PATH_CHARS, type RequestLogLine } from '../../server/request-log.ts';
import { closeOnSignals } from '../../server/shutdown.ts';

/** A request held open until the test lets it go, and a promise that it has arrived. */
function heldRoute() {
  let release = () => {};
  let arrived = () => {};
  const hasArrived = new Promise<void>((resolve) => (arrived = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return { hasArrived, release: () => release(), handler: async () => (arrived(), await released, { finished: true }) };
}

async function listening(handler: () => Promise<unknown>) {
  const app = Fastify();
  app.get('/held', handler);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

describe('graceful shutdown (SIGTERM, SIGINT)', () => {
  it('stops accepting, finishes the request in flight, then exits 0', async () => {
    const held = heldRoute();
    const { app, base } = await listening(held.handler);
    const signals = new EventEmitter();
    let exited: (code: number) => void = () => {};
    const exitCode = new Promise<number>((resolve) => (exited = resolve));
    let closed = false;
    closeOnSignals(app, { signals, exit: exited, log: () => {}, onClosed: () => void (closed = true) });

    const inFlight = fetch(`${base}/held`, { headers: { connection: 'close' } });
    await held.hasArrived;
    signals.emit('SIGTERM');
    await expect(fetch(`${base}/held`)).rejects.toThrow(); // no longer listening
    held.release();
    expect(await (await inFlight).json()).toEqual({ finished: true });
    expect(await exitCode).toBe(0);
    expect(closed).toBe(true);
  });

  it('exits 1 when the drain limit passes with a request unfinished', async () => {
    const held = heldRoute();
    const { app, base } = await listening(held.handler);
    const signals = new EventEmitter();
    const lines: string[] = [];
    let exited: (code: number) => void = () => {};
    const exitCode = new Promise<number>((resolve) => (exited = resolve));
    closeOnSignals(app, { signals, exit: exited, log: (line) => lines.push(line), drainLimitMs: 50 });

    const inFlight = fetch(`${base}/held`).catch(() => null);
    await held.hasArrived;
    signals.emit('SIGINT');
    expect(await exitCode).toBe(1);
    expect(lines.join('\n')).toMatch(/drain limit of 50 ms passed/);
    held.release();
    await inFlight;
  });
});

describe('one log line per request', () => {
  it('names method, path, status and time; no query values, no headers', async () => {
    const app = Fastify();
    app.get('/search', async () => 'ok');
    const lines: string[] = [];
    logRequests(app, (line) => lines.push(line));
    await app.inject({ url: '/search?keyword=%E6%88%91%E7%9A%84%E5%90%8D%E5%AD%97&phone=13800000000', headers: { token: 'token-reader-0001' } });
    await app.inject({ url: `/${'a'.repeat(500)}` });
    expect(lines).toHaveLength(2);
    const [first, second] = lines.map((line) => JSON.parse(line) as RequestLogLine);
    expect(first).toMatchObject({ method: 'GET', path: '/search', status: 200, ms: expect.any(Number), time: expect.any(String) });
    expect(lines[0]).not.toMatch(/keyword|13800000000|token-reader/);
    expect(second?.status).toBe(404);
    expect(second?.path.length).toBe(LOGGED_PATH_CHARS + 1);
  });
});
