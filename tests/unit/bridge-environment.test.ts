import { describe, expect, it } from 'vitest';
import { isChatAppBrowser } from '../../core/platform/bridge/chat-apps.ts';
import { isInsideApp, platformOf } from '../../core/platform/bridge/environment.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36';
const QQ_BROWSER = 'Mozilla/5.0 (Linux; U; Android 12; zh-cn; PEDM00 Build/SKQ1) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/98.0 MQQBrowser/13.4 Mobile Safari/537.36';
/** Another app's webview on Tencent's X5 engine (as the native app's own may be). */
const X5_WEBVIEW = 'Mozilla/5.0 (Linux; U; Android 9; zh-cn; MI 8 Build/PKQ1) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/57.0.2987.132 MQQBrowser/6.2 TBS/045130 Mobile Safari/537.36';

describe('in-app detection (spec 1 §1, §6: stored device id and user-agent)', () => {
  it('picks the bridge protocol by OS', () => {
    expect(platformOf(IPHONE)).toBe('ios');
    expect(platformOf(ANDROID)).toBe('android');
    expect(platformOf(DESKTOP)).toBeNull();
  });

  it.each([
    [IPHONE, 'dev-1', true],
    [ANDROID, 'dev-1', true],
    [ANDROID, null, false],
    [ANDROID, '', false],
    [DESKTOP, 'dev-1', false],
    [`${ANDROID} MicroMessenger/8.0.47`, 'dev-1', false],
    [QQ_BROWSER, 'dev-1', false],
    [X5_WEBVIEW, 'dev-1', true],
  ])('%s with device id %j is inside the app: %s', (ua, deviceId, expected) => {
    expect(isInsideApp(ua, deviceId)).toBe(expected);
  });

  it('knows the chat-app browsers of spec 1 §4 and §8 (QQ Browser is QQ), not an X5 webview of another app', () => {
    expect(isChatAppBrowser(`${IPHONE} MicroMessenger/8.0.47(0x1800302d) NetType/WIFI`)).toBe(true);
    expect(isChatAppBrowser(`${IPHONE} QQ/9.0.0.1 V1_IPH_SQ_9.0.0`)).toBe(true);
    expect(isChatAppBrowser(`${ANDROID} AlipayClient/10.5.86`)).toBe(true);
    expect(isChatAppBrowser(`${IPHONE} Weibo (iPhone14,5__weibo__14.2.0__iphone__os17.5)`)).toBe(true);
    expect(isChatAppBrowser(QQ_BROWSER)).toBe(true);
    expect(isChatAppBrowser(X5_WEBVIEW)).toBe(false);
    expect(isChatAppBrowser(ANDROID)).toBe(false);
  });
});
