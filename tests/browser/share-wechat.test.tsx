import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { createNoticeCentre, type NoticeCentre } from '../../core/engine/http/notices.ts';
import { createShareHintStore, type ShareHintStore } from '../../core/platform/share/share-hint.ts';
import { prepareWeChatShare, share } from '../../core/platform/share/sharing.ts';
import type { WeChatConfig, WeChatFriendShare, WeChatSdk, WeChatTimelineShare } from '../../core/platform/share/wechat-sdk.ts';
import { createWeChatShare } from '../../core/platform/share/wechat-share.ts';
import type { WeChatSignature } from '../../core/platform/share/wechat-sign.ts';
import { ShareButton } from '../../ui/share/ShareButton.tsx';
import { ShareHintOverlay } from '../../ui/share/ShareHintOverlay.tsx';
import { ToastHost } from '../../ui/notices/Toast.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';
import { createEngineBus } from '../../core/engine/events.ts';

const WECHAT_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN';
const engine = testEngine({ language: 'en' });
const ITEM = {
  title: '橘子洲焰火\n今晚八点燃放，观赏点位和交通管制一览表请收好',
  brief: '观赏点位',
  shareImageUrl: '/media/img/fireworks.jpg',
  shareUrl: '/details?newsId=100007',
};

type Verdict = 'ok' | 'invalid signature' | 'silent';

/**
 * A stand-in for the WeChat JS-SDK (protocols.md §4.2, §4.5) that records what the page asks. Like
 * jweixin: `ready` runs once the configuration is verified; on a refusal `error` runs first.
 */
function standInWx(verdict: Verdict = 'ok') {
  const calls = { config: [] as WeChatConfig[], friend: [] as WeChatFriendShare[], timeline: [] as WeChatTimelineShare[] };
  let readyCallbacks: Array<() => void> = [];
  let onError: ((result: { errMsg?: string }) => void) | null = null;
  let verified = false;
  const sdk: WeChatSdk = {
    config(config) {
      calls.config.push(config);
      setTimeout(() => {
        if (verdict === 'silent') return;
        if (verdict === 'invalid signature') onError?.({ errMsg: 'config:invalid signature' });
        verified = true;
        readyCallbacks.forEach((callback) => callback());
        readyCallbacks = [];
      }, 20);
    },
    ready: (callback) => (verified ? callback() : void readyCallbacks.push(callback)),
    error: (callback) => void (onError = callback),
    updateAppMessageShareData(data) {
      calls.friend.push(data);
      setTimeout(() => data.success?.(), 5);
    },
    updateTimelineShareData(data) {
      calls.timeline.push(data);
      setTimeout(() => data.success?.(), 5);
    },
  };
  return { sdk, calls };
}

/** What the CMS would answer for the signing request; records what the page asked to sign. */
function recordingSigner() {
  const urls: string[] = [];
  const sign = vi.fn(async (url: string): Promise<WeChatSignature> => {
    urls.push(url);
    return { appId: 'wx0000000000430100', timestamp: 1700000000, nonceStr: 'Nonce430100abcde', signature: 'a'.repeat(40) };
  });
  return { urls, sign };
}

let notices: NoticeCentre;
let hint: ShareHintStore;
const startHref = location.href;

beforeEach(() => {
  notices = createNoticeCentre(createEngineBus());
  hint = createShareHintStore(createEngineBus());
  Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => WECHAT_ANDROID });
  history.replaceState(null, '', '/share-test?newsId=100007&from=singlemessage#comments');
});
afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>).userAgent;
  history.replaceState(null, '', startHref);
  vi.restoreAllMocks();
});

describe('share inside WeChat (spec 1 §8)', () => {
  it("shows 'Tap the top right to share to Moments' and signs and sets both share cards", async () => {
    const wx = standInWx();
    const signer = recordingSigner();
    const context = { notices, hint, weChat: createWeChatShare({ loadSdk: async () => wx.sdk, sign: signer.sign }) };
    const onShared = vi.fn();
    const screen = await render(
      <WithEngine engine={engine}>
        <ShareButton item={ITEM} context={context} onShared={onShared} />
        <ToastHost centre={notices} />
      </WithEngine>,
    );
    await screen.getByRole('button', { name: 'Share' }).click();

    const overlay = screen.getByRole('button', { name: 'Tap the top right to share to Moments' });
    await expect.element(overlay).toBeVisible();
    await expect.element(overlay).toHaveFocus();
    // The arrow sits in the top-right corner of the screen.
    const arrow = document.querySelector('.share-hint__arrow')!.getBoundingClientRect();
    expect(arrow.right).toBeGreaterThan(window.innerWidth * 0.8);
    expect(arrow.top).toBeLessThan(window.innerHeight * 0.1);

    await vi.waitFor(() => expect(onShared).toHaveBeenCalledWith('wechat-hint'));
    expect(signer.urls).toEqual([`${location.origin}/share-test?newsId=100007&from=singlemessage`]);
    expect(wx.calls.config).toEqual([
      {
        debug: false,
        appId: 'wx0000000000430100',
        timestamp: 1700000000,
        nonceStr: 'Nonce430100abcde',
        signature: 'a'.repeat(40),
        jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
      },
    ]);
    const card = { title: '橘子洲焰火今晚八点燃放，观赏点位和交通…', link: `${location.origin}/details?newsId=100007`, imgUrl: `${location.origin}/media/img/fireworks.jpg` };
    expect(wx.calls.friend).toEqual([expect.objectContaining({ ...card, desc: '观赏点位' })]);
    expect(wx.calls.timeline).toEqual([expect.objectContaining(card)]);
    expect(wx.calls.timeline[0]).not.toHaveProperty('desc');
    // WeChat tells the page nothing about the share itself: no success toast.
    expect(document.querySelector('.toast')).toBeNull();

    await overlay.click();
    await expect.element(overlay).not.toBeInTheDocument();
  });

  it('dismisses the hint with Escape too, and draws it once however many overlays are mounted', async () => {
    const screen = await render(
      <WithEngine engine={engine}>
        <ShareHintOverlay hint={hint} />
        <ShareHintOverlay hint={hint} />
      </WithEngine>,
    );
    hint.show();
    const overlay = screen.getByRole('button', { name: 'Tap the top right to share to Moments' });
    await expect.element(overlay).toBeVisible();
    expect(document.querySelectorAll('.share-hint')).toHaveLength(1);
    await vi.waitFor(() => expect(document.activeElement).toBe(overlay.element()));
    overlay.element().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await expect.element(overlay).not.toBeInTheDocument();
  });

  it('configures once per page address and sets the cards again for the next share', async () => {
    const wx = standInWx();
    const signer = recordingSigner();
    const weChat = createWeChatShare({ loadSdk: async () => wx.sdk, sign: signer.sign });
    expect(await prepareWeChatShare({ title: 'first', url: '/a' }, { weChat })).toBe('ready');
    expect(await share({ title: 'second', url: '/b' }, { weChat, notices, hint })).toBe('wechat-hint');
    expect(signer.sign).toHaveBeenCalledTimes(1);
    expect(wx.calls.config).toHaveLength(1);
    expect(wx.calls.friend.map((data) => data.title)).toEqual(['first', 'second']);
    // After an in-app navigation Android WeChat verifies the new address: sign again.
    history.pushState(null, '', '/share-test-2?x=1#y');
    expect(await prepareWeChatShare({ title: 'third' }, { weChat })).toBe('ready');
    expect(signer.urls).toEqual([`${location.origin}/share-test?newsId=100007&from=singlemessage`, `${location.origin}/share-test-2?x=1`]);
    expect(wx.calls.timeline.at(-1)).toMatchObject({ title: 'third', link: `${location.origin}/share-test-2?x=1` });
  });

  it('sets no card when WeChat refuses the signature, and signs afresh next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const wx = standInWx('invalid signature');
    const signer = recordingSigner();
    const weChat = createWeChatShare({ loadSdk: async () => wx.sdk, sign: signer.sign });
    expect(await prepareWeChatShare({ title: 't' }, { weChat })).toBe('config-failed');
    expect(wx.calls.friend).toEqual([]);
    expect(wx.calls.timeline).toEqual([]);
    expect(warn).toHaveBeenCalledWith('[share] WeChat refused the configuration', 'config:invalid signature');
    await prepareWeChatShare({ title: 't' }, { weChat });
    expect(signer.sign).toHaveBeenCalledTimes(2);
    expect(wx.calls.config).toHaveLength(2);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
  });

  it('gives up after its time-out when WeChat never answers (neither ready nor error)', async () => {
    const wx = standInWx('silent');
    const weChat = createWeChatShare({ loadSdk: async () => wx.sdk, sign: recordingSigner().sign, timeoutMs: 150 });
    const started = performance.now();
    expect(await prepareWeChatShare({ title: 't' }, { weChat })).toBe('timeout');
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
  });

  it('still shows the hint when signing fails (the menu shares the page as it is)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const wx = standInWx();
    const weChat = createWeChatShare({ loadSdk: async () => wx.sdk, sign: async () => Promise.reject(new Error('HTTP 502')) });
    expect(await share({ title: 't' }, { weChat, notices, hint })).toBe('wechat-hint');
    expect(hint.getSnapshot().open).toBe(true);
    expect(wx.calls.config).toEqual([]);
  });

  it('does nothing for the WeChat menu outside WeChat', async () => {
    delete (navigator as unknown as Record<string, unknown>).userAgent;
    const wx = standInWx();
    const weChat = createWeChatShare({ loadSdk: async () => wx.sdk, sign: recordingSigner().sign });
    expect(await prepareWeChatShare({ title: 't' }, { weChat })).toBeNull();
    expect(wx.calls.config).toEqual([]);
  });
});
