import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESOLVE_SLICE_MS, resolvePanel, resolvePanelInSlices } from '../../core/engine/render/composite.ts';
import { createAppRegistry } from '../../plugins/app-registry.ts';

const { index } = createAppRegistry();

const panel = (contents: unknown[]) => ({ id: 'more', typeCode: 'core.list.content', name: '', contents });
const items = Array.from({ length: 6 }, (_, i) => ({ id: 100 + i, title: `第${i}条`, listStyle: 1 }));

afterEach(() => vi.restoreAllMocks());

describe("a list checked in slices ('More news' below a live article)", () => {
  it('resolves exactly as the one-piece check does: the same cards, drops and repairs', async () => {
    const raw = panel([...items, { id: 9, title: null }, { id: 10, title: 't', viewCountShow: 'many' }]);
    await expect(resolvePanelInSlices(index, raw, () => Promise.resolve())).resolves.toEqual(resolvePanel(index, raw));
  });

  it('drops a panel it cannot use without checking its items', async () => {
    const pause = vi.fn(() => Promise.resolve());
    const entry = await resolvePanelInSlices(index, { id: 'x', typeCode: 'no.such.panel', contents: items }, pause);
    expect(entry).toMatchObject({ status: 'dropped', reason: 'unsupported' });
    expect(pause).not.toHaveBeenCalled();
  });

  it('lets the page in once a slice has run its time, and not while it has not', async () => {
    let clock = 0;
    // Each reading of the clock is half a slice after the last: a slice holds two item checks, and
    // the page gets its turn before the 2nd, 4th and 6th.
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += RESOLVE_SLICE_MS / 2));
    const order: string[] = [];
    const entry = await resolvePanelInSlices(index, panel(items), async () => void order.push('pause'));
    expect(entry.status === 'ok' && entry.items.map((item) => item.status)).toEqual(Array(6).fill('ok'));
    expect(order).toHaveLength(3);

    clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const quick = vi.fn(() => Promise.resolve());
    await resolvePanelInSlices(index, panel(items), quick);
    expect(quick).not.toHaveBeenCalled();
  });
});
