import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeResult } from '../../core/platform/bridge/client.ts';
import type { NativeAck, UserStatusReply } from '../../core/platform/bridge/replies.ts';
import { translator } from '../../core/engine/i18n/translator.ts';
import { APP_LOGIN_POLL_MS, loginInsideApp, type AppLoginPorts } from '../../core/platform/session/app-login.ts';
import { createSessionStore } from '../../core/platform/session/store.ts';
import type { LoginOutcome } from '../../core/platform/session/token-login.ts';
import { mapStorage } from '../support/session-storage.ts';

const ACK: BridgeResult<NativeAck> = { ok: true, value: { code: 200, data: null } };

function setup(over: Partial<AppLoginPorts> = {}, entries: Record<string, string> = {}) {
  let appLoggedIn = false;
  const native = {
    userLogin: vi.fn(async () => ACK),
    weChatQuickLogin: vi.fn(async () => ACK),
    getUserStatus: vi.fn(async (): Promise<BridgeResult<UserStatusReply>> => ({ ok: true, value: { loggedIn: appLoggedIn } })),
  };
  const ports: AppLoginPorts = {
    store: createSessionStore(mapStorage(entries)),
    readSessionCookie: () => null,
    exchange: vi.fn(async (): Promise<LoginOutcome> => ({ kind: 'refused', code: 401, message: null })),
    confirm: vi.fn(async () => true),
    native,
    reload: vi.fn(),
    toast: vi.fn(),
    t: translator('en'),
    ...over,
  };
  return { ports, native, logIn: () => (appLoggedIn = true) };
}

describe('login inside the app (spec 1 §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('exchanges the session cookie for a token without asking the reader', async () => {
    const exchange = vi.fn(async (): Promise<LoginOutcome> => ({ kind: 'ok', login: { token: 'jwt', mycsUserId: '1', gdyToken: 'g', loginSysUserVo: {} } }));
    const { ports } = setup({ readSessionCookie: () => 'TGT-reader-0001', exchange });
    expect(await loginInsideApp(ports)).toEqual({ status: 'logged-in' });
    expect(exchange).toHaveBeenCalledWith('TGT-reader-0001');
    expect(ports.confirm).not.toHaveBeenCalled();
    expect(ports.store.get('authorization')).toBe('jwt');
  });

  it('shows the server message, or "Login failed", when the exchange does not succeed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = setup({ readSessionCookie: () => 'TGT-x', exchange: async () => ({ kind: 'refused', code: 401, message: 'ticket expired' }) });
    expect(await loginInsideApp(refused.ports)).toEqual({ status: 'failed' });
    expect(refused.ports.toast).toHaveBeenCalledWith('ticket expired');
    const failed = setup({ readSessionCookie: () => 'TGT-x', exchange: async () => ({ kind: 'failed', error: new Error('net') }) });
    await loginInsideApp(failed.ports);
    expect(failed.ports.toast).toHaveBeenCalledWith('Login failed');
  });

  it('cancel: no app login, no polling', async () => {
    const { ports, native } = setup({ confirm: async () => false });
    expect(await loginInsideApp(ports)).toEqual({ status: 'cancelled' });
    await vi.advanceTimersByTimeAsync(5 * APP_LOGIN_POLL_MS);
    expect(native.userLogin).not.toHaveBeenCalled();
    expect(native.getUserStatus).not.toHaveBeenCalled();
  });

  it('Go to login: calls userLogin, polls every 400 ms, reloads once the app reports logged in', async () => {
    const { ports, native, logIn } = setup();
    const result = await loginInsideApp(ports);
    expect(result.status).toBe('awaiting-app');
    expect(native.userLogin).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(APP_LOGIN_POLL_MS - 1);
    expect(native.getUserStatus).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(native.getUserStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * APP_LOGIN_POLL_MS);
    expect(native.getUserStatus).toHaveBeenCalledTimes(3);
    expect(ports.reload).not.toHaveBeenCalled();
    logIn();
    await vi.advanceTimersByTimeAsync(APP_LOGIN_POLL_MS);
    expect(ports.reload).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(10 * APP_LOGIN_POLL_MS);
    expect(native.getUserStatus).toHaveBeenCalledTimes(4);
    expect(ports.reload).toHaveBeenCalledOnce();
    expect(APP_LOGIN_POLL_MS).toBe(400);
  });

  it('keeps polling through bridge time-outs', async () => {
    const { ports, native } = setup();
    native.getUserStatus.mockResolvedValueOnce({ ok: false, reason: 'timeout' });
    await loginInsideApp(ports);
    await vi.advanceTimersByTimeAsync(2 * APP_LOGIN_POLL_MS);
    expect(native.getUserStatus).toHaveBeenCalledTimes(2);
  });

  it('does nothing when a token is stored already', async () => {
    const { ports, native } = setup({}, { authorization: 'jwt' });
    expect(await loginInsideApp(ports)).toEqual({ status: 'logged-in' });
    expect(ports.confirm).not.toHaveBeenCalled();
    expect(native.userLogin).not.toHaveBeenCalled();
  });
});
