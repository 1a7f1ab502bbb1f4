import type { BridgeResult } from '../bridge/client.ts';
import { BRIDGE_REPLY_TIMEOUT_MS } from '../bridge/timeouts.ts';
import type { NativeApi } from '../bridge/native-api.ts';
import type { MessageKey } from '../../engine/i18n/i18n.ts';
import { decideAppStart, runAppStart, type AppStartAction, type AppStartStep, type SecurityLockState } from './app-start.ts';
import type { SessionStore } from './store.ts';
import type { TokenExchange } from './token-login.ts';

/**
 * How long app start waits in all for the app's answers (its version, then its security-lock state),
 * counted from the first question once the bridge is there. The spec names no number; ours: the
 * page renders only after app start (spec 1 §4), so a silent app (an old build that does not know a
 * handler answers nothing: protocols.md §0 #3) would keep the reader before a page that does not
 * react for as long as the bridge's own patience (120 s for the lock check). 6 s is a quick query's
 * 5 s plus a second, enough for an app that shows its lock screen first to hear a fingerprint or face
 * unlock; well below spec 1 §9's 20 s request time-out; and the page behind the lock screen is hidden
 * anyway, so rendering it then costs the reader nothing.
 */
export const APP_START_ANSWERS_TIMEOUT_MS = 6000;

/** What app start reports when the app did not answer in time (the page started without its answer). */
export class AppSilentError extends Error {
  override name = 'AppSilentError';
  constructor(readonly handler: string) {
    super(`${handler}: no answer within app start's ${APP_START_ANSWERS_TIMEOUT_MS} ms`);
  }
}

export interface StartSessionPorts {
  userAgent: string;
  /** The TGT cookie now (read through a function: the app may set it while the page starts). */
  readSessionCookie(): string | null;
  store: SessionStore;
  native: Pick<NativeApi, 'client' | 'getAppVersion' | 'getSecurityLockState'>;
  exchange: TokenExchange;
  toast(key: MessageKey, durationMs: number): void;
  /** The app did not answer in time: app start went on as for an unknown answer. */
  report(error: AppSilentError): void;
}

export interface StartSessionResult {
  appVersion: string | null;
  actions: AppStartAction[];
  steps: AppStartStep[];
}

/** Asks the app within what is left of app start's time; a time-out is reported, and is an unknown answer. */
function askWithin(ports: StartSessionPorts): <T>(handler: 'getAppVersion' | 'getSecurityLockState', ask: (timeoutMs: number) => Promise<BridgeResult<T>>) => Promise<BridgeResult<T>> {
  const now = () => performance.now();
  let deadline: number | null = null;
  return async (handler, ask) => {
    // The clock starts once the bridge is there (its own wait for the runtime is capped at 3 s).
    await ports.native.client.ready();
    deadline ??= now() + APP_START_ANSWERS_TIMEOUT_MS;
    const reply = await ask(Math.max(0, deadline - now()));
    if (!reply.ok && reply.reason === 'timeout') ports.report(new AppSilentError(handler));
    return reply;
  };
}

type Ask = ReturnType<typeof askWithin>;

/** Inside the app: asks its version and keeps it (cs_appVersion); falls back to the stored one. */
async function currentAppVersion(ports: StartSessionPorts, ask: Ask): Promise<string | null> {
  const { client } = ports.native;
  if (!client.insideApp) return null;
  const reply = await ask('getAppVersion', (timeoutMs) => ports.native.getAppVersion({ timeoutMs: Math.min(timeoutMs, BRIDGE_REPLY_TIMEOUT_MS) }));
  if (reply.ok) {
    ports.store.setAppVersion({ platform: client.platform, versionName: reply.value.versionName });
    return reply.value.versionName;
  }
  return ports.store.appVersion()?.versionName ?? null;
}

/**
 * Spec 1 §4 app start: read the inputs, decide, carry out; resolves when the app may render, at the
 * latest APP_START_ANSWERS_TIMEOUT_MS after the bridge is there (plus the ticket login, when one runs).
 */
export async function startSession(ports: StartSessionPorts): Promise<StartSessionResult> {
  const ask = askWithin(ports);
  const appVersion = await currentAppVersion(ports, ask);
  const actions = decideAppStart({
    userAgent: ports.userAgent,
    tgtCookie: ports.readSessionCookie(),
    storedTgt: ports.store.get('TGT'),
    storedUserInfo: ports.store.userInfo(),
    insideApp: ports.native.client.insideApp,
    appVersion,
  });
  const steps = await runAppStart(actions, {
    store: ports.store,
    exchange: ports.exchange,
    toast: ports.toast,
    async checkSecurityLock(): Promise<SecurityLockState> {
      const reply = await ask('getSecurityLockState', (timeoutMs) => ports.native.getSecurityLockState({ timeoutMs }));
      if (!reply.ok) return 'unknown';
      return reply.value.locked ? 'locked' : 'unlocked';
    },
  });
  return { appVersion, actions, steps };
}
