import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { PullToRefresh } from '../../ui/pull-to-refresh/PullToRefresh.tsx';
import { BOUNCE_BACK_MS, PULL_THRESHOLD_PX } from '../../ui/pull-to-refresh/pull-state.ts';
import { PULL_ARMED_ATTRIBUTE } from '../../ui/pull-to-refresh/pull-listeners.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

async function renderPull(onRefresh: () => Promise<void>, isAtTop = () => true) {
  const tapped: string[] = [];
  const screen = await render(
    <WithEngine engine={testEngine({ language: 'en' })}>
      <PullToRefresh onRefresh={onRefresh} isAtTop={isAtTop}>
        <button type="button" style={{ display: 'block', width: '100%', height: 300 }} onClick={() => tapped.push('item')}>
          first item
        </button>
      </PullToRefresh>
    </WithEngine>,
  );
  // The gesture listens from the page's first idle moment (usePullGesture): before then a pull is a scroll.
  await expect.element(screen.getByTestId('pull-to-refresh')).toHaveAttribute(PULL_ARMED_ATTRIBUTE);
  const root = screen.getByTestId('pull-to-refresh').element() as HTMLElement;
  const item = screen.getByRole('button', { name: 'first item' }).element() as HTMLElement;
  return { screen, root, item, tapped, phase: () => root.dataset.phase, text: () => root.querySelector('[role="status"]')?.textContent ?? '' };
}

/** A mouse pressed on `target` and dragged down by `dy` px in small moves; released unless told. */
function mousePull(target: HTMLElement, dy: number, release = true): void {
  const box = target.getBoundingClientRect();
  const x = box.left + 20;
  const y = box.top + 20;
  const fire = (type: string, clientY: number) =>
    target.dispatchEvent(
      new PointerEvent(type, { bubbles: true, cancelable: true, composed: true, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0, buttons: 1, clientX: x, clientY }),
    );
  fire('pointerdown', y);
  for (let step = 1; step <= 10; step++) fire('pointermove', y + (dy * step) / 10);
  if (release) {
    fire('pointerup', y + dy);
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x, clientY: y + dy }));
  }
}

/** A finger on `target` dragged down by `dy` px (touch events, as a phone sends them). */
function touchPull(target: HTMLElement, dy: number): { defaultPrevented: boolean } {
  const box = target.getBoundingClientRect();
  const at = (clientY: number) => new Touch({ identifier: 3, target, clientX: box.left + 20, clientY });
  const y = box.top + 20;
  target.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, cancelable: true, touches: [at(y)], changedTouches: [at(y)] }));
  let defaultPrevented = false;
  for (let step = 1; step <= 10; step++) {
    const move = new TouchEvent('touchmove', { bubbles: true, cancelable: true, touches: [at(y + (dy * step) / 10)], changedTouches: [at(y + (dy * step) / 10)] });
    target.dispatchEvent(move);
    defaultPrevented ||= move.defaultPrevented;
  }
  target.dispatchEvent(new TouchEvent('touchend', { bubbles: true, cancelable: true, touches: [], changedTouches: [at(y + dy)] }));
  return { defaultPrevented };
}

describe('pull to refresh', () => {
  it("shows 'Pull down to refresh' below 100 px and springs back without refreshing at 99 px", async () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const { item, phase, text } = await renderPull(onRefresh);
    mousePull(item, PULL_THRESHOLD_PX - 1, false);
    await vi.waitFor(() => expect(text()).toBe('Pull down to refresh'));
    expect(phase()).toBe('pull');
    item.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerId: 1, pointerType: 'mouse', isPrimary: true }));
    await vi.waitFor(() => expect(phase()).toBe('idle'));
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it("shows 'Release to refresh' at 100 px; released: 'Loading', then 'Refresh success' while it springs back in 600 ms", async () => {
    let finish: () => void = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { root, item, phase, text, tapped } = await renderPull(onRefresh);
    mousePull(item, PULL_THRESHOLD_PX, false);
    await vi.waitFor(() => expect(text()).toBe('Release to refresh'));
    item.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerId: 1, pointerType: 'mouse', isPrimary: true }));
    item.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(text()).toBe('Loading'));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(tapped).toEqual([]); // the click that ends a pull is not a tap on the item
    const track = root.querySelector('.ptr__track') as HTMLElement;
    expect(track.style.transform).toBe('translateY(50px)');
    // Timed from the refresh's end, not from when a poll saw its text: on a busy machine that is late.
    const settledAt = performance.now();
    finish();
    await vi.waitFor(() => expect(text()).toBe('Refresh success'));
    expect(track.style.transition).toContain(`${BOUNCE_BACK_MS}ms`);
    await vi.waitFor(() => expect(phase()).toBe('idle'), { timeout: 5000, interval: 20 });
    expect(performance.now() - settledAt).toBeGreaterThanOrEqual(BOUNCE_BACK_MS - 50);
    expect(track.style.transform).toBe('');
  });

  // Issue 29 item 7: not only words in a grey band.
  it('shows an arrow that points down while pulling and turns up past 100 px, then a spinner while loading', async () => {
    let finish: () => void = () => {};
    const { root, item, phase } = await renderPull(() => new Promise<void>((resolve) => (finish = resolve)));
    const arrow = () => root.querySelector<HTMLElement>('.ptr__arrow');
    /** Which way the arrow points: its drawing points down; turned half a circle it points up. */
    const pointing = () => {
      const shown = arrow();
      if (!shown || shown.getBoundingClientRect().width === 0) return 'none';
      return new DOMMatrix(getComputedStyle(shown).transform).a < -0.99 ? 'up' : 'down';
    };
    const spinner = () => root.querySelector<HTMLElement>('.ptr__spinner');
    mousePull(item, PULL_THRESHOLD_PX - 10, false);
    await vi.waitFor(() => expect(phase()).toBe('pull'));
    expect(pointing()).toBe('down');
    expect(spinner()).toBeNull();
    // On past the threshold, the same gesture: the arrow turns.
    const box = item.getBoundingClientRect();
    item.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, cancelable: true, pointerId: 1, pointerType: 'mouse', isPrimary: true, buttons: 1, clientX: box.left + 20, clientY: box.top + 20 + PULL_THRESHOLD_PX + 20 }));
    await vi.waitFor(() => expect(phase()).toBe('release'));
    await vi.waitFor(() => expect(pointing()).toBe('up'));
    item.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerId: 1, pointerType: 'mouse', isPrimary: true }));
    await vi.waitFor(() => expect(phase()).toBe('loading'));
    // Loading: the arrow gives way to a spinner that turns.
    expect(pointing()).toBe('none');
    const turning = spinner();
    expect(turning?.getBoundingClientRect().width).toBeGreaterThan(0);
    expect(getComputedStyle(turning as HTMLElement).animationName).toBe('ptr-spin');
    finish();
    await vi.waitFor(() => expect(phase()).toBe('success'));
    expect(spinner()).toBeNull();
  });

  it("shows 'Refresh failure' when the refresh fails", async () => {
    const { item, text } = await renderPull(() => Promise.reject(new Error('offline')));
    mousePull(item, 160);
    await vi.waitFor(() => expect(text()).toBe('Refresh failure'));
  });

  it('follows a finger (touch events), holding back the page scroll while pulling', async () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const { item, text } = await renderPull(onRefresh);
    const { defaultPrevented } = touchPull(item, 130);
    expect(defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(text()).toBe('Refresh success'));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('does nothing unless the list is at its top, and a plain tap still taps', async () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const { screen, item, phase, tapped } = await renderPull(onRefresh, () => false);
    const { defaultPrevented } = touchPull(item, 200);
    mousePull(item, 200);
    expect(defaultPrevented).toBe(false);
    expect(phase()).toBe('idle');
    expect(onRefresh).not.toHaveBeenCalled();
    tapped.length = 0;
    await screen.getByRole('button', { name: 'first item' }).click();
    expect(tapped).toEqual(['item']);
  });
});
