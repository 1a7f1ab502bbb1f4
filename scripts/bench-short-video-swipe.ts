/**
 * Benchmark (not a test), issue 14: does the short-video feed swipe at 60 fps? Builds the app, serves
 * it with the local CMS, opens the seeded short-video feed in Chromium at phone size, and swipes
 * from the first video to the last (the feed loads five more at every fifth, and each video plays),
 * with synthesized scroll gestures, while it records every animation frame's time in the page and a
 * performance trace. Reports the frame intervals and the main thread's long tasks; exits 1 when fewer
 * than FRAMES_ON_TIME_GOAL of the frames come within ON_TIME_MS of the one before.
 *
 *   npm run bench:swipe [-- --trace=/tmp/swipe-trace.json]
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import type { Browser, CDPSession, Page } from 'playwright';
import { recordTrace } from './bench/record-trace.ts';
import { benchOption, runChromiumBench } from './bench/chromium-bench.ts';
import type { ServedApp } from './bench/serve-app.ts';
import { markdownTable } from './bench/tables.ts';
import { LONG_TASK_MS, taskReport } from './bench/trace-tasks.ts';

/** The seeded short-video feed: panel 48632 holds 12 videos, from 100261 (tests/e2e/video.spec.ts). */
const FEED_PATH = '/shortVideo?id=100261&panelId=48632';
const FEED_VIDEOS = 12;
/** 60 fps: a frame every 16.7 ms; one that comes within 1.5 frames of the last is on time. */
export const FRAME_MS = 1000 / 60;
export const ON_TIME_MS = FRAME_MS * 1.5;
/** Not a spec number: the share of frames that must be on time for the swipe to count as 60 fps. */
export const FRAMES_ON_TIME_GOAL = 0.95;
/** A flick's speed (px/s), as Chromium synthesizes the scroll gesture. */
const SWIPE_SPEED_PX_S = 3000;
const VIEWPORT = { width: 390, height: 844 };


const currentIndex = (page: Page) => page.locator('[data-testid="short-slide"][data-current="true"]').getAttribute('data-index');

/** One swipe up (a scroll gesture of 60 % of the screen), then the wait for the feed to have snapped to the next video. */
async function swipeUp(page: Page, client: CDPSession, to: number): Promise<void> {
  await client.send('Input.synthesizeScrollGesture', {
    x: VIEWPORT.width / 2,
    y: VIEWPORT.height * 0.7,
    yDistance: -VIEWPORT.height * 0.6,
    speed: SWIPE_SPEED_PX_S,
    // A synthesized touch gesture does not scroll in headless Chromium here; the wheel's smooth scroll
    // goes through the same compositor scroll and snap.
    gestureSourceType: 'mouse',
  });
  // Arrived: the video is the current one and the feed has come to rest on it (snapped).
  const arrived = (index: number) => {
    const feed = document.querySelector('[data-testid="short-feed"]');
    const current = document.querySelector('[data-testid="short-slide"][data-current="true"]');
    return !!feed && current?.getAttribute('data-index') === String(index) && Math.abs(feed.scrollTop - index * feed.clientHeight) < 2;
  };
  await page.waitForFunction(arrived, to).catch(async (error: unknown) => {
    throw new Error(`the swipe to video ${to} stopped at ${await currentIndex(page)}`, { cause: error });
  });
}

export interface FrameReport {
  frames: number;
  onTime: number;
  medianMs: number;
  p95Ms: number;
  longestMs: number;
}

export function frameReport(intervals: readonly number[]): FrameReport {
  const sorted = intervals.toSorted((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  return { frames: sorted.length, onTime: sorted.filter((ms) => ms <= ON_TIME_MS).length, medianMs: at(0.5), p95Ms: at(0.95), longestMs: sorted.at(-1) ?? 0 };
}

async function bench(browser: Browser, app: ServedApp): Promise<number> {
  const traceFile = benchOption('trace');
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${app.origin}${FEED_PATH}`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.locator('[data-testid="short-slide"][data-current="true"] video').waitFor({ state: 'attached' });
  const client = await context.newCDPSession(page);
  // Every frame's time, from the first swipe to the last (a text: the page runs it as written).
  await page.evaluate(`(() => {
    const times = (window.__frameTimes = []);
    const tick = (time) => { times.push(time); requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  const startedAt = Date.now();
  const trace = await recordTrace(client, async () => {
    for (let index = 1; index < FEED_VIDEOS; index++) await swipeUp(page, client, index);
  });
  const seconds = (Date.now() - startedAt) / 1000;
  const times = (await page.evaluate(() => Reflect.get(window, '__frameTimes'))) as number[];
  const reached = await currentIndex(page);
  if (traceFile) writeFileSync(traceFile, JSON.stringify(trace));
  const frames = frameReport(times.slice(1).map((time, i) => time - times[i]!));
  const tasks = taskReport(trace, '/shortVideo');
  const share = frames.frames > 0 ? frames.onTime / frames.frames : 0;
  console.log(`short-video feed: ${FEED_VIDEOS - 1} swipes to video ${reached} in ${seconds.toFixed(1)} s; ${availableParallelism()} CPUs, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}\n`);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    markdownTable(
      ['frames', `on time (≤ ${ON_TIME_MS.toFixed(1)} ms)`, 'median interval', 'p95 interval', 'longest interval', `main-thread tasks over ${LONG_TASK_MS} ms`, 'longest task'],
      [[String(frames.frames), `${(share * 100).toFixed(1)} %`, ms(frames.medianMs), ms(frames.p95Ms), ms(frames.longestMs), String(tasks.overLimit), ms(tasks.longestMs)]],
    ),
  );
  console.log(`\ngoal: ${(FRAMES_ON_TIME_GOAL * 100).toFixed(0)} % of frames on time at 60 fps — ${share >= FRAMES_ON_TIME_GOAL ? 'met' : 'NOT met'}`);
  if (traceFile) console.log(`trace written to ${traceFile} (open it in DevTools' Performance panel)`);
  return share >= FRAMES_ON_TIME_GOAL && reached === String(FEED_VIDEOS - 1) ? 0 : 1;
}

runChromiumBench(bench);
