import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { resolvePanel } from '../../core/engine/render/composite.ts';
import { PanelView } from '../../core/engine/render/PanelView.tsx';
import type { ContentItem } from '../../schemas/generated/types.ts';
import { createAppRegistry } from '../../plugins/app-registry.ts';
import { CAROUSEL_AUTOPLAY_MS } from '../../ui/carousel/carousel-rules.ts';
import { watchCondition } from '../support/condition-span.ts';
import { testEngine, WithEngine } from '../support/render-engine.tsx';

const { index } = createAppRegistry();

const slides = [
  { id: 1, title: 'Marathon starts', thumbnailUrl: '/media/img/marathon.svg' },
  { id: 2, title: 'Fireworks are back', thumbnailUrl: '/media/img/fireworks.svg' },
  { id: 3, title: 'Ten years of the city', thumbnailUrl: '/media/img/ten-years.svg' },
];

async function renderCarousel(config: object, contents: object[] = slides) {
  const opened: ContentItem[] = [];
  const entry = resolvePanel(index, { id: 48700, name: 'Headlines', typeCode: 'core.carousel', config, contents });
  const screen = await render(
    <WithEngine engine={testEngine({ language: 'en' })}>
      <PanelView entry={entry} onOpen={(item) => opened.push(item)} />
      <div data-testid="below" style={{ height: 200 }} />
    </WithEngine>,
  );
  // A mouse resting over the carousel pauses it (by design): keep the test's pointer away.
  await userEvent.hover(screen.getByTestId('below'));
  const region = screen.getByRole('region', { name: 'Headlines' });
  await expect.element(region).toBeVisible();
  await expect.element(screen.getByText('Marathon starts').first()).toBeVisible();
  const root = region.element() as HTMLElement;
  const viewport = root.querySelector('.carousel__viewport') as HTMLElement;
  return { screen, root, viewport, opened, active: () => Number(root.dataset.activeIndex) };
}

/** A finger (touch pointer) dragged across the viewport by dx px, in a few moves. */
function swipe(viewport: HTMLElement, dx: number): void {
  const box = viewport.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const fire = (type: string, clientX: number) =>
    viewport.dispatchEvent(
      new PointerEvent(type, { bubbles: true, cancelable: true, composed: true, pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0, clientX, clientY: y }),
    );
  fire('pointerdown', x);
  for (let step = 1; step <= 5; step++) fire('pointermove', x + (dx * step) / 5);
  fire('pointerup', x + dx);
}

/** Waits until the carousel rests on `slide` (not on a copy mid-loop). */
const restsOn = (root: HTMLElement, slide: number) =>
  vi.waitFor(() => expect(root.querySelector(`[data-slide-index="${slide}"]`)?.getAttribute('data-active')).toBe('true'));

describe('carousel panel (core.carousel)', () => {
  it('is a labelled carousel region with labelled slides and a dot per slide', async () => {
    const { screen, root } = await renderCarousel({ autoPlay: false });
    expect(root.getAttribute('aria-roledescription')).toBe('Carousel');
    // Only the shown slide is exposed; the others are inert until they show.
    await expect.element(screen.getByRole('group', { name: '1 of 3' })).toHaveAttribute('aria-roledescription', 'Slide');
    const labels = [...root.querySelectorAll('[role="group"]')].map((g) => g.getAttribute('aria-label'));
    expect(labels).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    await expect.element(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    await screen.getByRole('button', { name: 'Go to slide 3' }).click();
    await restsOn(root, 2);
    await expect.element(screen.getByRole('group', { name: '3 of 3' })).toBeVisible();
    expect(screen.getByRole('group', { name: '1 of 3' }).query()).toBeNull();
  });

  // Issue 29: the dots and the stop switch are 44 px squares, too wide to share a line with the title.
  it("shows each slide's title above the dots and the stop switch, with five slides too, each control 44 px square", async () => {
    const five = [1, 2, 3, 4, 5].map((n) => ({ id: 10 + n, title: `Marathon starts ${'and the city runs along the river '.repeat(2)}${n}`, thumbnailUrl: '/media/img/marathon.svg' }));
    const { root } = await renderCarousel({ autoPlay: true, autoPlayInterval: 60_000 }, five);
    const title = root.querySelector('[data-active="true"] .carousel-slide__title') as HTMLElement;
    const textBottom = title.getBoundingClientRect().bottom - Number.parseFloat(getComputedStyle(title).paddingBottom);
    const controls = [...root.querySelectorAll<HTMLElement>('.carousel__controls button')].map((b) => b.getBoundingClientRect());
    expect(controls).toHaveLength(6);
    for (const control of controls) {
      expect(textBottom).toBeLessThanOrEqual(control.top);
      expect(Math.min(control.width, control.height)).toBeGreaterThanOrEqual(44);
    }
  });

  it('is about 51.5vw high across the full width', async () => {
    const { viewport } = await renderCarousel({ autoPlay: false });
    const { width, height } = viewport.getBoundingClientRect();
    expect(width).toBe(window.innerWidth);
    expect(height / window.innerWidth).toBeCloseTo(0.515, 2);
  });

  it('turns with a swipe, loops both ways, and ignores a short drag', async () => {
    const { root, viewport, active } = await renderCarousel({ autoPlay: false });
    const width = viewport.clientWidth;
    swipe(viewport, -0.15 * width);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(active()).toBe(0);
    swipe(viewport, -0.4 * width);
    await restsOn(root, 1);
    swipe(viewport, -0.4 * width);
    await restsOn(root, 2);
    swipe(viewport, -0.4 * width); // past the last: the first again
    await restsOn(root, 0);
    swipe(viewport, 0.4 * width); // before the first: the last
    await restsOn(root, 2);
  });

  it('opens a slide on a tap but not at the end of a swipe', async () => {
    const { screen, root, viewport, opened } = await renderCarousel({ autoPlay: false });
    swipe(viewport, -0.5 * viewport.clientWidth);
    viewport.querySelector<HTMLElement>('[data-active="true"] button')?.click();
    await restsOn(root, 1);
    expect(opened).toEqual([]);
    await screen.getByRole('button', { name: 'Fireworks are back' }).click();
    expect(opened.map((item) => item.id)).toEqual(['2']);
  });

  it("plays on by itself at the panel's autoPlayInterval and loops", async () => {
    // Timed from before the render to the moment the second slide became active (the DOM's own change):
    // never shorter than the interval, however busy the machine; far from the 4000 ms default.
    const started = performance.now();
    const turned = watchCondition(() => document.querySelector('[data-active-index]')?.getAttribute('data-active-index') === '1');
    const { active } = await renderCarousel({ autoPlayInterval: 700 });
    await vi.waitFor(() => expect(active()).toBe(1), { timeout: 5000, interval: 20 });
    const elapsed = turned.began()! - started;
    expect(elapsed).toBeGreaterThanOrEqual(650);
    expect(elapsed).toBeLessThan(CAROUSEL_AUTOPLAY_MS - 1000);
    await vi.waitFor(() => expect(active()).toBe(2), { timeout: 5000, interval: 20 });
    await vi.waitFor(() => expect(active()).toBe(0), { timeout: 5000, interval: 20 });
  });

  it('holds still when config.autoPlay is false', async () => {
    const { active } = await renderCarousel({ autoPlay: false, autoPlayInterval: 500 });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(active()).toBe(0);
  });

  it('pauses while focus is inside and when the reader presses pause', async () => {
    const { screen, root, active } = await renderCarousel({ autoPlayInterval: 500 });
    (screen.getByRole('button', { name: 'Go to slide 2' }).element() as HTMLElement).focus();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(active()).toBe(0);
    (document.activeElement as HTMLElement).blur();
    await vi.waitFor(() => expect(active()).toBe(1), { timeout: 5000 });
    await restsOn(root, 1);
    const pause = screen.getByRole('button', { name: 'Pause carousel' });
    await pause.click();
    (document.activeElement as HTMLElement).blur();
    await expect.element(screen.getByRole('button', { name: 'Play carousel' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(active()).toBe(1);
  });
});
