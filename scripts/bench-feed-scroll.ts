/**
 * Benchmark (not a test): does a feed of 1,000 items scroll without blocking the main thread for more
 * than 50 ms at a time? Builds the app, serves it with the local CMS, opens /__bench/feed in Chromium
 * at phone size, scrolls it top to bottom with the mouse wheel while recording a performance trace
 * (CDP Tracing), and reports the renderer main thread's tasks. Exits 1 when a task exceeds 50 ms.
 *
 *   npm run bench:feed [-- --count=1000] [-- --trace=/tmp/feed-trace.json]
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import type { Browser, Page } from 'playwright';
import { recordTrace } from './bench/record-trace.ts';
import { benchOption, runChromiumBench } from './bench/chromium-bench.ts';
import type { ServedApp } from './bench/serve-app.ts';
import { LONG_TASK_MS, taskReport } from './bench/trace-tasks.ts';
import { markdownTable } from './bench/tables.ts';

/** Not spec numbers: how the benchmark scrolls (a reader flicking through the feed). */
export const WHEEL_STEP_PX = 400;
export const WHEEL_PAUSE_MS = 50;
const MAX_WHEEL_STEPS = 5000;
/** The end check reads the page (a task of its own): every few steps, not after each. */
const CHECK_EVERY_STEPS = 5;
/** Time for the first screen's images and lazy chunks to settle before recording starts. */
const SETTLE_MS = 1500;
const BENCH_PATH = '/__bench/feed';


/** Wheel steps until the page end is reached and the list has mounted all its items. */
async function scrollToBottom(page: Page): Promise<{ steps: number; distance: number }> {
  await page.mouse.move(195, 420);
  let steps = 0;
  let done = false;
  while (!done && steps < MAX_WHEEL_STEPS) {
    await page.mouse.wheel(0, WHEEL_STEP_PX);
    await page.waitForTimeout(WHEEL_PAUSE_MS);
    steps += 1;
    if (steps % CHECK_EVERY_STEPS === 0) {
      done = await page.evaluate(() => {
        const root = document.scrollingElement ?? document.documentElement;
        const atEnd = root.scrollTop + window.innerHeight >= root.scrollHeight - 2;
        return atEnd && !document.querySelector('[data-testid="list-more"]');
      });
    }
  }
  return { steps, distance: await page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollTop) };
}

async function bench(browser: Browser, app: ServedApp): Promise<number> {
  const count = Number(benchOption('count') ?? 1000);
  const traceFile = benchOption('trace');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, locale: 'zh-CN' });
  const page = await context.newPage();
  const url = `${app.origin}${BENCH_PATH}?count=${count}&preview=1`;
  await page.goto(url);
  await page.getByTestId('card').first().waitFor();
  const items = await page.getByTestId('feed-bench').getAttribute('data-count');
  await page.waitForTimeout(SETTLE_MS);
  const client = await context.newCDPSession(page);
  let scrolled = { steps: 0, distance: 0 };
  const startedAt = Date.now();
  const trace = await recordTrace(client, async () => {
    scrolled = await scrollToBottom(page);
  });
  const seconds = (Date.now() - startedAt) / 1000;
  const cards = await page.getByTestId('feed-bench').locator('[data-item-id]').count();
  if (traceFile) writeFileSync(traceFile, JSON.stringify(trace));
  const report = taskReport(trace, BENCH_PATH);
  if (!report.thread) throw new Error('no renderer main thread in the trace');
  console.log(`feed of ${items} items: ${cards} mounted after ${scrolled.steps} wheel steps of ${WHEEL_STEP_PX} px (${scrolled.distance} px, ${seconds.toFixed(1)} s); ${availableParallelism()} CPUs, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}\n`);
  // Wall time is what the reader feels; CPU time tells the page's own work from waiting for a busy machine.
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    markdownTable(
      ['main-thread tasks', `over ${LONG_TASK_MS} ms (wall)`, 'longest (wall)', 'total blocking', `over ${LONG_TASK_MS} ms (CPU)`, 'longest (CPU)'],
      [[String(report.tasks), String(report.overLimit), ms(report.longestMs), ms(report.totalBlockingMs), String(report.overLimitByCpu), ms(report.longestCpuMs)]],
    ),
  );
  console.log(`\nlongest five: ${report.worst.map((t) => `${t.durationMs.toFixed(1)} ms (CPU ${t.cpuMs?.toFixed(1) ?? '?'} ms)`).join(', ')}`);
  if (traceFile) console.log(`trace written to ${traceFile} (open it in DevTools' Performance panel)`);
  return report.overLimit > 0 ? 1 : 0;
}

runChromiumBench(bench);
