import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WECHAT_TEST_APP_ID } from '../../cms/routes/platform.ts';
import { WECHAT_STAND_IN_AUTHORIZE_PATH, WECHAT_TEST_USER_ID } from '../../cms/routes/wechat-login.ts';
import { seededApp } from '../support/cms-app.ts';

/** The local CMS's stand-in of WeChat's web authorization and the code exchange (spec 1 §6). */
let cms: Awaited<ReturnType<typeof seededApp>>;
beforeAll(async () => {
  cms = await seededApp();
});
afterAll(() => cms.app.close());

const authorize = (query: Record<string, string>) =>
  cms.app.inject({ method: 'GET', url: `${WECHAT_STAND_IN_AUTHORIZE_PATH}?${new URLSearchParams(query)}`, headers: { host: '127.0.0.1:5173' } });
const exchange = (code: string) => cms.app.inject({ method: 'POST', url: '/api/sys/login/wechat/code', payload: { code } });

describe('WeChat web authorization, locally', () => {
  const valid = { appid: WECHAT_TEST_APP_ID, redirect_uri: 'http://127.0.0.1:5173/YZlogin?redirect=%2Fdetails', response_type: 'code', scope: 'snsapi_userinfo', state: 'wechat-login' };

  it('comes back to the redirect address with a one-time code and the state', async () => {
    const answer = await authorize(valid);
    expect(answer.statusCode).toBe(302);
    const back = new URL(String(answer.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe('http://127.0.0.1:5173/YZlogin');
    expect(back.searchParams.get('redirect')).toBe('/details');
    expect(back.searchParams.get('state')).toBe('wechat-login');
    expect(back.searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/);
  });

  it("exchanges the code once for the WeChat reader's login", async () => {
    const code = new URL(String((await authorize(valid)).headers.location)).searchParams.get('code') ?? '';
    const first = (await exchange(code)).json() as { code: number; data: { token: string; mycsUserId: string } };
    expect(first.code).toBe(200);
    expect(first.data.mycsUserId).toBe(String(WECHAT_TEST_USER_ID));
    expect(first.data.token).toBe('token-reader-0003');
    expect(((await exchange(code)).json() as { code: number }).code).toBe(4011);
  });

  it.each([
    ['another account', { ...valid, appid: 'wx-other' }],
    ['another site', { ...valid, redirect_uri: 'https://evil.example/steal' }],
    ['no address', { ...valid, redirect_uri: 'not an address' }],
  ])('refuses %s', async (_case, query) => {
    expect((await authorize(query)).statusCode).toBe(400);
  });

  it('refuses a code it never gave', async () => {
    expect(((await exchange('0'.repeat(32))).json() as { code: number }).code).toBe(4011);
  });
});
