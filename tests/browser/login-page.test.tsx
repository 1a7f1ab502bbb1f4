import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { APP_LOGIN_POLL_MS } from '../../core/platform/session/app-login.ts';
import { LoginPage } from '../../src/pages/login/LoginPage.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';
import { installSimulator, pageApi, resetNativeSide } from '../support/native-bridge.ts';

beforeEach(resetNativeSide);
afterEach(() => {
  resetNativeSide();
  vi.restoreAllMocks();
});

async function renderLogin(props: Parameters<typeof LoginPage>[0] = {}, path = '/YZlogin?redirect=%2Fdetails%3Fid%3D100001') {
  const location = memoryLocation({ path, record: true });
  const screen = await render(
    <WithEngine engine={testEngine({ language: 'en' })}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <LoginPage native={pageApi('desktop', { deviceId: null })} {...props} />
      </Router>
    </WithEngine>,
  );
  return { screen, location };
}

/** The CMS is not the subject here: the login route answers as its contract says. */
function stubLoginRoute(answer: (token: string) => Response) {
  return vi.spyOn(window, 'fetch').mockImplementation(async (_url, init) => {
    const { token } = JSON.parse(String(init?.body)) as { token: string };
    return answer(token);
  });
}

describe('/YZlogin outside the app', () => {
  it('asks for the login code when it is empty, and marks the field', async () => {
    const fetch = vi.spyOn(window, 'fetch');
    const { screen } = await renderLogin();
    await expect.element(screen.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await screen.getByRole('button', { name: 'Log in' }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Please enter the login code');
    await expect.element(screen.getByLabelText('Login code')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByLabelText('Login code')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's message when it refuses, else 'Login failed'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubLoginRoute(() => Response.json({ code: 401, message: '登录凭证无效', data: null }));
    const { screen } = await renderLogin();
    await screen.getByLabelText('Login code').fill('TGT-nobody');
    await screen.getByRole('button', { name: 'Log in' }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('登录凭证无效');

    stubLoginRoute(() => new Response('bad gateway', { status: 502 }));
    await screen.getByRole('button', { name: 'Log in' }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Login failed');
    expect(localStorage.getItem('authorization')).toBeNull();
  });

  it('stores the login, sets the TGT cookie and returns to where the reader came from', async () => {
    const fetch = stubLoginRoute((token) =>
      Response.json({ code: 200, message: 'success', data: { token: `jwt-${token}`, mycsUserId: 10001, gdyToken: 'gdy', loginSysUserVo: { nickName: '星城读者' } } }),
    );
    const { screen, location } = await renderLogin();
    await screen.getByLabelText('Login code').fill('  TGT-reader-0001 ');
    await screen.getByRole('button', { name: 'Log in' }).click();
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/details?id=100001'));
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/api\/sys\/login\/mycs\/token$/);
    expect(localStorage.getItem('authorization')).toBe('jwt-TGT-reader-0001');
    expect(localStorage.getItem('TGT')).toBe('TGT-reader-0001');
    expect(JSON.parse(localStorage.getItem('cs_userInfo') ?? '{}')).toEqual({ nickName: '星城读者', mycsUserId: '10001' });
    expect(document.cookie).toContain('TGT=TGT-reader-0001');
  });

  it('never returns to another site', async () => {
    stubLoginRoute(() => Response.json({ code: 200, data: { token: 'jwt', mycsUserId: '1', gdyToken: '', loginSysUserVo: {} } }));
    const { screen, location } = await renderLogin({}, '/YZlogin?redirect=%2F%2Fevil.example%2F');
    await screen.getByLabelText('Login code').fill('TGT-reader-0001');
    await screen.getByRole('button', { name: 'Log in' }).click();
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/'));
  });

  it('offers no app login outside the app', async () => {
    const { screen } = await renderLogin();
    expect(screen.getByRole('button', { name: 'Log in with the app' }).query()).toBeNull();
  });
});

describe('/YZlogin inside the app', () => {
  it.each([
    ['4.2.0', true],
    ['4.1.9', false],
  ])('at app version %s offers WeChat quick login: %s', async (appVersion, offered) => {
    installSimulator('module', { platform: 'ios', appVersion });
    localStorage.setItem('cs_appVersion', JSON.stringify({ platform: 'ios', versionName: appVersion }));
    const { screen } = await renderLogin({ native: pageApi('ios') });
    await expect.element(screen.getByRole('button', { name: 'Log in with the app' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'WeChat quick login' }).query() !== null).toBe(offered);
  });

  it('WeChat quick login hands over to the app, polls and reloads once logged in', async () => {
    const sim = installSimulator('module', { platform: 'android', appVersion: '4.2.0', autoLoginAfterMs: 2 * APP_LOGIN_POLL_MS });
    localStorage.setItem('cs_appVersion', JSON.stringify({ platform: 'android', versionName: '4.2.0' }));
    const reload = vi.fn();
    const { screen } = await renderLogin({ native: pageApi('android'), reload });
    await screen.getByRole('button', { name: 'WeChat quick login' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Waiting for the app to finish logging in…');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce(), { timeout: 15 * APP_LOGIN_POLL_MS });
    expect(sim.callsTo('weChatQuickLogin')).toHaveLength(1);
    expect(sim.callsTo('userLogin')).toHaveLength(0);
    expect(sim.callsTo('getUserStatus').length).toBeGreaterThanOrEqual(2);
  });
});
