import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '../../core/engine/http/notices.ts';
import { translator } from '../../core/engine/i18n/translator.ts';
import { requireLogin } from '../../core/platform/session/require-login.ts';
import { browserSessionStore } from '../../core/platform/session/store.ts';
import { TOKEN_LOGIN_PATH } from '../../core/platform/session/token-login.ts';
import { installSimulator, pageApi, resetNativeSide } from '../support/native-bridge.ts';

/*
 * Spec 1 §4: inside the app from 4.1.0 the security lock is checked before proceeding. Issue 33 item
 * 3 found it walked around: app 4.2.0, logged in, locked, a tap on like exchanged the session cookie
 * and the like went through. Every action that needs login goes through requireLogin.
 */
const t = translator('en');
const PLATFORMS = ['ios', 'android'] as const;

beforeEach(resetNativeSide);
afterEach(() => {
  resetNativeSide();
  vi.restoreAllMocks();
});

function act(platform: (typeof PLATFORMS)[number]) {
  const shown: Notice[] = [];
  const exchanges = vi.spyOn(window, 'fetch');
  const result = requireLogin(t, { show: (notice) => shown.push(notice) }, pageApi(platform));
  const exchanged = () => exchanges.mock.calls.filter(([url]) => String(url).includes(TOKEN_LOGIN_PATH));
  return { result, shown, exchanged };
}

describe.each(PLATFORMS)('the security lock before an action in the %s app', (platform) => {
  it('a locked app (4.2.0, logged in to the app) exchanges no session cookie and says why', async () => {
    const sim = installSimulator('module', { platform, appVersion: '4.2.0', loggedIn: true, securityLocked: true });
    const { result, shown, exchanged } = act(platform);
    expect(await result).toEqual({ status: 'declined' });
    expect(sim.callsTo('getSecurityLockState')).toHaveLength(1);
    expect(exchanged()).toEqual([]);
    expect(shown).toEqual([{ kind: 'toast', text: { key: 'session.appLocked' } }]);
    expect(t('session.appLocked')).toBe('The app is locked. Unlock it and try again.');
  });

  it('a page that already holds a token does not use it while the app is locked', async () => {
    installSimulator('module', { platform, appVersion: '4.1.0', loggedIn: true, securityLocked: true });
    browserSessionStore().storeLogin({ token: 'jwt-1', mycsUserId: '10001', gdyToken: 'g', loginSysUserVo: {} }, 'TGT-reader-0001');
    const { result, shown } = act(platform);
    expect(await result).toEqual({ status: 'declined' });
    expect(shown).toHaveLength(1);
  });

  it('an unlocked app goes on to exchange the session cookie', async () => {
    const sim = installSimulator('module', { platform, appVersion: '4.2.0', loggedIn: true, securityLocked: false });
    const { result, exchanged } = act(platform);
    await result;
    expect(sim.callsTo('getSecurityLockState')).toHaveLength(1);
    expect(exchanged()).toHaveLength(1);
  });

  it('an app older than 4.1.0 is not asked (it has no lock)', async () => {
    const sim = installSimulator('module', { platform, appVersion: '4.0.9', loggedIn: true, securityLocked: true });
    const { result, exchanged } = act(platform);
    await result;
    expect(sim.callsTo('getSecurityLockState')).toEqual([]);
    expect(exchanged()).toHaveLength(1);
  });
});
