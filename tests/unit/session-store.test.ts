import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSessionCookie } from '../../core/platform/session/cookie.ts';
import { LOGIN_DATA_KEYS, SESSION_KEYS } from '../../core/platform/session/keys.ts';
import { createSessionStore } from '../../core/platform/session/store.ts';
import { exchangeSessionToken, readLoginAnswer, TOKEN_LOGIN_PATH } from '../../core/platform/session/token-login.ts';
import { mapStorage } from '../support/session-storage.ts';

describe('stored client values (spec 1 §3)', () => {
  it('keeps exactly the spec’s key names', () => {
    expect(SESSION_KEYS).toEqual([
      'authorization', 'accessToken', 'cs_authorization', 'TGT', 'mycsUserId', 'cs_userInfo', 'gdyToken',
      'cs_deviceId', 'cs_wb_deviceId', 'cs_appVersion', 'cs_agreePrivacy', 'zhcs', 'module_source',
    ]);
  });

  it('counts as logged in only while a token is stored (spec 1 §4)', () => {
    const store = createSessionStore(mapStorage({ TGT: 'TGT-a', cs_userInfo: '{"mycsUserId":"1"}' }));
    expect(store.isLoggedIn()).toBe(false);
    store.set('authorization', 'jwt');
    expect(store.isLoggedIn()).toBe(true);
  });

  it('reads user info liberally: a numeric mycsUserId becomes text, broken JSON is no user', () => {
    expect(createSessionStore(mapStorage({ cs_userInfo: '{"mycsUserId":10001,"nickName":"a"}' })).userInfo()).toEqual({ mycsUserId: '10001', nickName: 'a' });
    expect(createSessionStore(mapStorage({ cs_userInfo: '{"nickName":"a"}' })).userInfo()?.mycsUserId).toBeUndefined();
    expect(createSessionStore(mapStorage({ cs_userInfo: '{oops' })).userInfo()).toBeNull();
  });

  it('keeps platform and version name in cs_appVersion, and reads a bare version kept by older pages', () => {
    const storage = mapStorage();
    const store = createSessionStore(storage);
    store.setAppVersion({ platform: 'ios', versionName: '4.1.0' });
    expect(store.appVersion()).toEqual({ platform: 'ios', versionName: '4.1.0' });
    expect(createSessionStore(mapStorage({ cs_appVersion: 'android_4.2.3' })).appVersion()).toEqual({ platform: null, versionName: '4.2.3' });
  });

  it('clears every login value on expiry and nothing else', () => {
    const all = Object.fromEntries(SESSION_KEYS.map((key) => [key, 'x']));
    const storage = mapStorage(all);
    createSessionStore(storage).clearLoginData();
    expect([...storage.entries.keys()].toSorted()).toEqual(SESSION_KEYS.filter((k) => !(LOGIN_DATA_KEYS as readonly string[]).includes(k)).toSorted());
  });
});

describe('the TGT cookie', () => {
  it.each([
    ['TGT=TGT-reader-0001', 'TGT-reader-0001'],
    ['a=1; TGT=TGT-reader-0002; b=2', 'TGT-reader-0002'],
    ['xTGT=1; TGT=TGT%2Dx', 'TGT-x'],
    ['TGT=', null],
    ['NOTGT=1', null],
    ['', null],
  ])('%j gives %j', (text, expected) => {
    expect(readSessionCookie({ cookie: text })).toBe(expected);
  });
});

describe('login answer (spec 1 §7)', () => {
  it('reads code 200 with its data', () => {
    const outcome = readLoginAnswer({
      code: 200,
      message: 'success',
      data: { token: 'jwt', mycsUserId: 10001, gdyToken: 'gdy', loginSysUserVo: { nickName: '星城读者' } },
    });
    expect(outcome).toEqual({ kind: 'ok', login: { token: 'jwt', mycsUserId: '10001', gdyToken: 'gdy', loginSysUserVo: { nickName: '星城读者' } } });
  });

  it.each([
    [{ code: 401, message: 'ticket unknown' }, { kind: 'refused', code: 401, message: 'ticket unknown' }],
    [{ code: '500' }, { kind: 'refused', code: 500, message: null }],
    [{ code: 201, data: { token: 'jwt' } }, { kind: 'refused', code: 201, message: null }],
  ])('refuses %j', (answer, expected) => {
    expect(readLoginAnswer(answer)).toEqual(expected);
  });

  it.each([[null], ['<html>'], [{ code: 200, data: null }], [{ code: 200, data: { token: '' } }]])('fails on %j', (answer) => {
    expect(readLoginAnswer(answer).kind).toBe('failed');
  });
});

describe('token exchange call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('POSTs JSON {token} to /api/sys/login/mycs/token', async () => {
    const fetch = vi.fn(async () => Response.json({ code: 200, message: 'success', data: { token: 'jwt', mycsUserId: '1', gdyToken: 'g', loginSysUserVo: {} } }));
    vi.stubGlobal('fetch', fetch);
    expect((await exchangeSessionToken('TGT-reader-0001')).kind).toBe('ok');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(TOKEN_LOGIN_PATH);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'TGT-reader-0001' });
    expect(new Headers(init.headers).get('content-type')).toMatch(/^application\/json/);
  });

  it('counts HTTP 401 and code 40101 as refusals and a network error as a failure, without throwing', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"code":401}', { status: 401 })));
    expect(await exchangeSessionToken('TGT-unknown')).toEqual({ kind: 'refused', code: 401, message: null });
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ code: 40101, message: 'expired' })));
    expect(await exchangeSessionToken('TGT-old')).toEqual({ kind: 'refused', code: 40101, message: null });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect((await exchangeSessionToken('TGT-a')).kind).toBe('failed');
  });
});
