import type { OpenAction } from '../../engine/registry/types.ts';
import { LOGIN_HANDLER, pollLoginThenReload, RELOAD_WHEN_LOGGED_IN } from './login-wait.ts';
import { safeNavigate, toNavigableUrl, toSafeRoute } from './safe-navigate.ts';

/** The native calls opening needs; core/platform/bridge provides them (injected: core/domain/open does not import it). */
export interface NativeOpenCalls {
  /** Calls a bridge handler by name (jumpToNativePage, openVideo, userLogin, ...). */
  call(handler: string, payload: Record<string, unknown>): Promise<unknown>;
  isLoggedIn(): Promise<boolean>;
}

export interface OpenPorts {
  /** The page's address: relative addresses resolve on it, routes must stay on its origin. */
  base: string;
  /** Goes to an in-app route (the router's navigate). */
  route(path: string): void;
  /** Leaves for another address (location.assign). Only ever called with a guarded address. */
  assign(href: string): void;
  reload(): void;
  /** Null outside the native app. */
  native: NativeOpenCalls | null;
}

export type OpenOutcome =
  | { status: 'routed'; path: string }
  | { status: 'navigated'; href: string }
  | { status: 'native'; handler: string }
  | { status: 'awaiting-login'; stop: () => void }
  | { status: 'refused'; reason: string }
  | { status: 'nothing'; reason: string };

/** Payload fields that carry an address the native side will open: guarded like any navigation. */
const ADDRESS_FIELDS = ['link', 'url'] as const;
/** Payload fields of pictures the native side loads (jumpToNativePage's image). */
const PICTURE_FIELDS = ['image', 'imageUrl', 'thumb'] as const;

function unsafeAddressIn(payload: Record<string, unknown>, base: string): string | null {
  for (const field of ADDRESS_FIELDS) {
    const value = payload[field];
    if (value !== undefined && value !== null && value !== '' && !toNavigableUrl(value, base)) return field;
  }
  return null;
}

/**
 * The native side has no page to resolve a relative address on: links and pictures go as absolute
 * addresses on the page's own origin (as share payloads already do). A picture that cannot be
 * resolved safely goes out empty.
 */
function withAbsoluteAddresses(payload: Record<string, unknown>, base: string): Record<string, unknown> {
  const out = { ...payload };
  for (const field of [...ADDRESS_FIELDS, ...PICTURE_FIELDS]) {
    const value = out[field];
    if (typeof value !== 'string' || value === '') continue;
    out[field] = toNavigableUrl(value, base)?.href ?? '';
  }
  return out;
}

/** Carries out an opener's decision; every address passes the guard of safe-navigate.ts first. */
export async function executeOpenAction(action: OpenAction, ports: OpenPorts): Promise<OpenOutcome> {
  switch (action.kind) {
    case 'route': {
      const path = toSafeRoute(action.path, ports.base);
      if (!path) return { status: 'refused', reason: `unsafe route ${JSON.stringify(action.path)}` };
      ports.route(path);
      return { status: 'routed', path };
    }
    case 'external': {
      let href = '';
      const went = safeNavigate(action.url, ports.base, (safe) => {
        href = safe;
        ports.assign(safe);
      });
      return went ? { status: 'navigated', href } : { status: 'refused', reason: `unsafe address ${JSON.stringify(action.url)}` };
    }
    case 'native': {
      if (!ports.native) return { status: 'refused', reason: `native ${action.handler} needs the app` };
      const unsafe = unsafeAddressIn(action.payload, ports.base);
      if (unsafe) return { status: 'refused', reason: `unsafe ${unsafe} for native ${action.handler}` };
      const native = ports.native;
      if (action.handler === LOGIN_HANDLER && action.payload.afterLogin === RELOAD_WHEN_LOGGED_IN) {
        void native.call(LOGIN_HANDLER, {}).catch(() => {});
        return { status: 'awaiting-login', stop: pollLoginThenReload({ isLoggedIn: () => native.isLoggedIn(), reload: ports.reload }) };
      }
      try {
        await native.call(action.handler, withAbsoluteAddresses(action.payload, ports.base));
      } catch (error) {
        return { status: 'refused', reason: `native ${action.handler} failed: ${String(error)}` };
      }
      return { status: 'native', handler: action.handler };
    }
    case 'none':
      return { status: 'nothing', reason: action.reason };
  }
}
