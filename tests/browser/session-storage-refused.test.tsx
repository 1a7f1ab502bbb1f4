import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureRequests, type RequestSetup } from '../../core/engine/http/request-setup.ts';
import { request } from '../../core/engine/http/request.ts';
import { LIKE_PATH, toggleLike } from '../../core/domain/interactions/interactions-api.ts';
import { LoginPage } from '../../src/pages/login/LoginPage.tsx';
import { startApp } from '../../src/pages/login/start-app.ts';
import { pageApi, resetNativeSide } from '../support/native-bridge.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

/*
 * Issue 27 item 6: where local storage is refused (private modes, some chat apps' webviews) every
 * part of the page keeps the session in one memory store: a login written by the login page is the
 * token the next action sends.
 */
const storageDescriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
let previous: RequestSetup;

beforeEach(() => {
  resetNativeSide();
  previous = configureRequests({});
  // As a private mode refuses it: touching local storage throws.
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
});
afterEach(() => {
  if (storageDescriptor) Object.defineProperty(window, 'localStorage', storageDescriptor);
  configureRequests(previous);
  vi.restoreAllMocks();
});

const tokenSent = (init: RequestInit | undefined) => new Headers(init?.headers).get('token');

describe('the session where local storage is refused', () => {
  it('a login made on the login page is the token of the next like', async () => {
    expect(() => window.localStorage).toThrow();
    const engine = testEngine({ language: 'en' });
    await startApp(() => {}, () => {}); // as the page starts: it wires the requests to the session
    const fetch = vi.spyOn(window, 'fetch').mockImplementation(async (url, init) => {
      if (String(url).includes(LIKE_PATH)) return Response.json({ code: 200, message: 'success', data: true });
      const { token } = JSON.parse(String(init?.body)) as { token: string };
      return Response.json({ code: 200, message: 'success', data: { token: `jwt-${token}`, mycsUserId: 10001, gdyToken: 'gdy', loginSysUserVo: {} } });
    });
    const location = memoryLocation({ path: '/YZlogin?redirect=%2Fdetails%3Fid%3D100001', record: true });
    const screen = await render(
      <WithEngine engine={engine}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <LoginPage native={pageApi('desktop', { deviceId: null })} />
        </Router>
      </WithEngine>,
    );
    expect(engine.services.session.loggedIn()).toBe(false);
    await screen.getByLabelText('Login code').fill('TGT-reader-0001');
    await screen.getByRole('button', { name: 'Log in' }).click();
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/details?id=100001'));

    expect(engine.services.session.loggedIn()).toBe(true);
    expect(engine.services.session.userId()).toBe('10001');
    expect(await toggleLike(request, '100001', 'news_common')).toEqual({ ok: true, active: true });
    const like = fetch.mock.calls.find(([url]) => String(url).includes(LIKE_PATH));
    expect(tokenSent(like?.[1])).toBe('jwt-TGT-reader-0001');
  });
});
