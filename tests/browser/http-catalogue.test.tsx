import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createFailureHandler } from '../../core/engine/http/failure-handler.ts';
import { createNoticeCentre, type NoticeCentre } from '../../core/engine/http/notices.ts';
import { request, RequestError } from '../../core/engine/http/request.ts';
import { configureRequests, type RequestSetup, type SessionValues } from '../../core/engine/http/request-setup.ts';
import { AlertHost } from '../../ui/notices/Alert.tsx';
import { ToastHost } from '../../ui/notices/Toast.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';
import { standInOrigin } from '../support/stand-in-origin.ts';
import { createEngineBus } from '../../core/engine/events.ts';

/**
 * The wrapper through every row of the error catalogue (spec 1 §8), in Chromium, against the HTTP
 * stand-in (tests/support/http-stand-in.ts): what the reader sees and what happens to the login.
 */
const standIn = standInOrigin();
const engine = testEngine({ language: 'en' });

/** The stored login as the wrapper sees it: a token and a device id, until cleared. */
function storedLogin(): SessionValues & { cleared: number } {
  let token: string | null = 'tok-1';
  const login = {
    cleared: 0,
    token: () => token,
    deviceId: () => 'dev-1',
    clearLogin: () => {
      token = null;
      login.cleared += 1;
    },
  };
  return login;
}

let previous: RequestSetup;
let centre: NoticeCentre;
let session: ReturnType<typeof storedLogin>;
let reload: ReturnType<typeof vi.fn<() => void>>;

beforeAll(() => {
  previous = configureRequests({ baseUrl: standIn, cookies: () => '' });
});
afterAll(() => void configureRequests(previous));

beforeEach(() => {
  centre = createNoticeCentre(createEngineBus());
  session = storedLogin();
  reload = vi.fn<() => void>();
  configureRequests({ session, onFailure: createFailureHandler({ session, notices: centre, reload }) });
});
afterEach(() => vi.restoreAllMocks());

async function page() {
  return render(
    <WithEngine engine={engine}>
      <main>news</main>
      <ToastHost centre={centre} />
      <AlertHost centre={centre} />
    </WithEngine>,
  );
}

const failing = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as RequestError);

describe('error catalogue in the page', () => {
  it('time-out: alert "System notice" / the service is too busy (with a small timeout option)', async () => {
    const screen = await page();
    const error = await failing(request('/slow/3000', { timeoutMs: 150 }));
    expect(error).toMatchObject({ kind: 'timeout', messageKey: 'error.timeout' });
    const alert = screen.getByRole('alertdialog', { name: 'System notice' });
    await expect.element(alert).toHaveTextContent('The service is too busy, please try later');
    expect(screen.container.querySelector('.toast')).toBeNull();
  });

  it('shows the no-response alert once until it is confirmed', async () => {
    const screen = await page();
    await failing(request('/slow/3000', { timeoutMs: 100 }));
    await failing(request('/broken'));
    await failing(request('/slow/3000', { timeoutMs: 100 }));
    await expect.element(screen.getByRole('alertdialog')).toHaveTextContent('The service is too busy, please try later');
    expect(screen.container.querySelectorAll('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
    await failing(request('/broken'));
    await expect.element(screen.getByRole('alertdialog')).toHaveTextContent('System is having a small problem, please retry later');
  });

  it('no response, other (the connection cut mid-answer): alert "system is having a small problem"', async () => {
    const screen = await page();
    expect(await failing(request('/broken'))).toMatchObject({ kind: 'no-response' });
    await expect.element(screen.getByRole('alertdialog', { name: 'System notice' })).toHaveTextContent('System is having a small problem, please retry later');
  });

  it.each([401, 40101])('%i: toast "Login expired, please log in again" and the login data cleared', async (failure) => {
    const screen = await page();
    const path = failure === 401 ? '/status/401' : '/code/40101';
    const echoBefore = (await request('/ok')) as { data: { headers: Record<string, string> } };
    expect(echoBefore.data.headers.token).toBe('tok-1');
    await failing(request(path));
    await expect.element(screen.getByRole('status')).toHaveTextContent('Login expired, please log in again');
    expect(session.cleared).toBe(1);
    const echoAfter = (await request('/ok')) as { data: { headers: Record<string, string> } };
    expect(echoAfter.data.headers.token).toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
  });

  it('4001: the page reloads at its own path, nothing else shown', async () => {
    const screen = await page();
    expect(await failing(request('/code/4001'))).toMatchObject({ kind: 'code', code: 4001 });
    expect(reload).toHaveBeenCalledOnce();
    expect(session.cleared).toBe(0);
    expect(screen.container.querySelector('.toast, dialog')).toBeNull();
  });

  it.each([500, 502, 503, 404])('HTTP %i: toast "Connection error (%i)!"', async (status) => {
    const screen = await page();
    expect(await failing(request(`/status/${status}`))).toMatchObject({ kind: 'http', status });
    await expect.element(screen.getByRole('status')).toHaveTextContent(`Connection error (${status})!`);
    expect(screen.container.querySelector('dialog')).toBeNull();
  });

  it('HTTP 408: toast "Request timed out!"', async () => {
    const screen = await page();
    await failing(request('/status/408'));
    await expect.element(screen.getByRole('status')).toHaveTextContent('Request timed out!');
  });

  it('network down: text "Your network is abnormal, unable to connect to server" and no alert', async () => {
    // The one interception: the browser's network itself failing.
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const screen = await page();
    expect(await failing(request('/ok'))).toMatchObject({ kind: 'network' });
    await expect.element(screen.getByRole('status')).toHaveTextContent('Your network is abnormal, unable to connect to server');
    expect(screen.container.querySelector('dialog')).toBeNull();
  });

  it('an HTTP 200 answer resolves with its body and shows nothing', async () => {
    const screen = await page();
    await expect(request('/ok', { params: { a: 1 } })).resolves.toMatchObject({ code: 200, data: { query: { a: '1' } } });
    expect(screen.container.querySelector('.toast, dialog')).toBeNull();
  });

  it('sends the session headers from the browser across origins', async () => {
    const { data } = (await request('/ok', { method: 'POST', params: { q: '长沙' } })) as { data: { headers: Record<string, string>; body: string } };
    expect(data.headers).toMatchObject({ 'x-client-type': 'inside-app', token: 'tok-1', deviceid: 'dev-1' });
    expect(JSON.parse(data.body)).toEqual({ q: '长沙' });
  });
});
