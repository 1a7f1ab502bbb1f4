import type { PreparedShare } from './share-content.ts';
import { WECHAT_SHARE_APIS, loadWeChatSdk, type WeChatCallbacks, type WeChatSdk } from './wechat-sdk.ts';
import { requestWeChatSignature, type WeChatSignature } from './wechat-sign.ts';

/**
 * How long the page waits for WeChat to verify the signature and to take the share data. Outside
 * WeChat (or in WeChat below 6.0.2) neither `ready` nor `error` ever fires (protocols.md §0 #8), so
 * without it the page would wait forever. Not in the spec.
 */
export const WECHAT_READY_TIMEOUT_MS = 5000;

export type WeChatSetUpOutcome = 'ready' | 'sdk-failed' | 'sign-failed' | 'config-failed' | 'timeout' | 'share-data-failed';

export interface WeChatShareDeps {
  loadSdk(): Promise<WeChatSdk>;
  /** Signs the address WeChat verifies against (protocols.md §4.1). */
  sign(url: string): Promise<WeChatSignature>;
  timeoutMs?: number;
}

export interface WeChatShare {
  /** Configures the JS-SDK for `signingUrl` (once per address) and sets both share cards. */
  setUp(share: PreparedShare, signingUrl: string): Promise<WeChatSetUpOutcome>;
}

/** Resolves with the first outcome given, or `fallback` after `ms`. */
function firstOf<T>(ms: number, fallback: T, start: (settle: (value: T) => void) => void): Promise<T> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: T) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => settle(fallback), ms);
    start(settle);
  });
}

type ConfigOutcome = Extract<WeChatSetUpOutcome, 'ready' | 'sign-failed' | 'config-failed' | 'timeout'>;

export function createWeChatShare(deps: WeChatShareDeps): WeChatShare {
  const timeoutMs = deps.timeoutMs ?? WECHAT_READY_TIMEOUT_MS;
  let configured: { url: string; outcome: Promise<ConfigOutcome> } | null = null;

  async function configure(sdk: WeChatSdk, url: string): Promise<ConfigOutcome> {
    let signature: WeChatSignature;
    try {
      signature = await deps.sign(url);
    } catch (error) {
      console.warn('[share] WeChat signing failed', error);
      return 'sign-failed';
    }
    return firstOf<ConfigOutcome>(timeoutMs, 'timeout', (settle) => {
      // jweixin calls `error` before `ready` when verification fails: the first one wins.
      sdk.error((result) => {
        console.warn('[share] WeChat refused the configuration', result.errMsg);
        settle('config-failed');
      });
      sdk.ready(() => settle('ready'));
      sdk.config({ debug: false, ...signature, jsApiList: [...WECHAT_SHARE_APIS] });
    });
  }

  function setShareData(sdk: WeChatSdk, share: PreparedShare): Promise<boolean> {
    const card = { title: share.title, link: share.url, imgUrl: share.imageUrl };
    const taken = (set: (callbacks: WeChatCallbacks) => void) =>
      firstOf(timeoutMs, false, (settle) => set({ success: () => settle(true), fail: () => settle(false) }));
    return Promise.all([
      taken((callbacks) => sdk.updateAppMessageShareData({ ...card, desc: share.brief, ...callbacks })),
      taken((callbacks) => sdk.updateTimelineShareData({ ...card, ...callbacks })),
    ]).then((results) => results.every(Boolean));
  }

  return {
    async setUp(share, signingUrl) {
      let sdk: WeChatSdk;
      try {
        sdk = await deps.loadSdk();
      } catch (error) {
        console.warn('[share] the WeChat JS-SDK did not load', error);
        return 'sdk-failed';
      }
      if (configured?.url !== signingUrl) configured = { url: signingUrl, outcome: configure(sdk, signingUrl) };
      const current = configured;
      const outcome = await current.outcome;
      if (outcome !== 'ready') {
        if (configured === current) configured = null; // the next share signs afresh
        return outcome;
      }
      return (await setShareData(sdk, share)) ? 'ready' : 'share-data-failed';
    },
  };
}

let pageWeChat: WeChatShare | null = null;

/** The page's WeChat set-up: the real JS-SDK (loaded on first use) signed by the CMS. */
export function pageWeChatShare(): WeChatShare {
  pageWeChat ??= createWeChatShare({ loadSdk: () => loadWeChatSdk(), sign: (url) => requestWeChatSignature(url) });
  return pageWeChat;
}
