import { describe, expect, it } from 'vitest';
import { BROWSER_DEVICE_ID_KEY, browserDeviceId, PRIVACY_FLAG_KEY, syncPrivacyFlag } from '../../core/platform/tracking/privacy.ts';

const storage = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries));
  return { map, getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value) };
};

describe('the privacy flag, from the app (issue 12)', () => {
  it.each([
    [true, '1'],
    [false, '0'],
  ])('an app answering agreed=%s writes cs_agreePrivacy %s', async (agreed, flag) => {
    const store = storage();
    await syncPrivacyFlag(async () => ({ ok: true, value: { agreed } }), store);
    expect(store.map.get(PRIVACY_FLAG_KEY)).toBe(flag);
  });

  it('keeps the stored flag when the app cannot answer', async () => {
    const store = storage({ [PRIVACY_FLAG_KEY]: '0' });
    await syncPrivacyFlag(async () => ({ ok: false }), store);
    await syncPrivacyFlag(() => Promise.reject(new Error('no bridge')), store);
    expect(store.map.get(PRIVACY_FLAG_KEY)).toBe('0');
  });
});

describe("the browser's device id (cs_wb_deviceId)", () => {
  it('is made once outside the app and then kept', () => {
    const store = storage();
    let made = 0;
    const make = () => `web-${++made}`;
    expect(browserDeviceId(store, make)).toBe('web-1');
    expect(browserDeviceId(store, make)).toBe('web-1');
    expect(store.map.get(BROWSER_DEVICE_ID_KEY)).toBe('web-1');
  });

  it('is not made inside the app, whose own device id counts', () => {
    const store = storage({ cs_deviceId: 'dev-1' });
    expect(browserDeviceId(store)).toBeNull();
    expect(store.map.has(BROWSER_DEVICE_ID_KEY)).toBe(false);
  });
});
