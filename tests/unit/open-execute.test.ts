import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { executeOpenAction, type NativeOpenCalls, type OpenPorts } from '../../core/domain/open/execute.ts';
import { LOGIN_HANDLER, OPEN_LOGIN_POLL_MS, RELOAD_WHEN_LOGGED_IN } from '../../core/domain/open/login-wait.ts';
import { openItem } from '../../core/domain/open/open-item.ts';
import { createRegistry } from '../../core/engine/registry/registry.ts';
import { videoRouteOpener } from '../../plugins/openers/video-route/video-route.plugin.ts';

const BASE = 'http://127.0.0.1:5173/';

function ports(native: NativeOpenCalls | null = null) {
  const route = vi.fn<(path: string) => void>();
  const assign = vi.fn<(href: string) => void>();
  const reload = vi.fn<() => void>();
  const value: OpenPorts = { base: BASE, route, assign, reload, native };
  return { value, route, assign, reload };
}

/** The app's side of the bridge as the executor sees it: answers login state from a flag. */
function app(loggedInAfterPolls = Infinity) {
  let polls = 0;
  const calls: [string, Record<string, unknown>][] = [];
  const native: NativeOpenCalls = {
    call: async (handler, payload) => void calls.push([handler, payload]),
    isLoggedIn: async () => ++polls >= loggedInAfterPolls,
  };
  return { native, calls, polls: () => polls };
}

describe('executing open actions', () => {
  it('routes in-app paths and navigates to other addresses', async () => {
    const p = ports();
    expect(await executeOpenAction({ kind: 'route', path: '/video?id=1' }, p.value)).toEqual({ status: 'routed', path: '/video?id=1' });
    expect(p.route).toHaveBeenCalledWith('/video?id=1');
    expect(await executeOpenAction({ kind: 'external', url: 'https://www.example.com/x' }, p.value)).toEqual({
      status: 'navigated',
      href: 'https://www.example.com/x',
    });
    expect(p.assign).toHaveBeenCalledWith('https://www.example.com/x');
  });

  it('refuses unsafe routes and addresses without navigating', async () => {
    const p = ports();
    for (const path of ['//evil.example/x', 'video?id=1', 'javascript:alert(1)', 'https://evil.example/']) {
      expect((await executeOpenAction({ kind: 'route', path }, p.value)).status).toBe('refused');
    }
    for (const url of ['javascript:alert(1)', 'data:text/html,x', ' JAVA\nSCRIPT:alert(1)']) {
      expect((await executeOpenAction({ kind: 'external', url }, p.value)).status).toBe('refused');
    }
    expect(p.route).not.toHaveBeenCalled();
    expect(p.assign).not.toHaveBeenCalled();
  });

  it('calls the native handler with its payload inside the app, and refuses outside it', async () => {
    const { native, calls } = app();
    const payload = { type: 'NewsDetail', link: 'https://www.example.com/n/1', title: 't' };
    expect(await executeOpenAction({ kind: 'native', handler: 'jumpToNativePage', payload }, ports(native).value)).toEqual({
      status: 'native',
      handler: 'jumpToNativePage',
    });
    expect(calls).toEqual([['jumpToNativePage', payload]]);
    expect((await executeOpenAction({ kind: 'native', handler: 'openVideo', payload: {} }, ports(null).value)).status).toBe('refused');
  });

  it("hands the app absolute links and pictures, as it has no page to resolve '/details?…' on (issue 12)", async () => {
    const { native, calls } = app();
    const payload = { type: 'NewsDetail', link: '/details?newsId=100003', title: 't', content: 'c', image: '/media/img/metro.svg' };
    await executeOpenAction({ kind: 'native', handler: 'jumpToNativePage', payload }, ports(native).value);
    expect(calls).toEqual([
      ['jumpToNativePage', { ...payload, link: 'http://127.0.0.1:5173/details?newsId=100003', image: 'http://127.0.0.1:5173/media/img/metro.svg' }],
    ]);
  });

  it('never hands the app an unsafe link', async () => {
    const { native, calls } = app();
    const outcome = await executeOpenAction({ kind: 'native', handler: 'jumpToNativePage', payload: { link: 'javascript:alert(1)' } }, ports(native).value);
    expect(outcome.status).toBe('refused');
    expect(calls).toEqual([]);
  });

  it('answers refused when the native call fails', async () => {
    const native: NativeOpenCalls = { call: () => Promise.reject(new Error('no handler')), isLoggedIn: async () => true };
    expect((await executeOpenAction({ kind: 'native', handler: 'openVideo', payload: {} }, ports(native).value)).status).toBe('refused');
  });

  it('opens an item through the registry: its opener decides, the executor acts', async () => {
    const { index } = createRegistry().register(videoRouteOpener);
    const p = ports();
    const context = { deviceId: null, loggedIn: false, liveToken: null };
    expect(await openItem(index, { id: '5', title: 't', type: 'video_com' }, context, p.value)).toEqual({ status: 'routed', path: '/video?id=5' });
    expect(await openItem(index, { id: '6', title: 't', type: 'news_common' }, context, p.value)).toEqual({
      status: 'nothing',
      reason: 'no opener for opener:news_common',
    });
    expect(p.route).toHaveBeenCalledOnce();
  });

  it('does nothing for a none action', async () => {
    const p = ports();
    expect(await executeOpenAction({ kind: 'none', reason: 'no address' }, p.value)).toEqual({ status: 'nothing', reason: 'no address' });
  });
});

describe('waiting for login while opening (spec 1 §2: poll every 500 ms, reload once logged in)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const action = { kind: 'native', handler: LOGIN_HANDLER, payload: { afterLogin: RELOAD_WHEN_LOGGED_IN } } as const;

  it('asks the app to log in, polls every 500 ms and reloads once, at the first logged-in answer', async () => {
    expect(OPEN_LOGIN_POLL_MS).toBe(500);
    const { native, calls, polls } = app(3);
    const p = ports(native);
    const outcome = await executeOpenAction(action, p.value);
    expect(outcome.status).toBe('awaiting-login');
    expect(calls).toEqual([[LOGIN_HANDLER, {}]]);
    await vi.advanceTimersByTimeAsync(499);
    expect(polls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(polls()).toBe(3);
    expect(p.reload).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(5000);
    expect(polls()).toBe(3);
    expect(p.reload).toHaveBeenCalledOnce();
  });

  it('stops polling when the page stops it', async () => {
    const { native, polls } = app();
    const p = ports(native);
    const outcome = await executeOpenAction(action, p.value);
    await vi.advanceTimersByTimeAsync(1000);
    expect(polls()).toBe(2);
    if (outcome.status === 'awaiting-login') outcome.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(polls()).toBe(2);
    expect(p.reload).not.toHaveBeenCalled();
  });

  it('keeps polling after an unanswered bridge call', async () => {
    let answers = 0;
    const native: NativeOpenCalls = {
      call: async () => {},
      isLoggedIn: () => (++answers === 1 ? Promise.reject(new Error('timeout')) : Promise.resolve(true)),
    };
    const p = ports(native);
    await executeOpenAction(action, p.value);
    await vi.advanceTimersByTimeAsync(1000);
    expect(p.reload).toHaveBeenCalledOnce();
  });
});
