import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { translator } from '../../core/engine/i18n/translator.ts';
import { APP_LOGIN_POLL_MS, loginInsideApp, type AppLoginPorts } from '../../core/platform/session/app-login.ts';
import { readSessionCookie } from '../../core/platform/session/cookie.ts';
import { startSession } from '../../core/platform/session/start-session.ts';
import { browserSessionStore } from '../../core/platform/session/store.ts';
import type { LoginOutcome, TokenExchange } from '../../core/platform/session/token-login.ts';
import { askToLogIn } from '../../core/platform/session/require-login.ts';
import { QuestionHost } from '../../ui/notices/QuestionHost.tsx';
import { installSimulator, pageApi, resetNativeSide, sleep } from '../support/native-bridge.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

const t = translator('en');
const PLATFORMS = ['ios', 'android'] as const;

/** The lead's CMS route is not the subject here: the exchange answers as its contract says. */
const exchangeAccepting = (known: string): TokenExchange =>
  vi.fn(async (ticket: string): Promise<LoginOutcome> =>
    ticket === known
      ? { kind: 'ok', login: { token: `jwt-${ticket}`, mycsUserId: '10001', gdyToken: 'gdy-1', loginSysUserVo: { nickName: '星城读者' } } }
      : { kind: 'refused', code: 401, message: 'unknown ticket' },
  );

beforeEach(resetNativeSide);
afterEach(() => {
  resetNativeSide();
  vi.restoreAllMocks();
});

describe.each(PLATFORMS)('login inside the %s app (spec 1 §4)', (platform) => {
  // The question is a 'confirm' notice of the page's notices, shown by the page chrome's host.
  const engine = testEngine({ language: 'en' });
  beforeEach(async () => {
    await render(
      <WithEngine engine={engine}>
        <QuestionHost />
      </WithEngine>,
    );
  });

  function appLogin(over: Partial<AppLoginPorts> = {}) {
    const reload = vi.fn();
    const ports: AppLoginPorts = {
      store: browserSessionStore(),
      readSessionCookie: () => readSessionCookie(),
      exchange: exchangeAccepting('TGT-reader-0001'),
      confirm: () => askToLogIn(engine.services.notices),
      native: pageApi(platform),
      reload,
      toast: vi.fn(),
      t,
      ...over,
    };
    return { ports, reload, result: loginInsideApp(ports) };
  }

  it('asks, hands over to the app login, polls every 400 ms and reloads once the app is logged in', async () => {
    const sim = installSimulator('module', { platform });
    const { result, reload } = appLogin();
    const dialog = page.getByRole('alertdialog', { name: 'Not logged in yet, please log in first' });
    await expect.element(dialog).toHaveTextContent('Not logged in yet, please log in first');
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Go to login' }).click();
    expect((await result).status).toBe('awaiting-app');
    await expect.element(dialog).not.toBeInTheDocument();
    // Android's bridge delivers the call through its message queue: it reaches the app a moment later.
    await expect.poll(() => sim.callsTo('userLogin')).toHaveLength(1);

    // Five polls (however long a busy machine takes to get there), never closer than the interval,
    // and most of them at it (the median: a late timer now and then does not count against it).
    await expect.poll(() => sim.callsTo('getUserStatus').length, { timeout: 20 * APP_LOGIN_POLL_MS }).toBeGreaterThanOrEqual(5);
    const polls = sim.callsTo('getUserStatus').map((call) => call.at);
    const gaps = polls.slice(1).map((at, i) => at - (polls[i] ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThan(APP_LOGIN_POLL_MS - 60);
    const middle = gaps.toSorted((a, b) => a - b).slice(Math.floor((gaps.length - 1) / 2), Math.floor(gaps.length / 2) + 1);
    expect(middle.reduce((sum, gap) => sum + gap, 0) / middle.length).toBeLessThan(APP_LOGIN_POLL_MS + 150);
    expect(reload).not.toHaveBeenCalled();

    sim.setLoggedIn(true);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce(), { timeout: 10 * APP_LOGIN_POLL_MS });
    const pollsAtReload = sim.callsTo('getUserStatus').length;
    await sleep(3 * APP_LOGIN_POLL_MS);
    expect(sim.callsTo('getUserStatus')).toHaveLength(pollsAtReload);
    expect(reload).toHaveBeenCalledOnce();
  });

  // Spec 1 §4, §9: chat-app quick login from 4.2.0; the prompt decides as the login page does.
  it.each([
    ['4.2.0', 'weChatQuickLogin', 'userLogin'],
    ['4.10.0', 'weChatQuickLogin', 'userLogin'],
    ['4.1.9', 'userLogin', 'weChatQuickLogin'],
  ] as const)('at app version %s, "Go to login" hands over to %s', async (appVersion, used, unused) => {
    const sim = installSimulator('module', { platform, appVersion });
    localStorage.setItem('cs_appVersion', JSON.stringify({ platform, versionName: appVersion })); // as app start keeps it
    const { result } = appLogin();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Go to login' }).click();
    const outcome = await result;
    await expect.poll(() => sim.callsTo(used)).toHaveLength(1);
    expect(sim.callsTo(unused)).toEqual([]);
    if (outcome.status === 'awaiting-app') outcome.stop();
  });

  it('cancel closes the prompt: no app login, no polling', async () => {
    const sim = installSimulator('module', { platform });
    const { result } = appLogin();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await result).toEqual({ status: 'cancelled' });
    await sleep(APP_LOGIN_POLL_MS + 100);
    expect(sim.callsTo('userLogin')).toEqual([]);
    expect(sim.callsTo('getUserStatus')).toEqual([]);
  });

  it('exchanges the session cookie the app set, without a prompt', async () => {
    installSimulator('module', { platform, loggedIn: true, tgt: 'TGT-reader-0001' });
    const confirm = vi.fn(async () => true);
    const { result, ports } = appLogin({ confirm });
    expect(await result).toEqual({ status: 'logged-in' });
    expect(ports.exchange).toHaveBeenCalledWith('TGT-reader-0001');
    expect(confirm).not.toHaveBeenCalled();
    expect(localStorage.getItem('authorization')).toBe('jwt-TGT-reader-0001');
    expect(JSON.parse(localStorage.getItem('cs_userInfo') ?? '{}')).toEqual({ nickName: '星城读者', mycsUserId: '10001' });
  });
});

describe.each(PLATFORMS)('app start inside the %s app (spec 1 §4)', (platform) => {
  const start = (exchange: TokenExchange) =>
    startSession({
      userAgent: navigator.userAgent,
      readSessionCookie: () => readSessionCookie(),
      store: browserSessionStore(),
      native: pageApi(platform),
      exchange,
      toast: vi.fn(),
      report: vi.fn(),
    });

  it.each([
    ['4.1.0', true],
    ['4.10.2', true],
    ['4.0.9', false],
    ['3.9.9', false],
  ])('at app version %s checks the security lock before the login: %s', async (appVersion, checks) => {
    const sim = installSimulator('module', { platform, appVersion, loggedIn: true });
    const exchange = exchangeAccepting('TGT-reader-0001');
    const result = await start(exchange);
    expect(result.appVersion).toBe(appVersion);
    expect(JSON.parse(localStorage.getItem('cs_appVersion') ?? '{}')).toEqual({ platform, versionName: appVersion });
    const names = sim.calls.map((call) => call.name);
    expect(names).toEqual(checks ? ['getAppVersion', 'getSecurityLockState'] : ['getAppVersion']);
    expect(result.steps).toEqual(checks ? ['security-unlocked', 'login-stored', 'render'] : ['login-stored', 'render']);
    expect(exchange).toHaveBeenCalledWith('TGT-reader-0001');
  });

  it('does not log in while the app stays locked, and still renders', async () => {
    installSimulator('module', { platform, appVersion: '4.1.0', loggedIn: true, securityLocked: true });
    const exchange = exchangeAccepting('TGT-reader-0001');
    const result = await start(exchange);
    expect(result.steps).toEqual(['security-locked', 'login-skipped-locked', 'render']);
    expect(exchange).not.toHaveBeenCalled();
    expect(localStorage.getItem('authorization')).toBeNull();
  });

  it('erases the stored login when the app has no session cookie', async () => {
    installSimulator('module', { platform, appVersion: '4.0.0', loggedIn: false });
    localStorage.setItem('TGT', 'TGT-old');
    localStorage.setItem('authorization', 'jwt-old');
    localStorage.setItem('gdyToken', 'gdy-old');
    localStorage.setItem('cs_userInfo', '{"mycsUserId":"1"}');
    const result = await start(exchangeAccepting('TGT-reader-0001'));
    expect(result.steps).toEqual(['login-erased', 'render']);
    expect(['TGT', 'authorization', 'gdyToken', 'cs_userInfo'].map((key) => localStorage.getItem(key))).toEqual([null, null, null, null]);
  });
});
