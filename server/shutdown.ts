import type { FastifyInstance } from 'fastify';

/**
 * How long a stopping server lets requests in flight finish (SIGTERM, SIGINT) before it exits anyway:
 * longer than the platform's time-out (server/upstream.ts UPSTREAM_TIMEOUT_MS) so a proxied call can
 * end, shorter than the 30 s an orchestrator commonly waits before killing.
 */
export const DRAIN_LIMIT_MS = 15_000;

export interface ShutdownOptions {
  /** After the server closed (e.g. close the database). */
  onClosed?: () => void | Promise<void>;
  drainLimitMs?: number;
  /** Where the signals come from and how the process ends (tests pass their own). */
  signals?: { once(signal: NodeJS.Signals, listener: () => void): unknown };
  exit?: (code: number) => void;
  log?: (line: string) => void;
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight finish (Fastify's close:
 * idle keep-alive connections are closed, a request arriving meanwhile gets 503), then exit 0; exit 1
 * when the drain limit passes first. A second signal ends the process at once (Node's default).
 */
export function closeOnSignals(app: FastifyInstance, options: ShutdownOptions = {}): void {
  const { onClosed, drainLimitMs = DRAIN_LIMIT_MS, signals = process, exit = (code) => process.exit(code), log = console.log } = options;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing requests in flight (at most ${drainLimitMs} ms)`);
    const limit = setTimeout(() => {
      log(`drain limit of ${drainLimitMs} ms passed: exiting with requests unfinished`);
      exit(1);
    }, drainLimitMs);
    limit.unref();
    void app
      .close()
      .then(onClosed)
      .then(
        () => {
          clearTimeout(limit);
          exit(0);
        },
        (error: unknown) => {
          clearTimeout(limit);
          log(`shutdown failed: ${String(error)}`);
          exit(1);
        },
      );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) signals.once(signal, () => stop(signal));
}
