import { isChatAppBrowser } from '../bridge/chat-apps.ts';
import type { MessageKey } from '../../engine/i18n/i18n.ts';
import { needsSecurityLockCheck } from '../../domain/rules/version.ts';
import type { SessionStore, StoredUserInfo } from './store.ts';
import type { TokenExchange } from './token-login.ts';

/** Spec 1 §4, spec 2 §9: a login exception at app start shows a toast for 1 second. */
export const LOGIN_EXCEPTION_TOAST_MS = 1000;

/** Everything app start decides on, read before anything is done. */
export interface AppStartInput {
  userAgent: string;
  /** The TGT cookie's value (null when absent or empty). */
  tgtCookie: string | null;
  storedTgt: string | null;
  storedUserInfo: StoredUserInfo | null;
  insideApp: boolean;
  /** The app's version name inside the app, else null. */
  appVersion: string | null;
}

export type AppStartAction =
  | { kind: 'security-lock-check' }
  | { kind: 'erase-login' }
  | { kind: 'ticket-login'; ticket: string }
  | { kind: 'render' };

const RENDER: AppStartAction = { kind: 'render' };

/**
 * Spec 1 §4, app start, as a list of steps: chat-app browsers render at once; otherwise the TGT cookie
 * decides (empty: erase and render; equal to the stored TGT with a user id: render; else ticket login,
 * then render). Inside the app from 4.1.0 the security-lock check comes before all of it.
 */
export function decideAppStart(input: AppStartInput): AppStartAction[] {
  if (isChatAppBrowser(input.userAgent)) return [RENDER];
  const lockCheck: AppStartAction[] =
    input.insideApp && needsSecurityLockCheck(input.appVersion) ? [{ kind: 'security-lock-check' }] : [];
  if (!input.tgtCookie) return [...lockCheck, { kind: 'erase-login' }, RENDER];
  if (input.tgtCookie === input.storedTgt && input.storedUserInfo?.mycsUserId) return [...lockCheck, RENDER];
  return [...lockCheck, { kind: 'ticket-login', ticket: input.tgtCookie }, RENDER];
}

export type SecurityLockState = 'unlocked' | 'locked' | 'unknown';

export interface AppStartPorts {
  store: SessionStore;
  exchange: TokenExchange;
  checkSecurityLock(): Promise<SecurityLockState>;
  toast(key: MessageKey, durationMs: number): void;
}

export type AppStartStep =
  | 'security-unlocked'
  | 'security-locked'
  | 'security-unknown'
  | 'login-erased'
  | 'login-stored'
  | 'login-refused'
  | 'login-failed'
  | 'login-skipped-locked'
  | 'render';

/**
 * Carries the steps out, in order, and says what happened. Never throws: the app renders whatever the
 * login did. A locked app (the reader did not unlock) gets no login exchange; an app that does not
 * answer the check is not held up.
 */
export async function runAppStart(actions: readonly AppStartAction[], ports: AppStartPorts): Promise<AppStartStep[]> {
  const steps: AppStartStep[] = [];
  let locked = false;
  for (const action of actions) {
    switch (action.kind) {
      case 'security-lock-check': {
        const state = await ports.checkSecurityLock().catch((): SecurityLockState => 'unknown');
        locked = state === 'locked';
        steps.push(`security-${state}`);
        break;
      }
      case 'erase-login':
        ports.store.eraseTicketLogin();
        steps.push('login-erased');
        break;
      case 'ticket-login':
        steps.push(locked ? 'login-skipped-locked' : await ticketLogin(action.ticket, ports));
        break;
      case 'render':
        steps.push('render');
        return steps;
    }
  }
  return steps;
}

async function ticketLogin(ticket: string, ports: AppStartPorts): Promise<AppStartStep> {
  const outcome = await ports.exchange(ticket).catch((error: unknown) => ({ kind: 'failed' as const, error }));
  if (outcome.kind === 'ok') {
    ports.store.storeLogin(outcome.login, ticket);
    return 'login-stored';
  }
  if (outcome.kind === 'refused') return 'login-refused'; // spec 1 §4: a non-200 code just renders
  console.error('[session] ticket login failed', outcome.error);
  ports.toast('session.loginFailed', LOGIN_EXCEPTION_TOAST_MS);
  return 'login-failed';
}
