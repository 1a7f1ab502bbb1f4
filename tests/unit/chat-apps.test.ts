import { describe, expect, it } from 'vitest';
import { chatAppOf } from '../../core/platform/bridge/chat-apps.ts';
import { decideAppStart } from '../../core/platform/session/app-start.ts';
import { chatLoginRoute } from '../../core/platform/session/chat-login.ts';
import { decideAppWake } from '../../core/platform/share/app-wake.ts';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

const BROWSERS = [
  ['WeChat', `${ANDROID} MicroMessenger/8.0.47.2560(0x28002F30) NetType/WIFI`, 'wechat'],
  ['the QQ app', `${IPHONE} QQ/9.0.20.5790 V1_IPH_SQ_9.0.20`, 'qq'],
  ['QQ Browser', 'Mozilla/5.0 (Linux; U; Android 12; zh-cn; PEDM00 Build/SKQ1) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/98.0 MQQBrowser/13.4 Mobile Safari/537.36', 'qq'],
  ['QQ Browser on iPhone', `${IPHONE} MQQBrowser/14.6.1 Mobile/15E148 Safari/604.1`, 'qq'],
  ['Alipay', `${ANDROID} AlipayClient/10.5.86.8000`, 'alipay'],
  ['Weibo', `${ANDROID} Weibo (Xiaomi__weibo__14.2.1__android__android14)`, 'weibo'],
  ['an X5 webview of another app', 'Mozilla/5.0 (Linux; U; Android 9; zh-cn; MI 8 Build/PKQ1) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/57.0 MQQBrowser/6.2 TBS/045130 Mobile Safari/537.36', null],
  ['Chrome', ANDROID, null],
] as const;

/** App start, login and app wake ask the same question (core/platform/bridge/chat-apps.ts) and get one answer. */
describe('one chat-app answer for app start, login and app wake (spec 1 §4, §8)', () => {
  it.each(BROWSERS)('%s', (_, userAgent, app) => {
    expect(chatAppOf(userAgent)).toBe(app);
    // App start: a chat app's browser renders at once, with no login (a TGT cookie changes nothing).
    const start = decideAppStart({ userAgent, tgtCookie: 'TGT-1', storedTgt: null, storedUserInfo: null, insideApp: false, appVersion: null });
    expect(start.map((action) => action.kind)).toEqual(app ? ['render'] : ['ticket-login', 'render']);
    // Login and wake on a phone: WeChat has its own flow; QQ's and Weibo's browsers say 'Please open in a browser'.
    const blocked = app === 'qq' || app === 'weibo';
    expect(chatLoginRoute(userAgent)).toBe(app === 'wechat' ? 'wechat' : blocked ? 'open-in-browser' : 'login-page');
    expect(decideAppWake(userAgent, null)).toBe(app === 'wechat' || blocked ? 'open-in-browser' : 'deep-link');
  });
});
