import { platformOf, isInsideApp, type BridgeEnvironment, type NativePlatform } from './environment.ts';
import { connectJsBridge } from './jsbridge.ts';
import type { NativeTransport } from './protocol.ts';
import { parseReply, type Decoded } from './replies.ts';
import { connectWvjb } from './wvjb.ts';
import { BRIDGE_READY_TIMEOUT_MS } from './timeouts.ts';

export { BRIDGE_INTERACTIVE_REPLY_TIMEOUT_MS, BRIDGE_READY_TIMEOUT_MS, BRIDGE_REPLY_TIMEOUT_MS } from './timeouts.ts';

export type BridgeFailure = 'no-bridge' | 'timeout' | 'bad-reply';
export type BridgeResult<T> = { ok: true; value: T } | { ok: false; reason: BridgeFailure };

export interface CallOptions {
  /** Overrides the handler's time-out (tests, or a caller with its own patience). */
  timeoutMs?: number;
}

export interface BridgeCall<T> {
  name: string;
  payload?: unknown;
  decode: (reply: unknown) => Decoded<T>;
  timeoutMs: number;
  /** The reply may be bare text rather than JSON (a device id, a ticket). */
  acceptsText?: boolean;
}

export interface BridgeClient {
  readonly platform: NativePlatform | null;
  readonly insideApp: boolean;
  /** Resolves once the runtime is there (true) or known to be absent (false). */
  ready(): Promise<boolean>;
  call<T>(call: BridgeCall<T>, options?: CallOptions): Promise<BridgeResult<T>>;
}

export interface BridgeClientOptions {
  readyTimeoutMs?: number;
}

/** Never throws: every outcome is a result, so callers decide what a missing app means. */
export function createBridgeClient(env: BridgeEnvironment, options: BridgeClientOptions = {}): BridgeClient {
  const platform = platformOf(env.userAgent);
  const insideApp = isInsideApp(env.userAgent, env.deviceId);
  const readyTimeoutMs = options.readyTimeoutMs ?? BRIDGE_READY_TIMEOUT_MS;
  let connection: Promise<NativeTransport | null> | null = null;

  // Outside the app nothing is signalled at all (protocols.md §1.4 #6).
  const connect = () =>
    (connection ??= !insideApp
      ? Promise.resolve(null)
      : platform === 'ios'
        ? connectWvjb(env.window, readyTimeoutMs)
        : connectJsBridge(env.window, readyTimeoutMs));

  async function call<T>(request: BridgeCall<T>, callOptions: CallOptions = {}): Promise<BridgeResult<T>> {
    const transport = await connect();
    if (!transport) return { ok: false, reason: 'no-bridge' };
    const timeoutMs = callOptions.timeoutMs ?? request.timeoutMs;
    return new Promise((resolve) => {
      let settled = false;
      const settle = (result: BridgeResult<T>) => {
        if (settled) return; // a late or repeated reply after the time-out is dropped
        settled = true;
        clearTimeout(timer);
        resolve(result);
      };
      const timer = setTimeout(() => settle({ ok: false, reason: 'timeout' }), timeoutMs);
      const onReply = (raw: unknown) => {
        const parsed = parseReply(raw, request.acceptsText);
        const decoded = parsed.ok ? request.decode(parsed.value) : parsed;
        if (!decoded.ok) console.warn(`[bridge] ${request.name}: unreadable reply`, raw);
        settle(decoded.ok ? { ok: true, value: decoded.value } : { ok: false, reason: 'bad-reply' });
      };
      try {
        transport.send(request.name, request.payload ?? {}, onReply);
      } catch (error) {
        console.warn(`[bridge] ${request.name}: the runtime refused the call`, error);
        settle({ ok: false, reason: 'no-bridge' });
      }
    });
  }

  return {
    platform,
    insideApp,
    ready: async () => (await connect()) !== null,
    call,
  };
}
