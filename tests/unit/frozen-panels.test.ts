import { describe, expect, it } from 'vitest';
import { resolveComposite, type PanelEntry } from '../../core/engine/render/composite.ts';
import { freezePanels, thawPanels } from '../../core/engine/render/frozen-panels.ts';
import { createAppRegistry } from '../../plugins/app-registry.ts';

/**
 * A feed the server resolved reaches the page as plain data in its seed: the page shows the same
 * panels, cards and dropped entries without resolving (no validators before it is ready).
 */
const { index } = createAppRegistry();
// A panel dropped (no id), then a list with a good item, a dropped one and a three-picture card.
const answer = {
  code: '200',
  data: [
    { typeCode: 'core.list.content', name: '无编号' },
    {
      id: 2,
      typeCode: 'core.list.content',
      contents: [
        { id: 10, title: '好', listStyle: 0, viewCountShow: '12' },
        { id: 11, listStyle: 1 },
        { id: 12, title: '三图', listStyle: 2, thumbnailUrl: 'a.jpg,b.jpg,c.jpg' },
      ],
    },
  ],
};

/** What the page renders from: the seed goes through JSON, as in the HTML. */
const throughTheHtml = (entries: readonly PanelEntry[]): unknown => JSON.parse(JSON.stringify(freezePanels(entries)));
const withoutRaw = (entries: readonly PanelEntry[]) =>
  entries.map((entry) => (entry.status === 'ok' ? { ...entry, items: entry.items.map((item) => (item.status === 'ok' ? item : { ...item, raw: null })) } : { ...entry, raw: null }));

describe("a feed's panels as the server resolved them", () => {
  const resolved = resolveComposite(index, answer);

  it('thaw into the same panels, items, plugins and drops (the raw value of a drop left out)', () => {
    const thawed = thawPanels(index, throughTheHtml(resolved));
    expect(thawed).toEqual(withoutRaw(resolved));
    const list = thawed?.[1];
    expect(list?.status === 'ok' && list.plugin).toBe(index.panels.get('core.list.content'));
    // The item as validation left it (a count made a number), with its card plugin itself.
    expect(list?.status === 'ok' && list.items[0]).toMatchObject({ status: 'ok', item: { id: '10', viewCountShow: 12 } });
    expect(list?.status === 'ok' && list.items[0]?.status === 'ok' && typeof list.items[0].card.load).toBe('function');
    expect(list?.status === 'ok' && list.items[1]).toMatchObject({ status: 'dropped', itemId: '11', reason: 'invalid' });
  });

  it('are refused whole, for the page to resolve the answer itself, when a plugin is not in this build', () => {
    const frozen = throughTheHtml(resolved) as { plugin?: string; items?: { card?: string }[] }[];
    const unknownPanel = structuredClone(frozen);
    unknownPanel[1]!.plugin = 'panel:gone';
    expect(thawPanels(index, unknownPanel)).toBeNull();
    const unknownCard = structuredClone(frozen);
    unknownCard[1]!.items![0]!.card = 'card:gone';
    expect(thawPanels(index, unknownCard)).toBeNull();
  });

  // Each case changes one thing of a list that thaws (its real panel and card keys).
  const list = () => structuredClone((throughTheHtml(resolved) as Record<string, unknown>[])[1]!) as { panel: Record<string, unknown>; items: Record<string, unknown>[] };
  it('thaw the list the cases below break', () => {
    expect(thawPanels(index, [list()])).toHaveLength(1);
  });
  it.each([
    ['nothing', () => undefined],
    ['an object', () => ({ panels: [] })],
    ['a panel without its id', () => [{ ...list(), panel: { ...list().panel, id: undefined } }]],
    ['an item without its title', () => [{ ...list(), items: [{ ...list().items[0], item: { id: '10' } }] }]],
    ['a drop without its errors', () => [{ status: 'dropped', panelId: '1' }]],
    ['a shown item without its warnings', () => [{ ...list(), items: [{ ...list().items[0], warnings: undefined }] }]],
    // A shown item's warnings do not stand in for a dropped item's errors.
    ['a dropped item with warnings and no errors', () => [{ ...list(), items: [{ status: 'dropped', itemId: '11', reason: 'invalid', warnings: [] }] }]],
  ])('are refused when the seed holds %s', (_case, frozen) => {
    expect(thawPanels(index, frozen())).toBeNull();
  });
});
