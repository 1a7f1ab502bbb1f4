import type { NativeApi } from '../bridge/native-api.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { decideAppStart, runAppStart, type AppStartAction, type AppStartStep, type SecurityLockState } from './app-start.ts';
import type { SessionStore } from './store.ts';
import type { TokenExchange } from './token-login.ts';

export interface StartSessionPorts {
  userAgent: string;
  /** The TGT cookie now (read through a function: the app may set it while the page starts). */
  readSessionCookie(): string | null;
  store: SessionStore;
  native: Pick<NativeApi, 'client' | 'getAppVersion' | 'getSecurityLockState'>;
  exchange: TokenExchange;
  toast(key: MessageKey, durationMs: number): void;
}

export interface StartSessionResult {
  appVersion: string | null;
  actions: AppStartAction[];
  steps: AppStartStep[];
}

/** Inside the app: asks its version and keeps it (cs_appVersion); falls back to the stored one. */
async function currentAppVersion(ports: StartSessionPorts): Promise<string | null> {
  const { client } = ports.native;
  if (!client.insideApp) return null;
  const reply = await ports.native.getAppVersion();
  if (reply.ok) {
    ports.store.setAppVersion({ platform: client.platform, versionName: reply.value.versionName });
    return reply.value.versionName;
  }
  return ports.store.appVersion()?.versionName ?? null;
}

/** Spec 1 §4 app start: read the inputs, decide, carry out; resolves when the app may render. */
export async function startSession(ports: StartSessionPorts): Promise<StartSessionResult> {
  const appVersion = await currentAppVersion(ports);
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
      const reply = await ports.native.getSecurityLockState();
      if (!reply.ok) return 'unknown';
      return reply.value.locked ? 'locked' : 'unlocked';
    },
  });
  return { appVersion, actions, steps };
}
