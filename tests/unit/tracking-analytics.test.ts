import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS_APP_ID_OTHER, ANALYTICS_APP_ID_PRODUCTION } from '../../core/engine/env/environment.ts';
import { ANALYTICS_CHANNEL, startAnalytics, type NativeApplog, type WebAnalyticsSdk } from '../../core/platform/tracking/analytics.ts';

/** Records what the app asks of the web SDK (the real SDK runs against a stand-in in tests/browser/http-analytics). */
function recordingSdk() {
  const calls: [string, unknown][] = [];
  const sdk: WebAnalyticsSdk = {
    init: (options) => void calls.push(['init', options]),
    config: (values) => void calls.push(['config', values]),
    start: () => void calls.push(['start', null]),
    event: (name, params) => void calls.push(['event', [name, params]]),
  };
  return { sdk, calls };
}

describe('analytics (spec 1 §7)', () => {
  it('inside the app sends events through bytedanceApplogEvent and never loads the web SDK', async () => {
    const native: NativeApplog = { bytedanceApplogEvent: vi.fn(async () => ({ code: 200 })) };
    const loadSdk = vi.fn();
    const client = await startAnalytics({ appId: ANALYTICS_APP_ID_PRODUCTION, userUniqueId: 'u-1', native, privacyRefused: false, loadSdk });
    client.event('content_news_click_detail', { group_id: '9' });
    expect(client.via).toBe('native');
    expect(native.bytedanceApplogEvent).toHaveBeenCalledWith({ event: 'content_news_click_detail', params: { group_id: '9' } });
    expect(loadSdk).not.toHaveBeenCalled();
  });

  it('in a browser initialises the SDK with the app id, then the user unique id, then starts it', async () => {
    const { sdk, calls } = recordingSdk();
    const client = await startAnalytics({ appId: ANALYTICS_APP_ID_OTHER, userUniqueId: 'u-2', native: null, privacyRefused: false, loadSdk: async () => sdk });
    client.event('click', { a: 1 });
    expect(client.via).toBe('web-sdk');
    expect(calls.map(([name]) => name)).toEqual(['init', 'config', 'start', 'event']);
    expect(calls[0]?.[1]).toMatchObject({ app_id: 10000001, channel: ANALYTICS_CHANNEL });
    expect(calls[1]?.[1]).toEqual({ user_unique_id: 'u-2' });
    expect(calls[3]?.[1]).toEqual(['click', { a: 1 }]);
  });

  it('points the SDK at another collector when asked, and sets no user unique id it does not have', async () => {
    const { sdk, calls } = recordingSdk();
    await startAnalytics({ appId: 10000004, userUniqueId: null, native: null, privacyRefused: false, channelDomain: 'http://127.0.0.1:5300/collector', loadSdk: async () => sdk });
    expect(calls[0]?.[1]).toMatchObject({ app_id: 10000004, channel_domain: 'http://127.0.0.1:5300/collector' });
    expect(calls.map(([name]) => name)).toEqual(['init', 'start']);
  });

  it('sends nothing anywhere when privacy was refused', async () => {
    const native: NativeApplog = { bytedanceApplogEvent: vi.fn(async () => ({})) };
    const loadSdk = vi.fn();
    const client = await startAnalytics({ appId: 10000004, userUniqueId: 'u', native, privacyRefused: true, loadSdk });
    client.event('click');
    expect(client.via).toBe('off');
    expect(native.bytedanceApplogEvent).not.toHaveBeenCalled();
    expect(loadSdk).not.toHaveBeenCalled();
  });
});
