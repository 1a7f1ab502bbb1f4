import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installSimulator, pageApi, resetNativeSide } from '../support/native-bridge.ts';
import { detailCms, newsItem, renderDetail } from './detail-support.tsx';

/**
 * The detail page's share button shares through core/platform/share, as every page does (spec 1 §1, §3, §5,
 * §8): the app's share handler in the app, WeChat's hint in WeChat, the system sheet or the copied
 * link in other browsers.
 */

const LONG_TITLE = '长沙'.repeat(30);
/** Spec 1 §5: 40 wide, a Chinese character counting two, ellipsis when cut. */
const CUT_TITLE = `${'长沙'.repeat(9)}长…`;
const item = () =>
  newsItem(100001, { shareTitle: LONG_TITLE, shareBrief: '第一行\n第二行', shareImageUrl: '/media/img/c-100001.svg', shareUrl: '/details?newsId=100001' });

const WECHAT_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

beforeEach(() => resetNativeSide());
afterEach(() => {
  resetNativeSide();
  delete (navigator as unknown as Record<string, unknown>).userAgent;
});

describe.each(['ios', 'android'] as const)('share inside the %s app', (platform) => {
  it("hands the app's share handler its payload shape, cut, and says 'Share succeeded!'", async () => {
    const sim = installSimulator('module', { platform });
    const { screen, notices } = await renderDetail(detailCms([item()]), {
      path: '/details?newsId=100001',
      insideApp: true,
      share: { bridge: pageApi(platform), appVersion: '4.2.0' },
    });
    await screen.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => sim.callsTo('share')).toHaveLength(1);
    const origin = window.location.origin;
    const expected =
      platform === 'ios'
        ? { type: 'webpage', url: `${origin}/details?newsId=100001`, title: CUT_TITLE, thumb: `${origin}/media/img/c-100001.svg`, des: '第一行第二行' }
        : { title: CUT_TITLE, content: '第一行第二行', imgUrl: `${origin}/media/img/c-100001.svg`, link: `${origin}/details?newsId=100001`, version: '4.2.0' };
    expect(sim.callsTo('share')[0]?.data).toStrictEqual(expected);
    await expect.poll(() => notices).toContainEqual({ kind: 'toast', text: { key: 'share.succeeded' } });
    expect(sim.violations).toEqual([]);
  });

  it('keeps the button busy while the share sheet is open, and says nothing when the reader cancels', async () => {
    const sim = installSimulator('module', { platform });
    sim.delayReply('share', 300);
    sim.scriptReply('share', platform === 'android' ? JSON.stringify({ code: 201, message: 'cancelled' }) : { code: 201, message: 'cancelled' });
    const { screen, notices } = await renderDetail(detailCms([item()]), {
      path: '/details?newsId=100001',
      insideApp: true,
      share: { bridge: pageApi(platform), appVersion: '4.2.0' },
    });
    const button = screen.getByRole('button', { name: 'Share' });
    await button.click();
    await expect.element(button).toBeDisabled();
    await expect.element(button).toBeEnabled();
    expect(sim.callsTo('share')).toHaveLength(1);
    expect(notices.filter((n) => n.kind === 'toast' && 'key' in n.text && n.text.key.startsWith('share.'))).toEqual([]);
  });
});

describe('share in WeChat', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => WECHAT_ANDROID });
  });

  it("gives WeChat's menu the article's card on load and points the reader to it on a tap", async () => {
    const { screen, shareHint, weChatSetUps, notices } = await renderDetail(detailCms([item()]), { path: '/details?newsId=100001', chatApp: true });
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    // On load, without a tap: the top-right menu shares this article.
    await expect.poll(() => weChatSetUps.length).toBe(1);
    expect(weChatSetUps[0]?.share).toEqual({ title: CUT_TITLE, brief: '第一行第二行', imageUrl: `${location.origin}/media/img/c-100001.svg`, url: `${location.origin}/details?newsId=100001` });

    await screen.getByRole('button', { name: 'Share' }).click();
    const overlay = screen.getByRole('button', { name: 'Tap the top right to share to Moments' });
    await expect.element(overlay).toBeVisible();
    expect(shareHint?.getSnapshot().open).toBe(true);
    expect(notices.filter((n) => n.kind === 'toast')).toEqual([]);
    await overlay.click();
    await expect.element(overlay).not.toBeInTheDocument();
  });
});

describe('share in a plain phone browser', () => {
  /** The browser's clipboard and share sheet, stood in (they need a real gesture and OS support). */
  const browserWindow = (navigatorParts: { share?: (data: ShareData) => Promise<void>; writeText: (text: string) => Promise<void> }) =>
    ({
      location: window.location,
      localStorage,
      navigator: { userAgent: SAFARI, share: navigatorParts.share, clipboard: { writeText: navigatorParts.writeText } },
    }) as unknown as Window;

  it("copies the article's share address and says so where there is no share sheet", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    const { screen, notices } = await renderDetail(detailCms([item()]), { path: '/details?newsId=100001', share: { window: browserWindow({ writeText }) } });
    await screen.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => notices).toContainEqual({ kind: 'toast', text: { key: 'share.linkCopied' } });
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/details?newsId=100001`);
  });

  it('opens the system share sheet with the cut title where there is one', async () => {
    const webShare = vi.fn(async (_data: ShareData) => {});
    const writeText = vi.fn(async (_text: string) => {});
    const { screen, notices } = await renderDetail(detailCms([item()]), { path: '/details?newsId=100001', share: { window: browserWindow({ share: webShare, writeText }) } });
    await screen.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => webShare.mock.calls).toEqual([[{ title: CUT_TITLE, text: '第一行第二行', url: `${location.origin}/details?newsId=100001` }]]);
    await expect.poll(() => notices).toContainEqual({ kind: 'toast', text: { key: 'share.succeeded' } });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('shares the detail address when the content has no share address, and the share link shows the same one', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    const noShareUrl = newsItem(100001, { shareUrl: '', detailUrl: '/details?newsId=100001&columnId=7' });
    const { screen } = await renderDetail(detailCms([noShareUrl]), { path: '/details?newsId=100001&sources=slh', share: { window: browserWindow({ writeText }) } });
    await screen.getByRole('button', { name: 'Share', exact: true }).click();
    await expect.poll(() => writeText.mock.calls).toEqual([[`${location.origin}/details?newsId=100001&columnId=7`]]);
    await expect.element(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue(`${location.origin}/details?newsId=100001&columnId=7`);
  });
});
