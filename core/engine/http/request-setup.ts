import { documentCookies } from './cookies.ts';
import type { LoadingCounter } from './loading.ts';
import type { RequestError } from './request-error.ts';

/**
 * What the wrapper reads from the stored login (core/platform/session writes it). Injected, so core/engine/http does
 * not depend on how the session is stored.
 */
export interface SessionValues {
  /** The stored token (logged in), sent as the `token` header. */
  token(): string | null;
  /** The app's device id, present inside the native app; sent as `deviceId`, decides `x-client-type`. */
  deviceId(): string | null;
  /** Spec 1 §4: on HTTP 401 or code 40101 the stored login data are cleared. */
  clearLogin(): void;
}

/** A failed request, handed over once classified; see failure-handler.ts for the catalogue's effects. */
export type FailureListener = (error: RequestError) => void;

export interface RequestSetup {
  /** Prefix of every path: the environment's API base ('' = same origin). */
  baseUrl: string;
  session: SessionValues;
  /** The cookie string the TGT header is read from (`document.cookie` in a page). */
  cookies: () => string;
  loading: LoadingCounter;
  /** Runs for every failure of a request made with `notify` (the default). */
  onFailure: FailureListener;
}

/** Until the lead wires core/platform/session: nobody is logged in and there is no device id. */
export const NO_SESSION: SessionValues = { token: () => null, deviceId: () => null, clearLogin: () => {} };

const defaults = (): RequestSetup => ({
  baseUrl: '',
  session: NO_SESSION,
  cookies: documentCookies,
  loading: { begin: () => () => {}, count: () => 0, subscribe: () => () => {} },
  onFailure: () => {},
});

let current: RequestSetup = defaults();

/** Wires the page's session, failure handler, etc. into `request` (call once at start; tests restore). */
export function configureRequests(changes: Partial<RequestSetup>): RequestSetup {
  const previous = current;
  current = { ...current, ...changes };
  return previous;
}

export const requestSetup = (): RequestSetup => current;
