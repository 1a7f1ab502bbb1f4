import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { OpenAppButton } from '../../ui/share/OpenAppButton.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

const UA = {
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  weChatIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  weiboIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Weibo (iPhone15,2__weibo__14.2.0__iphone__os17.5)',
  appAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 mycs/4.2.0',
} as const;

const CONTENT = { contentUrl: 'https://h5.mycs.cn/video?id=200001', name: '湘江夜景', shareDesc: '橘子洲头看焰火' };
const engine = testEngine({ language: 'en' });

const asBrowser = (userAgent: string) => Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => userAgent });

afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>).userAgent;
  delete (document as unknown as Record<string, unknown>).visibilityState;
  localStorage.removeItem('cs_deviceId');
  vi.restoreAllMocks();
});

async function renderButton(navigate: (href: string) => void, downloadUrl?: string) {
  return render(
    <WithEngine engine={engine}>
      <OpenAppButton content={CONTENT} downloadUrl={downloadUrl} wake={{ navigate, fallbackMs: 150 }} />
    </WithEngine>,
  );
}

describe("'Open the app'", () => {
  it('wakes the app through its mycs:// deep link with the wake parameters, then offers the download page', async () => {
    asBrowser(UA.chromeAndroid);
    const navigate = vi.fn();
    const screen = await renderButton(navigate, '/download');
    await screen.getByRole('button', { name: 'Open the app' }).click();

    const link = String(navigate.mock.calls[0]?.[0]);
    expect(link.startsWith('mycs://open?')).toBe(true);
    const params = Object.fromEntries(new URLSearchParams(link.slice(link.indexOf('?') + 1)));
    expect(params).toMatchObject({ channel: '3', city: '430100', android_min_version: '54', isWebService: 'true', name: '湘江夜景', shareDesc: '橘子洲头看焰火', contentUrl: CONTENT.contentUrl, shareUrl: CONTENT.contentUrl });
    expect(Object.keys(params).toSorted()).toEqual(['android_min_version', 'appId', 'channel', 'city', 'contentUrl', 'imageUrl', 'isWebService', 'name', 'shareDesc', 'shareUrl']);
    // Still here after the wait: no app, so the download page.
    expect(navigate).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(2));
    expect(navigate).toHaveBeenLastCalledWith(`${location.origin}/download`);
  });

  it('stays put when the app took over (the page went to the background)', async () => {
    asBrowser(UA.chromeAndroid);
    const navigate = vi.fn(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const screen = await renderButton(navigate, '/download');
    await screen.getByRole('button', { name: 'Open the app' }).click();
    await expect.poll(() => navigate.mock.calls.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300)); // and nothing more after it
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('never goes to a download address that is not http(s)', async () => {
    asBrowser(UA.chromeAndroid);
    const navigate = vi.fn();
    const screen = await renderButton(navigate, 'javascript:alert(1)');
    await screen.getByRole('button', { name: 'Open the app' }).click();
    await expect.poll(() => navigate.mock.calls.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300)); // and nothing more after it
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['WeChat on iPhone', UA.weChatIphone],
    ['Weibo on iPhone', UA.weiboIphone],
  ])("in %s says 'Please open in a browser' instead of trying", async (_name, userAgent) => {
    asBrowser(userAgent);
    const navigate = vi.fn();
    const screen = await renderButton(navigate, '/download');
    expect(screen.getByText('Please open in a browser').query()).toBeNull();
    await screen.getByRole('button', { name: 'Open the app' }).click();
    const note = screen.getByRole('status');
    await expect.element(note).toBeVisible();
    await expect.element(note).toHaveTextContent('Please open in a browser');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('is not there inside the app', async () => {
    asBrowser(UA.appAndroid);
    localStorage.setItem('cs_deviceId', 'device-0001');
    const screen = await renderButton(vi.fn());
    expect(screen.container.querySelector('button')).toBeNull();
  });
});
