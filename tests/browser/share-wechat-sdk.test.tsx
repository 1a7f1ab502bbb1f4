import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareWeChatShare } from '../../core/platform/share/sharing.ts';
import { loadWeChatSdk } from '../../core/platform/share/wechat-sdk.ts';
import { createWeChatShare } from '../../core/platform/share/wechat-share.ts';
import { unixSeconds, weChatNonce, type WeChatSignature } from '../../core/platform/share/wechat-sign.ts';

/**
 * The real JS-SDK (npm weixin-js-sdk, jweixin 1.6.0) against a stand-in of the WeChat client's
 * `WeixinJSBridge` (protocols.md §4.5): the client recomputes the signature of every call from its
 * jsapi_ticket and the page's address without '#', as WeChat does, and refuses a wrong one.
 */
/** Android WeChat verifies the current address (iOS the landing one: see share-environment.test.ts). */
const WECHAT_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN';
/** The service account's ticket (the local CMS's test ticket, protocols.md §4.1). */
const TICKET = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
const APP_ID = 'wx0000000000430100';

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The documented string (protocols.md §4.1 step 4), signed as the CMS does. */
const documented = (nonceStr: string, timestamp: number | string, url: string) => `jsapi_ticket=${TICKET}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;

type Params = Record<string, unknown>;
interface Invocation {
  name: string;
  params: Params;
  verified: boolean;
}

function installClient(): Invocation[] {
  const invocations: Invocation[] = [];
  const bridge = {
    invoke(name: string, params: Params, reply: (result: Params) => void) {
      void (async () => {
        const expected = await sha1Hex(documented(String(params.verifyNonceStr), String(params.verifyTimestamp), location.href.split('#')[0] ?? ''));
        const verified = params.verifySignType === 'sha1' && params.verifyAppId === APP_ID && params.verifySignature === expected;
        invocations.push({ name, params, verified });
        // The SDK's network report asks for the network type: never answered here, so nothing is sent.
        if (name === 'getNetworkType') return;
        if (name === 'preVerifyJSAPI') reply(verified ? { err_msg: 'preVerifyJSAPI:ok' } : { errMsg: 'config:invalid signature' });
        else reply(verified ? { errMsg: `${name}:ok` } : { errMsg: `${name}:permission denied` });
      })();
    },
    on() {},
  };
  (window as unknown as { WeixinJSBridge?: unknown }).WeixinJSBridge = bridge;
  document.dispatchEvent(new Event('WeixinJSBridgeReady'));
  return invocations;
}

/** Signs as the CMS does, but of the address `pick` chooses (to show what a wrong address does). */
const signer = (pick: (url: string) => string) =>
  vi.fn(async (url: string): Promise<WeChatSignature> => {
    const timestamp = unixSeconds();
    const nonceStr = weChatNonce();
    return { appId: APP_ID, timestamp, nonceStr, signature: await sha1Hex(documented(nonceStr, timestamp, pick(url))) };
  });

const startHref = location.href;
let invocations: Invocation[];

beforeAll(() => {
  // jweixin reads the user-agent once, when it is first evaluated.
  Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => WECHAT_ANDROID });
  history.replaceState(null, '', '/share-sdk-test?newsId=100007&from=timeline#top');
  invocations = installClient();
});
afterAll(() => {
  delete (navigator as unknown as Record<string, unknown>).userAgent;
  delete (window as unknown as { WeixinJSBridge?: unknown }).WeixinJSBridge;
  history.replaceState(null, '', startHref);
});

// In order: jweixin keeps its state for the page, as it does in WeChat.
describe('the real WeChat JS-SDK against a WeChat client stand-in', () => {
  it('loads lazily as its own module and is the SDK', async () => {
    const sdk = await loadWeChatSdk();
    expect(typeof sdk.updateAppMessageShareData).toBe('function');
    expect(typeof sdk.updateTimelineShareData).toBe('function');
  });

  it('is refused by WeChat when the signed address keeps its #part, and sets no card', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const weChat = createWeChatShare({ loadSdk: () => loadWeChatSdk(), sign: signer((url) => `${url}#top`), timeoutMs: 2000 });
    expect(await prepareWeChatShare({ title: 't' }, { weChat })).toBe('config-failed');
    const sharing = invocations.filter((call) => call.name !== 'getNetworkType');
    expect(sharing.map((call) => [call.name, call.verified])).toEqual([['preVerifyJSAPI', false]]);
    vi.restoreAllMocks();
  });

  it('is verified when signed as the page does, and both cards reach the client', async () => {
    invocations.length = 0;
    const sign = signer((url) => url);
    const weChat = createWeChatShare({ loadSdk: () => loadWeChatSdk(), sign, timeoutMs: 2000 });
    const outcome = await prepareWeChatShare({ title: '橘子洲焰火\n今晚八点燃放', brief: '观赏点位', imageUrl: '/media/img/fireworks.jpg' }, { weChat });
    expect(outcome).toBe('ready');
    expect(sign).toHaveBeenCalledWith(`${location.origin}/share-sdk-test?newsId=100007&from=timeline`);
    const byName = Object.fromEntries(invocations.map((call) => [call.name, call]));
    expect(byName.preVerifyJSAPI).toMatchObject({ verified: true, params: { verifyJsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] } });
    const card = { title: '橘子洲焰火今晚八点燃放', link: `${location.origin}/share-sdk-test?newsId=100007&from=timeline`, imgUrl: `${location.origin}/media/img/fireworks.jpg` };
    expect(byName.updateAppMessageShareData).toMatchObject({ verified: true, params: { ...card, desc: '观赏点位' } });
    expect(byName.updateTimelineShareData).toMatchObject({ verified: true, params: card });
  });
});
