import { afterEach, describe, expect, it } from 'vitest';
import { whenLoadedAndIdle } from '../../core/engine/env/page-idle.ts';
import { afterPageReadyAndIdle, FEED_LIVE_WAIT_MS } from '../../src/routes/after-page-ready.ts';
import { APP_FAILED_ATTRIBUTE, APP_READY_ATTRIBUTE, FEED_PART_ATTRIBUTE, FEED_READY_ATTRIBUTE } from '../../src/ssr/ready-attributes.ts';

const root = document.documentElement;
/** Loaded and idle twice over: work that was free to run has run. */
const settle = async () => {
  await whenLoadedAndIdle();
  await whenLoadedAndIdle();
};

/** A page whose feed hydrates after it (its element marked), ready, its feed not yet: `run` asked to run after. */
function readyWithFeedPending(run: () => void): void {
  const feed = document.createElement('main');
  feed.setAttribute(FEED_PART_ATTRIBUTE, '');
  document.body.append(feed);
  afterPageReadyAndIdle(run);
  root.setAttribute(APP_READY_ATTRIBUTE, '');
}

describe("the page services' and reports' start (after the page is ready, loaded and idle)", () => {
  afterEach(() => {
    root.removeAttribute(APP_READY_ATTRIBUTE);
    root.removeAttribute(APP_FAILED_ATTRIBUTE);
    root.removeAttribute(FEED_READY_ATTRIBUTE);
    document.querySelector(`[${FEED_PART_ATTRIBUTE}]`)?.remove();
  });

  it('waits for the page to be ready although the window has loaded and is idle, then runs once', async () => {
    let ran = 0;
    afterPageReadyAndIdle(() => ran++);
    await settle();
    expect(ran).toBe(0);
    root.setAttribute(APP_READY_ATTRIBUTE, '');
    await expect.poll(() => ran).toBe(1);
    await settle();
    expect(ran).toBe(1);
  });

  it('on a page whose feed hydrates after it, waits for the feed too: its code and hydration are the first screen', async () => {
    let ran = 0;
    readyWithFeedPending(() => ran++);
    const readyAt = performance.now();
    await settle();
    // (Past FEED_LIVE_WAIT_MS, a machine this slow, the work runs whatever the feed does: the next test.)
    if (performance.now() - readyAt < FEED_LIVE_WAIT_MS) expect(ran).toBe(0);
    root.setAttribute(FEED_READY_ATTRIBUTE, '');
    await expect.poll(() => ran).toBe(1);
  });

  it('runs by FEED_LIVE_WAIT_MS when the feed never comes alive (its code did not load)', async () => {
    let ran = 0;
    readyWithFeedPending(() => ran++);
    await expect.poll(() => ran, { timeout: FEED_LIVE_WAIT_MS * 3 }).toBe(1);
  });

  it('runs for a page that could not start, and not when cancelled before the page was ready', async () => {
    let ranAfterFailure = 0;
    let ranCancelled = 0;
    afterPageReadyAndIdle(() => ranAfterFailure++);
    afterPageReadyAndIdle(() => ranCancelled++)();
    root.setAttribute(APP_FAILED_ATTRIBUTE, '');
    await expect.poll(() => ranAfterFailure).toBe(1);
    await settle();
    expect(ranCancelled).toBe(0);
  });
});
