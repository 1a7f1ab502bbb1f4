import { afterEach, describe, expect, it } from 'vitest';
import { whenIdle } from '../../core/engine/env/idle.ts';
import { afterLoadAndIdle, whenLoadedAndIdle } from '../../core/engine/env/page-idle.ts';
import { nextTask } from '../../core/engine/env/next-task.ts';

/** Each piece of work long enough to be a long task (over 50 ms) on its own. */
const BUSY_MS = 80;

const idleMoment = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve()));

describe('work the page can do without waits for its load and an idle moment', () => {
  it('runs a loaded page’s work in an idle moment, not in the task that asked', async () => {
    expect(document.readyState).toBe('complete');
    let ran = 0;
    afterLoadAndIdle(() => ran++);
    expect(ran).toBe(0);
    await idleMoment();
    await whenLoadedAndIdle();
    expect(ran).toBe(1);
  });

  it('does not run what was cancelled (a page left before it was idle)', async () => {
    let ran = 0;
    const cancel = afterLoadAndIdle(() => ran++);
    cancel();
    await whenLoadedAndIdle();
    await idleMoment();
    expect(ran).toBe(0);
  });

  it('splits work into tasks: two pieces either side of nextTask are two long tasks, not one', async () => {
    const longTasks: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
    observer.observe({ type: 'longtask', buffered: true });
    const busy = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    // The browser starts timing tasks once someone observes them: the task that began observing is not
    // measured (seen on some Chromium builds), so both pieces run in tasks that start after it.
    await nextTask();
    const first = { start: performance.now(), end: 0 };
    busy(BUSY_MS);
    first.end = performance.now();
    await nextTask();
    const second = { start: performance.now(), end: 0 };
    busy(BUSY_MS);
    second.end = performance.now();
    // The long task that ran a piece (timings are coarse: a millisecond's slack). How long it took does
    // not matter (a loaded machine stretches a task): that the two pieces ran in two tasks does.
    const SLACK_MS = 1;
    const taskOf = (piece: { start: number; end: number }) => longTasks.find((task) => task.startTime <= piece.start + SLACK_MS && task.startTime + task.duration >= piece.end - SLACK_MS);
    await expect.poll(() => Boolean(taskOf(first) && taskOf(second))).toBe(true);
    observer.disconnect();
    expect(taskOf(first)).not.toBe(taskOf(second));
  });
});

describe('where the browser has no idle callbacks (Safari, every iOS webview)', () => {
  const own = { request: window.requestIdleCallback, cancel: window.cancelIdleCallback };
  const removeIdleCallbacks = () => {
    // As in WebKit: the names are not there at all.
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
    expect(typeof (window as { requestIdleCallback?: unknown }).requestIdleCallback).toBe('undefined');
  };
  afterEach(() => {
    window.requestIdleCallback = own.request;
    window.cancelIdleCallback = own.cancel;
  });

  it("still runs the page's deferred work after its load, and its clean-up does not throw", async () => {
    removeIdleCallbacks();
    let ran = 0;
    const cancelOther = afterLoadAndIdle(() => ran++);
    await whenLoadedAndIdle();
    expect(ran).toBe(1);
    expect(() => cancelOther()).not.toThrow();
  });

  it('does not run what was cancelled', async () => {
    removeIdleCallbacks();
    let ran = 0;
    whenIdle(() => ran++, 50)();
    await new Promise<void>((resolve) => whenIdle(resolve, 100));
    expect(ran).toBe(0);
  });
});
