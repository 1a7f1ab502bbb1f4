import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { NativeApi } from '../../core/platform/bridge/native-api.ts';
import { placeholderSvg } from '../../cms/placeholder-svg.ts';
import Gallery, { type GalleryProps } from '../../ui/gallery/Gallery.tsx';
import { GalleryBridgeContext } from '../../ui/gallery/save-image.ts';
import { installSimulator, pageApi, resetNativeSide, sleep } from '../support/native-bridge.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

/** Real touches: Chromium's own input pipeline (CDP), so the gallery gets trusted pointer events. */
type Finger = { id: number; x: number; y: number };

/** The test page runs in a scaled frame: frame pixels to the top page's pixels. */
function onTopPage({ x, y }: { x: number; y: number }) {
  const frame = window.frameElement?.getBoundingClientRect();
  const scale = frame ? frame.width / window.innerWidth : 1;
  return { x: (frame?.left ?? 0) + x * scale, y: (frame?.top ?? 0) + y * scale };
}

async function touch(type: 'touchStart' | 'touchMove' | 'touchEnd', fingers: Finger[]): Promise<void> {
  await cdp().send('Input.dispatchTouchEvent', { type, touchPoints: fingers.map((f) => ({ id: f.id, ...onTopPage(f) })) });
}

/** One finger from (x, y) moved by dx, dy in `steps` moves; lifted unless told. */
async function swipe(x: number, y: number, dx: number, dy = 0, { steps = 6, lift = true } = {}) {
  await touch('touchStart', [{ id: 1, x, y }]);
  for (let i = 1; i <= steps; i++) await touch('touchMove', [{ id: 1, x: x + (dx * i) / steps, y: y + (dy * i) / steps }]);
  if (lift) await touch('touchEnd', []);
}

/** Taps at the centre, sent together so the browser gets them at a finger's pace (round trips are slow). */
async function taps(count: 1 | 2, x = 195, y = 422) {
  const sent: Promise<void>[] = [];
  for (let i = 0; i < count; i++) sent.push(touch('touchStart', [{ id: 1, x, y }]), touch('touchEnd', []));
  await Promise.all(sent);
}

const photo = (name: string) => `data:image/svg+xml,${encodeURIComponent(placeholderSvg(name))}`;
const PHOTOS = ['橘子洲', '岳麓山', '五一广场', '湘江夜景', '梅溪湖'].map(photo);

async function openGallery(props: Partial<GalleryProps> = {}, bridge?: NativeApi) {
  const onClose = vi.fn();
  const gallery = (
    <WithEngine engine={testEngine({ language: 'en' })}>
      <Gallery images={PHOTOS} index={0} onClose={onClose} {...props} />
    </WithEngine>
  );
  await render(bridge ? <GalleryBridgeContext.Provider value={() => bridge}>{gallery}</GalleryBridgeContext.Provider> : gallery);
  const strip = document.querySelector<HTMLElement>('.gallery__strip')!;
  const counter = page.getByRole('dialog', { name: 'Image viewer' }).getByText(/^\d+ \/ \d+$/);
  const currentImage = () => document.querySelector<HTMLElement>('.gallery__slide[data-current] img')!;
  return {
    onClose,
    counter,
    stripX: () => new DOMMatrix(getComputedStyle(strip).transform).m41,
    scale: () => new DOMMatrix(getComputedStyle(currentImage()).transform).a,
    currentImage,
  };
}

beforeEach(resetNativeSide);
afterEach(() => {
  resetNativeSide();
  vi.restoreAllMocks();
});

describe('swiping (spec 2 §5, §9)', () => {
  it('a swipe to the left shows the next image 390 + 40 px along, to the right the previous one', async () => {
    const g = await openGallery();
    await expect.element(g.counter).toHaveTextContent('1 / 5');
    await swipe(300, 400, -150);
    await expect.element(g.counter).toHaveTextContent('2 / 5');
    await vi.waitFor(() => expect(g.stripX()).toBeCloseTo(-430, 0));
    await swipe(100, 400, 150);
    await expect.element(g.counter).toHaveTextContent('1 / 5');
    await vi.waitFor(() => expect(g.stripX()).toBeCloseTo(0, 0));
    expect(g.onClose).not.toHaveBeenCalled();
  });

  it('follows the finger, and a slow short drag springs back to the same image', async () => {
    const g = await openGallery({ index: 2 });
    await swipe(300, 400, -60, 0, { lift: false });
    await vi.waitFor(() => expect(g.stripX()).toBeCloseTo(-860 - 60, -1));
    await sleep(300); // slow: no flick
    await touch('touchEnd', []);
    await vi.waitFor(() => expect(g.stripX()).toBeCloseTo(-860, 0));
    await expect.element(g.counter).toHaveTextContent('3 / 5');
  });

  it('the first image resists a drag to the right (a third of it) and springs back', async () => {
    const g = await openGallery();
    await swipe(60, 400, 150, 0, { lift: false });
    await vi.waitFor(() => expect(g.stripX()).toBeCloseTo(50, -1));
    await touch('touchEnd', []);
    await vi.waitFor(() => expect(g.stripX()).toBeCloseTo(0, 0));
    await expect.element(g.counter).toHaveTextContent('1 / 5');
  });

  it('the last image resists a drag to the left', async () => {
    const g = await openGallery({ index: 4 });
    await swipe(330, 400, -150, 0, { lift: false });
    await vi.waitFor(() => expect(g.stripX()).toBeCloseTo(-1720 - 50, -1));
    await touch('touchEnd', []);
    await expect.element(g.counter).toHaveTextContent('5 / 5');
  });
});

describe('zooming (spec 2 §5, §9)', () => {
  const pinch = async (from: number, to: number) => {
    await touch('touchStart', [
      { id: 1, x: 195 - from / 2, y: 422 },
      { id: 2, x: 195 + from / 2, y: 422 },
    ]);
    for (let i = 1; i <= 5; i++) {
      const gap = from + ((to - from) * i) / 5;
      await touch('touchMove', [
        { id: 1, x: 195 - gap / 2, y: 422 },
        { id: 2, x: 195 + gap / 2, y: 422 },
      ]);
    }
  };

  it('two fingers spread 2.5× zoom the image along, and it settles at 2 (zoom max)', async () => {
    const g = await openGallery();
    await pinch(100, 250);
    await vi.waitFor(() => expect(g.scale()).toBeCloseTo(2.5, 1));
    await touch('touchEnd', []);
    await vi.waitFor(() => expect(g.scale()).toBeCloseTo(2, 5));
    await expect.element(g.counter).toHaveTextContent('1 / 5');
    expect(g.onClose).not.toHaveBeenCalled();
  });

  it('pinched in to 0.85 it shows smaller, then goes back to 1', async () => {
    const g = await openGallery();
    await pinch(200, 170);
    await vi.waitFor(() => expect(g.scale()).toBeCloseTo(0.85, 1));
    await touch('touchEnd', []);
    await vi.waitFor(() => expect(g.scale()).toBeCloseTo(1, 5));
  });

  it('a double tap zooms to 2, another back to 1; neither closes the gallery', async () => {
    const g = await openGallery();
    await taps(2);
    await vi.waitFor(() => expect(g.scale()).toBeCloseTo(2, 5));
    await sleep(400);
    await taps(2);
    await vi.waitFor(() => expect(g.scale()).toBeCloseTo(1, 5));
    await sleep(400);
    expect(g.onClose).not.toHaveBeenCalled();
  });

  it('a single tap closes the gallery once no second tap came', async () => {
    const g = await openGallery();
    await taps(1);
    expect(g.onClose).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(g.onClose).toHaveBeenCalledOnce());
  });
});

describe.each(['ios', 'android'] as const)('long press to save inside the %s app (spec 2 §2, §6, §8, §9)', (platform) => {
  const longPress = async (ms: number) => {
    await touch('touchStart', [{ id: 1, x: 195, y: 422 }]);
    await sleep(ms);
    await touch('touchEnd', []);
  };
  const sheet = () => page.getByRole('dialog', { name: 'Image actions' });

  it("after 1200 ms offers 'Save' or 'Cancel'; save asks the app and shows 'Image saved successfully'", async () => {
    const sim = installSimulator('module', { platform });
    const g = await openGallery({ index: 1 }, pageApi(platform));
    // Timed from the browser's own clock (event time, DOM change), not from the slow round trips of CDP.
    const viewport = document.querySelector('.gallery__viewport')!;
    const pressedAt = new Promise<number>((resolve) =>
      viewport.addEventListener('pointerdown', (event) => resolve(event.timeStamp), { once: true }),
    );
    const sheetShownAt = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('.gallery-sheet')) return;
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await touch('touchStart', [{ id: 1, x: 195, y: 422 }]);
    const t0 = await pressedAt;
    await sleep(t0 + 1000 - performance.now());
    expect(document.querySelector('.gallery-sheet')).toBeNull();
    const shown = (await sheetShownAt) - t0;
    expect(shown).toBeGreaterThanOrEqual(1200);
    // Not much later either (a busy machine may hold a timer back a little: scripts/stress-test.sh).
    expect(shown).toBeLessThan(1200 + 1000);
    await touch('touchEnd', []);
    await sleep(400);
    expect(g.onClose).not.toHaveBeenCalled(); // a long press is no tap

    await expect.element(sheet().getByRole('button', { name: 'Cancel' })).toBeVisible();
    await sheet().getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByRole('status').filter({ hasText: 'Image saved successfully' })).toBeVisible();
    expect(sim.callsTo('savePhoto').map((call) => call.data)).toEqual([{ url: PHOTOS[1] }]);
    await expect.element(sheet()).not.toBeInTheDocument();
    expect(g.onClose).not.toHaveBeenCalled();
  });

  it('shows nothing when the app answers another code than 200', async () => {
    const sim = installSimulator('module', { platform });
    const failure = { code: 500, message: 'no permission' };
    sim.scriptReply('savePhoto', platform === 'android' ? JSON.stringify(failure) : failure);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await openGallery({}, pageApi(platform));
    await longPress(1350);
    await sheet().getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(sim.callsTo('savePhoto')).toHaveLength(1));
    await sleep(300);
    expect(document.body.textContent).not.toContain('Image saved successfully');
  });

  it('cancel closes the sheet and saves nothing; the page handler, when given, saves instead of the app', async () => {
    const sim = installSimulator('module', { platform });
    const onSave = vi.fn();
    const g = await openGallery({ onSave }, pageApi(platform));
    await longPress(1350);
    await sheet().getByRole('button', { name: 'Cancel' }).click();
    await expect.element(sheet()).not.toBeInTheDocument();
    await swipe(300, 400, -150);
    await expect.element(g.counter).toHaveTextContent('2 / 5');
    await longPress(1350);
    await sheet().getByRole('button', { name: 'Save' }).click();
    expect(onSave).toHaveBeenCalledExactlyOnceWith(PHOTOS[1]);
    expect(sim.callsTo('savePhoto')).toEqual([]);
  });
});

describe('long press to save outside the app', () => {
  it('offers a download link of the image, and asks nothing of the app', async () => {
    const sim = installSimulator('module', { platform: 'android', storeDeviceId: false });
    await openGallery({ index: 3 }, pageApi('android', { deviceId: null }));
    await touch('touchStart', [{ id: 1, x: 195, y: 422 }]);
    await sleep(1350);
    await touch('touchEnd', []);
    const link = page.getByRole('dialog', { name: 'Image actions' }).getByRole('link', { name: 'Save' });
    await expect.element(link).toHaveAttribute('href', PHOTOS[3]);
    await expect.element(link).toHaveAttribute('download');
    expect(sim.calls).toEqual([]);
  });

  it('with canSave false a long press offers nothing', async () => {
    await openGallery({ canSave: false });
    await touch('touchStart', [{ id: 1, x: 195, y: 422 }]);
    await sleep(1350);
    await touch('touchEnd', []);
    await expect.element(page.getByRole('dialog', { name: 'Image actions' })).not.toBeInTheDocument();
  });
});
