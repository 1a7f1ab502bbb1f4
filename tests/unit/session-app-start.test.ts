import { describe, expect, it, vi } from 'vitest';
import { decideAppStart, LOGIN_EXCEPTION_TOAST_MS, runAppStart, type AppStartInput, type AppStartPorts } from '../../core/platform/session/app-start.ts';
import { createSessionStore } from '../../core/platform/session/store.ts';
import type { LoginOutcome } from '../../core/platform/session/token-login.ts';
import { mapStorage } from '../support/session-storage.ts';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const WECHAT = `${ANDROID} MicroMessenger/8.0.47.2560(0x28002F30) NetType/WIFI Language/zh_CN`;

const input = (over: Partial<AppStartInput> = {}): AppStartInput => ({
  userAgent: ANDROID,
  tgtCookie: null,
  storedTgt: null,
  storedUserInfo: null,
  insideApp: false,
  appVersion: null,
  ...over,
});

describe('app start decision (spec 1 §4)', () => {
  it.each([
    ['WeChat', WECHAT],
    ['QQ', `${ANDROID} QQ/9.0.20.5790 V1_AND_SQ_9.0.20`],
    ['Alipay', `${ANDROID} AlipayClient/10.5.86.8000`],
    ['Weibo', `${ANDROID} Weibo (Xiaomi__weibo__14.2.1__android__android14)`],
  ])('renders at once with no login in the %s browser, whatever the cookie says', (_name, userAgent) => {
    expect(decideAppStart(input({ userAgent, tgtCookie: 'TGT-reader-0001' }))).toEqual([{ kind: 'render' }]);
  });

  it('erases the login data and renders when the TGT cookie is empty', () => {
    expect(decideAppStart(input({ tgtCookie: null, storedTgt: 'TGT-old' }))).toEqual([{ kind: 'erase-login' }, { kind: 'render' }]);
  });

  it('just renders when the cookie equals the stored TGT and the user info has mycsUserId', () => {
    const actions = decideAppStart(input({ tgtCookie: 'TGT-a', storedTgt: 'TGT-a', storedUserInfo: { mycsUserId: '7' } }));
    expect(actions).toEqual([{ kind: 'render' }]);
  });

  it.each([
    ['a different stored TGT', { storedTgt: 'TGT-b', storedUserInfo: { mycsUserId: '7' } }],
    ['no stored TGT', { storedUserInfo: { mycsUserId: '7' } }],
    ['user info without mycsUserId', { storedTgt: 'TGT-a', storedUserInfo: { nickName: 'x' } }],
    ['no user info', { storedTgt: 'TGT-a' }],
  ])('runs a ticket login with the cookie, then renders, on %s', (_case, over) => {
    expect(decideAppStart(input({ tgtCookie: 'TGT-a', ...over }))).toEqual([
      { kind: 'ticket-login', ticket: 'TGT-a' },
      { kind: 'render' },
    ]);
  });

  it.each([
    ['4.0.9', false],
    ['4.0.99', false],
    ['4.1', true],
    ['4.1.0', true],
    ['4.10.0', true],
    ['5.0.0', true],
    [null, false],
  ])('inside the app at version %s checks the security lock first: %s', (appVersion, expected) => {
    const actions = decideAppStart(input({ insideApp: true, appVersion, tgtCookie: 'TGT-a' }));
    expect(actions[0]?.kind === 'security-lock-check').toBe(expected);
    expect(actions.at(-1)).toEqual({ kind: 'render' });
  });

  it('never checks the security lock outside the app, even with a version stored', () => {
    expect(decideAppStart(input({ insideApp: false, appVersion: '4.2.0' })).map((a) => a.kind)).toEqual(['erase-login', 'render']);
  });
});

const LOGIN: LoginOutcome = {
  kind: 'ok',
  login: { token: 'jwt-1', mycsUserId: '10001', gdyToken: 'gdy-1', loginSysUserVo: { nickName: '星城读者' } },
};

function ports(exchange: AppStartPorts['exchange'], lock: Awaited<ReturnType<AppStartPorts['checkSecurityLock']>> = 'unlocked') {
  const storage = mapStorage({ TGT: 'TGT-old', authorization: 'old', cs_userInfo: '{}', gdyToken: 'g', cs_deviceId: 'dev-1' });
  const toast = vi.fn();
  const p: AppStartPorts = { store: createSessionStore(storage), exchange, checkSecurityLock: async () => lock, toast };
  return { ports: p, storage: storage.entries, toast };
}

describe('carrying out app start', () => {
  it('stores token, user id, gdyToken, user info with mycsUserId and the TGT after a 200 answer', async () => {
    const exchange = vi.fn(async () => LOGIN);
    const { ports: p, storage } = ports(exchange);
    const steps = await runAppStart([{ kind: 'ticket-login', ticket: 'TGT-reader-0001' }, { kind: 'render' }], p);
    expect(exchange).toHaveBeenCalledWith('TGT-reader-0001');
    expect(steps).toEqual(['login-stored', 'render']);
    expect(storage.get('authorization')).toBe('jwt-1');
    expect(storage.get('accessToken')).toBe('jwt-1');
    expect(storage.get('mycsUserId')).toBe('10001');
    expect(storage.get('gdyToken')).toBe('gdy-1');
    expect(storage.get('TGT')).toBe('TGT-reader-0001');
    expect(JSON.parse(storage.get('cs_userInfo') ?? '')).toEqual({ nickName: '星城读者', mycsUserId: '10001' });
  });

  it('just renders on a non-200 answer: nothing stored, no toast', async () => {
    const { ports: p, storage, toast } = ports(async () => ({ kind: 'refused', code: 401, message: 'invalid ticket' }));
    expect(await runAppStart([{ kind: 'ticket-login', ticket: 'TGT-x' }, { kind: 'render' }], p)).toEqual(['login-refused', 'render']);
    expect(storage.get('authorization')).toBe('old');
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows the login-failed toast for 1 second on an exception, then renders', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { ports: p, toast } = ports(async () => {
      throw new Error('socket hang up');
    });
    expect(await runAppStart([{ kind: 'ticket-login', ticket: 'TGT-x' }, { kind: 'render' }], p)).toEqual(['login-failed', 'render']);
    expect(toast).toHaveBeenCalledExactlyOnceWith('session.loginFailed', LOGIN_EXCEPTION_TOAST_MS);
    expect(LOGIN_EXCEPTION_TOAST_MS).toBe(1000);
    vi.restoreAllMocks();
  });

  it('erases exactly TGT, authorization, user info and gdyToken when the cookie is empty', async () => {
    const { ports: p, storage } = ports(vi.fn());
    await runAppStart([{ kind: 'erase-login' }, { kind: 'render' }], p);
    expect([...storage.keys()].toSorted()).toEqual(['cs_deviceId']);
  });

  it('runs no ticket login while the app reports its security lock locked, and renders', async () => {
    const exchange = vi.fn(async () => LOGIN);
    const { ports: p } = ports(exchange, 'locked');
    const steps = await runAppStart(
      [{ kind: 'security-lock-check' }, { kind: 'ticket-login', ticket: 'TGT-a' }, { kind: 'render' }],
      p,
    );
    expect(steps).toEqual(['security-locked', 'login-skipped-locked', 'render']);
    expect(exchange).not.toHaveBeenCalled();
  });

  it('proceeds when the app does not answer the lock check (an app without the handler)', async () => {
    const exchange = vi.fn(async () => LOGIN);
    const { ports: p } = ports(exchange, 'unknown');
    const steps = await runAppStart([{ kind: 'security-lock-check' }, { kind: 'ticket-login', ticket: 'TGT-a' }, { kind: 'render' }], p);
    expect(steps).toEqual(['security-unknown', 'login-stored', 'render']);
  });
});
