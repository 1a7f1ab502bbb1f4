import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_INTERACTIVE_REPLY_TIMEOUT_MS, BRIDGE_READY_TIMEOUT_MS } from '../../core/platform/bridge/client.ts';
import type { NativeHandlerName } from '../../core/platform/bridge/native-api.ts';
import { BRIDGE_DEMOS } from '../../src/pages/bridge/bridge-demos.ts';
import { installSimulator, pageApi, resetNativeSide, SIM_DEVICE_ID, sleep, type InstallMode } from '../support/native-bridge.ts';

const PLATFORMS = ['ios', 'android'] as const;
const MODES: InstallMode[] = ['module', 'init script'];

/** What each query handler answers from the simulated app's default state (logged out, 4.2.0). */
const EXPECTED: Partial<Record<NativeHandlerName, unknown>> = {
  getAppVersion: { versionName: '4.2.0' },
  getDeviceId: SIM_DEVICE_ID,
  getUserStatus: { loggedIn: false },
  getTgt: '',
  getUserInfo: { user: null },
  applicationIsAgreePrivacy: { agreed: true },
  getSecurityLockState: { locked: false },
  // The other calls of spec 1 §7, logged out: empty texts where the app has no user.
  getToken: '',
  getUser: { user: null },
  getMobile: '',
  getUserId: '',
  getDeviceToken: `push-${SIM_DEVICE_ID}`,
  location: { latitude: 28.1958, longitude: 112.9777, city: '长沙市', cityCode: '430100', address: '湖南省长沙市芙蓉区五一广场' },
  qrscan: 'https://m.mycs.cn/scan/sample',
  photo: [`${location.origin}/media/img/photo.svg?shot=1`, `${location.origin}/media/img/photo.svg?shot=2`],
};

beforeEach(resetNativeSide);
afterEach(() => {
  resetNativeSide();
  vi.restoreAllMocks();
});

describe.each(PLATFORMS)('%s bridge against the simulated app', (platform) => {
  it.each(MODES)('answers every handler (simulator installed as %s)', async (mode) => {
    const sim = installSimulator(mode, { platform });
    const api = pageApi(platform);
    for (const demo of BRIDGE_DEMOS) {
      const result = await demo.run(api, location.origin);
      const expected = EXPECTED[demo.name] ?? { code: 200, data: null };
      expect(result, demo.name).toEqual({ ok: true, value: expected });
    }
    expect(sim.calls.map((call) => call.name)).toEqual(BRIDGE_DEMOS.map((demo) => demo.name));
    expect(sim.calls.every((call) => call.answered)).toBe(true);
    // Android data reaches Java as JSON text; iOS gets the object itself.
    const setTitle = sim.callsTo('setTitle')[0];
    expect(setTitle?.data).toEqual({ title: 'native bridge test' });
    expect(typeof setTitle?.rawData).toBe(platform === 'android' ? 'string' : 'object');
    expect(sim.state).toMatchObject({ title: 'native bridge test', points: [1], closed: true, logoVisible: false });
    expect(sim.violations).toEqual([]);
  });

  it('reads the login state and ticket once the app is logged in', async () => {
    const sim = installSimulator('module', { platform, loggedIn: true, tgt: 'TGT-reader-0002' });
    const api = pageApi(platform);
    expect(await api.getUserStatus()).toEqual({ ok: true, value: { loggedIn: true } });
    expect(await api.getTgt()).toEqual({ ok: true, value: 'TGT-reader-0002' });
    expect(document.cookie).toContain('TGT=TGT-reader-0002');
    sim.setLoggedIn(false);
    expect(await api.getUserStatus()).toEqual({ ok: true, value: { loggedIn: false } });
    expect(document.cookie).not.toContain('TGT=');
  });

  it('times out when the app withholds its reply, and works again once it answers', async () => {
    const sim = installSimulator('module', { platform, withhold: ['getUserInfo'] });
    const api = pageApi(platform);
    await api.getAppVersion(); // connected
    const started = performance.now();
    expect(await api.getUserInfo({ timeoutMs: 250 })).toEqual({ ok: false, reason: 'timeout' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(245);
    expect(sim.callsTo('getUserInfo')).toMatchObject([{ answered: false }]);
    sim.withhold('getUserInfo', false);
    expect(await api.getUserInfo({ timeoutMs: 250 })).toEqual({ ok: true, value: { user: null } });
  });

  it('drops a reply that comes after the time-out, without an error', async () => {
    const sim = installSimulator('module', { platform });
    const api = pageApi(platform);
    const warn = vi.spyOn(console, 'warn');
    sim.delayReply('getDeviceId', 300);
    expect(await api.getDeviceId({ timeoutMs: 100 })).toEqual({ ok: false, reason: 'timeout' });
    await expect.poll(() => sim.callsTo('getDeviceId')[0]?.answered).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    expect(sim.violations).toEqual([]);
  });

  it('reports a reply that is not JSON as bad-reply, and reads a JSON string reply', async () => {
    const sim = installSimulator('module', { platform });
    const api = pageApi(platform);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sim.scriptReply('getAppVersion', '{"code":200,"version":');
    expect(await api.getAppVersion()).toEqual({ ok: false, reason: 'bad-reply' });
    sim.scriptReply('getUserStatus', '{"code":200,"isLogined":"1"}');
    expect(await api.getUserStatus()).toEqual({ ok: true, value: { loggedIn: true } });
  });

  it('answers no-bridge at once outside the app, without signalling native', async () => {
    const sim = installSimulator('module', { platform });
    const started = performance.now();
    expect(await pageApi('desktop').getAppVersion()).toEqual({ ok: false, reason: 'no-bridge' });
    expect(await pageApi(platform, { deviceId: null }).getUserStatus()).toEqual({ ok: false, reason: 'no-bridge' });
    // At once: far below the wait for a runtime that is not there (BRIDGE_READY_TIMEOUT_MS), however busy the machine.
    expect(performance.now() - started).toBeLessThan(BRIDGE_READY_TIMEOUT_MS / 4);
    await sleep(20);
    expect(sim.calls).toEqual([]);
    expect(sim.urls).toEqual([]);
    expect((window as unknown as { WVJBCallbacks?: unknown }).WVJBCallbacks).toBeUndefined();
  });

  it('answers no-bridge when the app never injects its runtime', async () => {
    const api = pageApi(platform, { readyTimeoutMs: 200 });
    const started = performance.now();
    expect(await api.getAppVersion()).toEqual({ ok: false, reason: 'no-bridge' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(195);
  });

  it('lets native call a handler the page registered, and flags a second answer (the iOS app would crash)', async () => {
    const sim = installSimulator('module', { platform });
    expect(await pageApi(platform).client.ready()).toBe(true);
    const runtime = (window as unknown as { WebViewJavascriptBridge: { registerHandler: (n: string, h: (d: unknown, r?: (x: unknown) => void) => void) => void } })
      .WebViewJavascriptBridge;
    runtime.registerHandler('pageShow', (data, respond) => {
      respond?.({ seen: data });
      respond?.({ seen: 'again' });
    });
    const answer = await sim.callPage('pageShow', { from: 'background' });
    const expected = { seen: platform === 'ios' ? { from: 'background' } : '{"from":"background"}' };
    expect(platform === 'ios' ? answer : JSON.parse(String(answer))).toEqual(expected);
    await expect.poll(() => sim.violations.length).toBe(1);
  });
});

describe('iOS signalling (WebViewJavascriptBridge)', () => {
  it('rings both bridge-loaded addresses once and queues callbacks until the runtime is there', async () => {
    const sim = installSimulator('module', { platform: 'ios' });
    const first = pageApi('ios');
    const second = pageApi('ios');
    const [a, b] = await Promise.all([first.getAppVersion(), second.getDeviceId()]);
    expect(a.ok && b.ok).toBe(true);
    const loaded = sim.urls.filter((url) => /bridge_loaded/i.test(url));
    expect(loaded).toEqual(['https://__bridge_loaded__', 'wvjbscheme://__BRIDGE_LOADED__']);
    expect(sim.urls.filter((url) => url === 'https://__wvjb_queue_message__').length).toBeGreaterThanOrEqual(2);
    expect((window as unknown as { WVJBCallbacks?: unknown }).WVJBCallbacks).toBeUndefined();
  });
});

describe('Android signalling (JsBridge 1.x)', () => {
  it('waits for WebViewJavascriptBridgeReady when the page starts before the app injected its runtime', async () => {
    const api = pageApi('android');
    const pending = api.getAppVersion();
    await sleep(50);
    installSimulator('module', { platform: 'android', appVersion: '4.0.9' });
    expect(await pending).toEqual({ ok: true, value: { versionName: '4.0.9' } });
  });

  it('calls init exactly once however many clients the page makes', async () => {
    const sim = installSimulator('module', { platform: 'android' });
    const warn = vi.spyOn(console, 'warn');
    expect((await pageApi('android').getTgt()).ok).toBe(true);
    expect((await pageApi('android').getTgt()).ok).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    expect(sim.urls.some((url) => url.startsWith('yy://return/_fetchQueue/'))).toBe(true);
  });
});

describe('the bridge as content opening uses it (core/domain/open)', () => {
  it('calls handlers by name inside the app, rejects on no answer, and is absent outside', async () => {
    const { nativeOpenCalls } = await import('../../core/platform/bridge/open-calls.ts');
    const sim = installSimulator('module', { platform: 'ios', loggedIn: true, });
    const calls = nativeOpenCalls(pageApi('ios'));
    expect(await calls?.call('openVideo', { panelId: '48662', contentId: '100001' })).toEqual({ code: 200, data: null });
    expect(sim.callsTo('openVideo')[0]?.data).toEqual({ panelId: '48662', contentId: '100001' });
    expect(await calls?.isLoggedIn()).toBe(true);
    expect(nativeOpenCalls(pageApi('desktop', { deviceId: null }))).toBeNull();
    sim.withhold('openVideo');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const rejected = expect(calls?.call('openVideo', {})).rejects.toThrow('native openVideo: timeout');
    await vi.advanceTimersByTimeAsync(BRIDGE_INTERACTIVE_REPLY_TIMEOUT_MS);
    await rejected;
    vi.useRealTimers();
  });
});
