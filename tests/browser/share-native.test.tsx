import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { createNoticeCentre, type NoticeCentre } from '../../core/engine/http/notices.ts';
import { share } from '../../core/platform/share/sharing.ts';
import { ShareButton } from '../../ui/share/ShareButton.tsx';
import { ToastHost } from '../../ui/notices/Toast.tsx';
import { testEngine, WithEngine } from '../support/render-engine.tsx';
import { installSimulator, pageApi, resetNativeSide, type InstallMode } from '../support/native-bridge.ts';
import { createShareHintStore } from '../../core/platform/share/share-hint.ts';
import { createEngineBus } from '../../core/engine/events.ts';

const PLATFORMS = ['ios', 'android'] as const;
const MODES: InstallMode[] = ['module', 'init script'];
const engine = testEngine({ language: 'en' });

/** A long title with a line break: 26 Chinese characters, so the app must get it cut to 19 and '…'. */
const ITEM = {
  title: '长沙地铁六号线东延段今日\n开通试运营沿线居民出行再提速方便快捷',
  brief: '沿线居民\n出行再提速',
  thumbnailUrl: '/media/img/metro.jpg,/media/img/other.jpg',
  detailUrl: '/details?newsId=100003',
};
const CUT_TITLE = '长沙地铁六号线东延段今日开通试运营沿线…';

let notices: NoticeCentre;

beforeEach(() => {
  resetNativeSide();
  notices = createNoticeCentre(createEngineBus());
});
afterEach(() => {
  resetNativeSide();
  vi.restoreAllMocks();
});

async function renderButton(platform: (typeof PLATFORMS)[number]) {
  const context = { bridge: pageApi(platform), notices, hint: createShareHintStore(createEngineBus()), appVersion: '4.2.0' };
  const onShared = vi.fn();
  const screen = await render(
    <WithEngine engine={engine}>
      <ShareButton item={ITEM} context={context} onShared={onShared} />
      <ToastHost centre={notices} />
    </WithEngine>,
  );
  return { screen, onShared };
}

describe.each(PLATFORMS)('share inside the %s app (native share handler)', (platform) => {
  it.each(MODES)('sends the app its payload shape, cut, and says share succeeded! (simulator as %s)', async (mode) => {
    const sim = installSimulator(mode, { platform });
    const { screen, onShared } = await renderButton(platform);
    await screen.getByRole('button', { name: 'Share' }).click();

    await expect.element(screen.getByRole('status')).toHaveTextContent('Share succeeded!');
    expect(onShared).toHaveBeenCalledWith('shared');
    const [call] = sim.callsTo('share');
    const origin = location.origin;
    if (platform === 'ios') {
      expect(call?.data).toStrictEqual({ type: 'webpage', url: `${origin}/details?newsId=100003`, title: CUT_TITLE, thumb: `${origin}/media/img/metro.jpg`, des: '沿线居民出行再提速' });
      expect(typeof call?.rawData).toBe('object');
    } else {
      expect(call?.data).toStrictEqual({ title: CUT_TITLE, content: '沿线居民出行再提速', imgUrl: `${origin}/media/img/metro.jpg`, link: `${origin}/details?newsId=100003`, version: '4.2.0' });
      // JsBridge hands Java the data as JSON text.
      expect(typeof call?.rawData).toBe('string');
    }
    expect(sim.callsTo('share')).toHaveLength(1);
    expect(sim.violations).toEqual([]);
    await expect.element(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
  });

  it('says nothing when the app answers another code (the reader cancelled)', async () => {
    const sim = installSimulator('module', { platform });
    sim.scriptReply('share', platform === 'android' ? JSON.stringify({ code: 201, message: 'cancelled' }) : { code: 201, message: 'cancelled' });
    const { screen, onShared } = await renderButton(platform);
    await screen.getByRole('button', { name: 'Share' }).click();
    await vi.waitFor(() => expect(onShared).toHaveBeenCalledWith('not-shared'));
    expect(document.querySelector('.toast')).toBeNull();
    expect(sim.callsTo('share')).toHaveLength(1);
  });

  it('keeps the button busy while the share sheet is open, so a second tap shares nothing more', async () => {
    const sim = installSimulator('module', { platform });
    sim.delayReply('share', 400);
    const { screen, onShared } = await renderButton(platform);
    const button = screen.getByRole('button', { name: 'Share' });
    await button.click();
    await expect.element(button).toBeDisabled();
    await vi.waitFor(() => expect(onShared).toHaveBeenCalledWith('shared'));
    await expect.element(button).toBeEnabled();
    expect(sim.callsTo('share')).toHaveLength(1);
  });
});

describe('a device id but no app runtime (the app never injected its bridge)', () => {
  it.each(PLATFORMS)('%s: shares as a browser does, by copying the link', async (platform) => {
    localStorage.setItem('cs_deviceId', 'stale-device');
    const writeText = vi.fn(async (_text: string) => {});
    const fakeWindow = {
      location: { href: `${location.origin}/details?newsId=100003#top` },
      localStorage,
      navigator: { userAgent: platform === 'ios' ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148' : 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile', clipboard: { writeText } },
    } as unknown as Window;
    const outcome = await share({ title: '标题' }, { window: fakeWindow, notices, bridge: pageApi(platform, { deviceId: 'stale-device', readyTimeoutMs: 50 }), hint: createShareHintStore(createEngineBus()) });
    expect(outcome).toBe('link-copied');
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/details?newsId=100003`);
    expect(notices.getSnapshot().toast?.text).toEqual({ key: 'share.linkCopied' });
  });
});
