import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { createEngineBus } from '../../../core/engine/events.ts';
import { resolvePanel } from '../../../core/engine/render/composite.ts';
import { PanelView } from '../../../core/engine/render/PanelView.tsx';
import { testEngine, WithEngine } from '../../../tests/support/render-engine.tsx';
import { createAppRegistry } from '../../app-registry.ts';
import { LIST_BLOCK_SIZE, LIST_FIRST_MOUNT } from './ListContent.tsx';

const { index } = createAppRegistry();
const PANEL_ID = 48662;

const item = (i: number) => ({ id: 700000 + i, title: `第${i}条新闻`, listStyle: i % 2 ? 1 : 0, thumbnailUrl: `/media/img/list-${i}.svg` });

async function renderList(count: number) {
  const bus = createEngineBus();
  const entry = resolvePanel(index, { id: PANEL_ID, typeCode: 'core.list.content', contents: Array.from({ length: count }, (_, i) => item(i)) });
  const screen = await render(
    <WithEngine engine={testEngine({ bus })}>
      <PanelView entry={entry} onOpen={() => {}} />
    </WithEngine>,
  );
  await expect.element(screen.getByText('第0条新闻')).toBeVisible();
  const cards = () => screen.container.querySelectorAll<HTMLElement>('[data-testid="card"]');
  return { screen, bus, cards };
}

describe('vertical list panel', () => {
  it('shows a feed page (20 items) whole, its first block at once and the rest when idle', async () => {
    const { screen, cards } = await renderList(20);
    await vi.waitFor(() => expect(cards()).toHaveLength(20));
    expect(screen.container.querySelector('[data-testid="list-more"]')).toBeNull();
  });

  it('mounts a 1,000-item feed a block of 10 at a time after the first page, all of it soon', async () => {
    const mounted: number[] = [];
    const watch = new MutationObserver((records) => {
      const added = records.flatMap((r) => [...r.addedNodes]).filter((n): n is HTMLElement => n instanceof HTMLElement);
      const blocks = added.flatMap((el) => (el.matches('.panel__block') ? [el] : [...el.querySelectorAll<HTMLElement>('.panel__block')]));
      if (blocks.length > 0) mounted.push(blocks.reduce((sum, block) => sum + block.children.length, 0));
    });
    watch.observe(document.body, { childList: true, subtree: true });
    const { cards } = await renderList(1000);
    await vi.waitFor(() => expect(cards()).toHaveLength(1000), { timeout: 30_000, interval: 100 });
    watch.disconnect();
    expect(mounted[0]).toBe(LIST_FIRST_MOUNT);
    expect(new Set(mounted.slice(1))).toEqual(new Set([LIST_BLOCK_SIZE]));
    expect(cards()[999]?.textContent).toContain('第999条新闻');
    expect(document.querySelector('[data-testid="list-more"]')).toBeNull();
  });

  it('lets the browser skip blocks of cards away from the viewport, and lazy-loads images', async () => {
    const { cards } = await renderList(40);
    await vi.waitFor(() => expect(cards()).toHaveLength(40));
    for (const card of cards()) expect(getComputedStyle(card.parentElement!).contentVisibility).toBe('auto');
    expect(new Set([...cards()].map((card) => card.parentElement)).size).toBe(40 / LIST_BLOCK_SIZE);
    const images = document.querySelectorAll('[data-testid="thumb-image"]');
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('hides an item the reader removed; the other cards stay as they are (not remounted)', async () => {
    const { bus, cards } = await renderList(40);
    await vi.waitFor(() => expect(cards()).toHaveLength(40));
    const next = cards()[2];
    const nextBlock = cards()[LIST_BLOCK_SIZE + 1];
    bus.emit('item:removed', { panelId: '999', itemId: String(700001) });
    bus.emit('item:removed', { panelId: String(PANEL_ID), itemId: String(700001) });
    await vi.waitFor(() => expect([...cards()].map((c) => c.dataset.itemId)).not.toContain('700001'));
    expect(cards()[1]).toBe(next);
    expect(cards()[LIST_BLOCK_SIZE]).toBe(nextBlock);
    expect(cards()[0]?.dataset.itemId).toBe('700000');
  });
});
