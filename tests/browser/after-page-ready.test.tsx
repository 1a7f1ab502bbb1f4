import { afterEach, describe, expect, it } from 'vitest';
import { whenLoadedAndIdle } from '../../core/engine/env/page-idle.ts';
import { afterPageReadyAndIdle } from '../../src/routes/after-page-ready.ts';
import { APP_FAILED_ATTRIBUTE, APP_READY_ATTRIBUTE } from '../../src/ssr/ready-attributes.ts';

const root = document.documentElement;
/** Loaded and idle twice over: work that was free to run has run. */
const settle = async () => {
  await whenLoadedAndIdle();
  await whenLoadedAndIdle();
};

describe("the page services' and reports' start (after the page is ready, loaded and idle)", () => {
  afterEach(() => {
    root.removeAttribute(APP_READY_ATTRIBUTE);
    root.removeAttribute(APP_FAILED_ATTRIBUTE);
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
