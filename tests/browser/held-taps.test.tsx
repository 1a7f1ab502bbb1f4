import { lazy, startTransition, Suspense, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { holdTapsUntilLive } from '../../src/ssr/hold-taps.ts';

/*
 * A page the server rendered shows its controls before React has hydrated them: the player's play
 * button hydrates when the player's code has come, after the page (React drops a tap on a boundary it
 * cannot hydrate yet). A tap on it meanwhile is held and given to the button once it is live, and once
 * only, also when the hydration that makes it live is slow and yields to the browser (a busy phone).
 */

const LIVE = 'data-test-live';
/** Render work after the button, in slices the hydration yields between (a busy phone's page). */
const SLOW_PARTS = 40;
const SLOW_PART_MS = 8;

/** Keeps the thread busy, as a busy phone's render. */
function work(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

function SlowPart({ n }: { n: number }) {
  work(SLOW_PART_MS);
  return <span>{n}</span>;
}

function Player({ onPlay }: { onPlay: () => void }) {
  return (
    <div>
      <button type="button" className="needs-app" onClick={onPlay}>
        播放
      </button>
      {Array.from({ length: SLOW_PARTS }, (_, n) => (
        <SlowPart key={n} n={n} />
      ))}
    </div>
  );
}

const page = (player: ReactNode) => (
  <main>
    <h1>橘子洲焰火</h1>
    <Suspense fallback={<p>loading</p>}>{player}</Suspense>
  </main>
);

it("a tap on a play button not yet live plays once the player's code has come and hydrated it", async () => {
  const played: string[] = [];
  const onPlay = () => played.push('play');
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(<Player onPlay={onPlay} />));
  document.body.append(container);
  document.documentElement.setAttribute(LIVE, '');
  holdTapsUntilLive([{ within: container, attribute: LIVE }], null, performance.now() + 30_000);

  // The player's code is on its way: its boundary stays the server's HTML.
  let arrive = () => {};
  const code = new Promise<{ default: typeof Player }>((resolve) => (arrive = () => resolve({ default: Player })));
  const LazyPlayer = lazy(() => code);
  startTransition(() => void hydrateRoot(container, page(<LazyPlayer onPlay={onPlay} />)));
  await expect.poll(() => Object.keys(container.querySelector('h1')!).some((key) => key.startsWith('__reactProps$'))).toBe(true);

  container.querySelector('button')!.click();
  expect(played).toEqual([]);
  arrive();
  await expect.poll(() => played, { timeout: 10_000 }).toEqual(['play']);
  // Held once, given once.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  expect(played).toEqual(['play']);
  container.remove();
});
