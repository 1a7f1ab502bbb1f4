import { describe, expect, it } from 'vitest';
import { chatLoginRoute, weChatAuthorizeHref } from '../../core/platform/session/chat-login.ts';
import { WECHAT_APP_ID } from '../../core/platform/share/wechat-account.ts';

const UA = {
  weChatAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560',
  weChatIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.46',
  weiboAndroid: 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36 Weibo (Xiaomi__weibo__13.10.1)',
  qqIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 QQ/9.0.5 V1_IPH_SQ_9.0.5',
  qqBrowserAndroid: 'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 Chrome/89.0 MQQBrowser/13.6 Mobile Safari/537.36',
  alipay: 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/110 Mobile Safari/537.36 AlipayClient/10.5.36',
  weiboDesktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36 Weibo',
  safari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 Version/17.2 Mobile/15E148 Safari/604.1',
};

describe("a login outside the app, by the browser it runs in (spec 1 §6, §8; issue 12)", () => {
  it.each([
    [UA.weChatAndroid, 'wechat'],
    [UA.weChatIphone, 'wechat'],
    [UA.weiboAndroid, 'open-in-browser'],
    [UA.qqIphone, 'open-in-browser'],
    [UA.qqBrowserAndroid, 'open-in-browser'],
    [UA.alipay, 'login-page'],
    [UA.weiboDesktop, 'login-page'],
    [UA.safari, 'login-page'],
  ])('%s → %s', (userAgent, route) => expect(chatLoginRoute(userAgent)).toBe(route));

  it("asks WeChat's web authorization for a code that comes back to the login page", () => {
    const href = weChatAuthorizeHref('production', 'https://h5.mycs.cn/YZlogin?redirect=%2Fdetails%3FnewsId%3D1');
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: WECHAT_APP_ID,
      redirect_uri: 'https://h5.mycs.cn/YZlogin?redirect=%2Fdetails%3FnewsId%3D1',
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state: 'wechat-login',
    });
    expect(url.hash).toBe('#wechat_redirect');
    expect(weChatAuthorizeHref('local', 'http://127.0.0.1:5173/YZlogin')).toMatch(/^\/__stand-in\/wechat\/oauth2\/authorize\?/);
  });
});
