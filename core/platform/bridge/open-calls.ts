import type { NativeOpenCalls } from '../../domain/open/execute.ts';
import { BRIDGE_INTERACTIVE_REPLY_TIMEOUT_MS } from './client.ts';
import type { NativeApi } from './native-api.ts';
import { decodeAck } from './replies.ts';

/**
 * The bridge as core/domain/open's content opening wants it (handler by name; rejects when the app does not
 * answer). Null outside the app, where opening falls back to plain navigation.
 */
export function nativeOpenCalls(api: NativeApi): NativeOpenCalls | null {
  if (!api.client.insideApp) return null;
  return {
    async call(handler, payload) {
      const result = await api.client.call({ name: handler, payload, decode: decodeAck, timeoutMs: BRIDGE_INTERACTIVE_REPLY_TIMEOUT_MS });
      if (!result.ok) throw new Error(`native ${handler}: ${result.reason}`);
      return result.value;
    },
    async isLoggedIn() {
      const status = await api.getUserStatus();
      return status.ok && status.value.loggedIn;
    },
  };
}
