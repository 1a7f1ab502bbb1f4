import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequests, type RequestSetup } from '../../core/engine/http/request-setup.ts';
import { describeDevice, TRACKING_APP_NAME, type TrackingIdentity, type TrackingPayload } from '../../core/platform/tracking/payload.ts';
import { PRIVACY_FLAG_KEY } from '../../core/platform/tracking/privacy.ts';
import { createTracker, TRACKING_BATCH_DELAY_MS, TRACKING_UPLOAD_PATH } from '../../core/platform/tracking/tracker.ts';
import { startStandIn, type StandIn } from '../support/http-stand-in.ts';

const identity: TrackingIdentity = {
  header: {
    app_name: TRACKING_APP_NAME,
    app_version: '4.2.1',
    platform: 'android',
    device_model: 'Mi 10',
    device_brand: 'Xiaomi',
    os_name: 'android',
    os_version: '13',
    custom: { language: 'zh-CN', region: '430100' },
  },
  user: { device_id: 'dev-1', web_id: null },
  ids: { device_id: 'dev-1', user_unique_id: 'u-77', user_id: '77' },
};

function memoryStorage(values: Record<string, string> = {}) {
  const map = new Map(Object.entries(values));
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value) };
}

describe('tracking batches (spec 1 §4, §9: sent 1500 ms after queueing)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_790_000_000_000 }));
  afterEach(() => vi.useRealTimers());

  function setup(storage = memoryStorage({ [PRIVACY_FLAG_KEY]: '1' })) {
    const uploads: TrackingPayload[] = [];
    const tracker = createTracker({ storage, identity: () => identity, upload: async (payload) => void uploads.push(payload) });
    return { uploads, tracker, storage };
  }

  it('sends queued events together 1500 ms after the first, then clears the queue and runs the callbacks', async () => {
    expect(TRACKING_BATCH_DELAY_MS).toBe(1500);
    const { uploads, tracker } = setup();
    const order: string[] = [];
    tracker.track('cms_stay_page', { stay_time: 1200 }, { batch: true, callback: () => order.push('first callback') });
    await vi.advanceTimersByTimeAsync(700);
    tracker.track('click', { item: 1 }, { batch: true, callback: () => order.push('second callback') });
    expect(tracker.queued()).toBe(2);
    await vi.advanceTimersByTimeAsync(799);
    expect(uploads).toEqual([]);
    expect(order).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.events).toEqual([
      { event: 'cms_stay_page', params: { stay_time: 1200 }, local_time_ms: 1_790_000_000_000 },
      { event: 'click', params: { item: 1 }, local_time_ms: 1_790_000_000_700 },
    ]);
    expect(tracker.queued()).toBe(0);
    expect(order).toEqual(['first callback', 'second callback']);
  });

  it('starts a new batch after a batch was sent', async () => {
    const { uploads, tracker } = setup();
    tracker.track('a', {}, { batch: true });
    await vi.advanceTimersByTimeAsync(1500);
    tracker.track('b', {}, { batch: true });
    await vi.advanceTimersByTimeAsync(1499);
    expect(uploads.map((u) => u.events.map((e) => e.event))).toEqual([['a']]);
    await vi.advanceTimersByTimeAsync(1);
    expect(uploads.map((u) => u.events.map((e) => e.event))).toEqual([['a'], ['b']]);
  });

  it('sends an unbatched event at once, with header, user and ids', async () => {
    const { uploads, tracker } = setup();
    const callback = vi.fn();
    tracker.track('vote_page_view', { newsId: '9' }, { callback });
    await vi.advanceTimersByTimeAsync(0);
    expect(uploads).toEqual([{ ...identity, events: [{ event: 'vote_page_view', params: { newsId: '9' }, local_time_ms: 1_790_000_000_000 }] }]);
    expect(callback).toHaveBeenCalledOnce();
  });

  it.each(['0', ' 0'])('uploads nothing when cs_agreePrivacy is %j, yet lets the callback run', async (flag) => {
    const { uploads, tracker } = setup(memoryStorage({ [PRIVACY_FLAG_KEY]: flag }));
    const callback = vi.fn();
    tracker.track('a', {}, { callback });
    tracker.track('b', {}, { batch: true, callback });
    await vi.advanceTimersByTimeAsync(3000);
    expect(uploads).toEqual([]);
    expect(tracker.queued()).toBe(0);
    expect(callback).toHaveBeenCalledTimes(2);
  });

  it.each([null, '1', '', '00'])('uploads when cs_agreePrivacy is %j', async (flag) => {
    const { uploads, tracker } = setup(memoryStorage(flag === null ? {} : { [PRIVACY_FLAG_KEY]: flag }));
    tracker.track('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(uploads).toHaveLength(1);
  });

  it('drops a batch whose privacy was refused before it was sent', async () => {
    const { uploads, tracker, storage } = setup();
    tracker.track('a', {}, { batch: true });
    storage.setItem(PRIVACY_FLAG_KEY, '0');
    await vi.advanceTimersByTimeAsync(1500);
    expect(uploads).toEqual([]);
  });

  it('runs the callback when the upload fails too', async () => {
    const callback = vi.fn();
    const tracker = createTracker({ storage: memoryStorage(), identity: () => identity, upload: () => Promise.reject(new Error('down')) });
    tracker.track('a', {}, { batch: true, callback });
    await tracker.flush();
    expect(callback).toHaveBeenCalledOnce();
  });
});

describe('tracking upload over HTTP (spec 1 §7)', () => {
  let standIn: StandIn;
  let previous: RequestSetup;
  beforeAll(async () => {
    standIn = await startStandIn();
    previous = configureRequests({ baseUrl: standIn.origin, onFailure: () => {} });
  });
  afterAll(async () => {
    configureRequests(previous);
    await standIn.close();
  });

  it(`POSTs the payload as JSON to ${TRACKING_UPLOAD_PATH}`, async () => {
    const tracker = createTracker({ storage: memoryStorage(), identity: () => identity });
    const done = new Promise<void>((resolve) => tracker.track('ad_click', { id: 'a1' }, { batch: true, callback: resolve }));
    await tracker.flush();
    await done;
    expect(standIn.recorded.tracking).toEqual([{ ...identity, events: [{ event: 'ad_click', params: { id: 'a1' }, local_time_ms: expect.any(Number) }] }]);
  });
});

describe('device description for the header', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 13; M2011K2C Build/TKQ1.220829.002; wv) AppleWebKit/537.36', { platform: 'android', os_name: 'android', os_version: '13', device_model: 'M2011K2C', device_brand: 'Xiaomi' }],
    ['Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36', { platform: 'android', os_name: 'android', os_version: '10', device_model: '', device_brand: '' }],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15', { platform: 'ios', os_name: 'ios', os_version: '17.4.1', device_model: 'iPhone', device_brand: 'Apple' }],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/130', { platform: 'h5', os_name: '', os_version: '', device_model: '', device_brand: '' }],
  ])('%s', (ua, expected) => expect(describeDevice(ua)).toEqual(expected));

  it.each([
    ['Mozilla/5.0 (Linux; Android 12; HarmonyOS; ANA-AN00; HMSCore 6.11) AppleWebKit/537.36 HuaweiBrowser/14.0', 'HUAWEI'],
    ['Mozilla/5.0 (Linux; Android 13; HONOR ALI-AN00 Build/HONORALI-AN00) HuaweiBrowser/13.0', 'HONOR'],
    ['Mozilla/5.0 (Linux; U; Android 13; zh-cn; 22081212C Build/TKQ1.220829.002) XiaoMi/MiuiBrowser/17.8', 'Xiaomi'],
    ['Mozilla/5.0 (Linux; Android 11; PBEM00 Build/RKQ1.200903.002; wv) HeyTapBrowser/40.8', 'OPPO'],
    ['Mozilla/5.0 (Linux; Android 14; V2309A Build/UP1A.231005.007; wv) VivoBrowser/19.3', 'vivo'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S9180 Build/UP1A.231005.007) SamsungBrowser/24.0', 'Samsung'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 mycs/4.2.0', 'Google'],
  ])('names the maker of %s', (ua, brand) => expect(describeDevice(ua).device_brand).toBe(brand));
});
