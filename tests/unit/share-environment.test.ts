import { describe, expect, it } from 'vitest';
import {
  APP_SCHEME,
  APP_WAKE_ANDROID_MIN_VERSION,
  APP_WAKE_APP_ID,
  APP_WAKE_CHANNEL,
  APP_WAKE_CITY_CODE,
  APP_WAKE_DEFAULT_NAME,
  appWakeLink,
  buildAppWakeParams,
  decideAppWake,
} from '../../core/platform/share/app-wake.ts';
import { decideShareRoute } from '../../core/platform/share/share-route.ts';
import { weChatSigningUrl } from '../../core/platform/share/wechat-sign.ts';

const UA = {
  appIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 mycs/4.2.0',
  appAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 mycs/4.2.0',
  weChatIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  weChatAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0 XWEB/1160117 MMWEBSDK/20240301 Mobile Safari/537.36 MMWEBID/1234 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  weChatWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13)',
  weiboAndroid: 'Mozilla/5.0 (Linux; Android 13; M2012K11AC) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/97.0 Mobile Safari/537.36 Weibo (Xiaomi-M2012K11AC__weibo__13.9.1__android__android13)',
  qqIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 QQ/8.9.78.612 V1_IPH_SQ_8.9.78_1_APP_A Pixel/1170 Core/WKWebView NetType/WIFI QBWebViewType/1',
  qqBrowserAndroid: 'Mozilla/5.0 (Linux; U; Android 12; zh-cn; PEDM00 Build/SKQ1) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/98.0 MQQBrowser/13.4 Mobile Safari/537.36',
  safariIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
} as const;
const DEVICE = 'device-0001';

describe('where a share goes', () => {
  it.each([
    ['the app on iOS, device id stored', UA.appIos, DEVICE, false, 'native'],
    ['the app on Android, device id stored', UA.appAndroid, DEVICE, true, 'native'],
    ['an app user-agent without a device id', UA.appAndroid, null, false, 'copy-link'],
    ['WeChat on iPhone', UA.weChatIos, null, true, 'wechat'],
    ['WeChat on Android even with a device id left in storage', UA.weChatAndroid, DEVICE, true, 'wechat'],
    ['Safari with the Web Share API', UA.safariIos, null, true, 'web-share'],
    ['a desktop browser without it', UA.desktop, null, false, 'copy-link'],
    ['a desktop browser with a device id (not a phone)', UA.desktop, DEVICE, false, 'copy-link'],
  ] as const)('%s → %s', (_name, userAgent, deviceId, canWebShare, route) => {
    expect(decideShareRoute({ userAgent, deviceId, canWebShare })).toBe(route);
  });
});

describe("'Open the app' (spec 1 §8: 'Please open in a browser' where the scheme is blocked)", () => {
  it.each([
    ['WeChat on iPhone', UA.weChatIos, null, 'open-in-browser'],
    ['WeChat on Android', UA.weChatAndroid, null, 'open-in-browser'],
    ['Weibo on Android', UA.weiboAndroid, null, 'open-in-browser'],
    ['QQ on iPhone', UA.qqIos, null, 'open-in-browser'],
    ['QQ browser on Android', UA.qqBrowserAndroid, null, 'open-in-browser'],
    ['WeChat on Windows (not a phone)', UA.weChatWindows, null, 'deep-link'],
    ['Safari on iPhone', UA.safariIos, null, 'deep-link'],
    ['Chrome on Android', UA.chromeAndroid, null, 'deep-link'],
    ['inside the app', UA.appAndroid, DEVICE, 'inside-app'],
  ] as const)('%s → %s', (_name, userAgent, deviceId, decision) => {
    expect(decideAppWake(userAgent, deviceId)).toBe(decision);
  });
});

describe('app-wake parameters (spec 1 §3, §9)', () => {
  it('carries the fixed channel 3, city 430100 and Android minimum 54 with the content', () => {
    const params = buildAppWakeParams({
      contentUrl: 'https://h5.mycs.cn/details?newsId=100003',
      name: '岳麓山红枫',
      shareDesc: '赏枫指南',
      imageUrl: 'https://h5.mycs.cn/media/img/share.svg',
      shareUrl: 'https://h5.mycs.cn/s/100003',
    });
    expect(params).toStrictEqual({
      appId: APP_WAKE_APP_ID,
      channel: 3,
      city: 430100,
      isWebService: true,
      android_min_version: 54,
      name: '岳麓山红枫',
      shareDesc: '赏枫指南',
      imageUrl: 'https://h5.mycs.cn/media/img/share.svg',
      shareUrl: 'https://h5.mycs.cn/s/100003',
      contentUrl: 'https://h5.mycs.cn/details?newsId=100003',
    });
    expect([APP_WAKE_CHANNEL, APP_WAKE_CITY_CODE, APP_WAKE_ANDROID_MIN_VERSION]).toEqual([3, 430100, 54]);
  });

  it('names the app and shares the content address when the page gives nothing else', () => {
    const params = buildAppWakeParams({ contentUrl: 'https://h5.mycs.cn/video?id=9', name: ' ', shareUrl: null, isWebService: false });
    expect(params).toMatchObject({ name: APP_WAKE_DEFAULT_NAME, shareUrl: 'https://h5.mycs.cn/video?id=9', shareDesc: '', imageUrl: '', isWebService: false });
  });

  it('puts every parameter, encoded, into the mycs:// deep link', () => {
    const params = buildAppWakeParams({ contentUrl: 'https://h5.mycs.cn/details?newsId=1&a=b#x', name: '长沙 & 湘江' });
    const link = appWakeLink(params);
    expect(link.startsWith(`${APP_SCHEME}open?`)).toBe(true);
    const query = new URLSearchParams(link.slice(link.indexOf('?') + 1));
    expect(Object.fromEntries(query)).toEqual({
      appId: APP_WAKE_APP_ID,
      channel: '3',
      city: '430100',
      isWebService: 'true',
      android_min_version: '54',
      name: '长沙 & 湘江',
      shareDesc: '',
      imageUrl: '',
      shareUrl: 'https://h5.mycs.cn/details?newsId=1&a=b#x',
      contentUrl: 'https://h5.mycs.cn/details?newsId=1&a=b#x',
    });
    // The content address's own '&', '#' and '?' never leak into the link's structure.
    expect(link.split('#')).toHaveLength(1);
  });
});

describe('the address WeChat verifies (protocols.md §4.1)', () => {
  const landing = 'https://h5.mycs.cn/?from=singlemessage#top';
  const current = 'https://h5.mycs.cn/details?newsId=1#comments';
  it('is the current address without its #part on Android', () => {
    expect(weChatSigningUrl(current, landing, UA.weChatAndroid)).toBe('https://h5.mycs.cn/details?newsId=1');
  });
  it('is the landing address on iOS (iOS WeChat verifies the entry page after in-app navigation)', () => {
    expect(weChatSigningUrl(current, landing, UA.weChatIos)).toBe('https://h5.mycs.cn/?from=singlemessage');
    expect(weChatSigningUrl(current, null, UA.weChatIos)).toBe('https://h5.mycs.cn/details?newsId=1');
  });
});
