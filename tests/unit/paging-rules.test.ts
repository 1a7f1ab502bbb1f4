import { describe, expect, it } from 'vitest';
import { resolveComposite, resolveItem, type PanelEntry } from '../../core/engine/render/composite.ts';
import {
  appendToLastPanel,
  buildLoadMoreQuery,
  FEED_PAGE_SIZE,
  lastPanelContentCount,
  LOAD_MORE_PATH,
  loadMoreCursor,
  noMoreAfterFirstLoad,
  noMoreAfterLoadMore,
} from '../../core/domain/feed/paging.ts';
import { createAppRegistry } from '../../plugins/app-registry.ts';

const { index } = createAppRegistry();

const item = (id: number, vernier?: string) => ({ id, title: `新闻${id}`, listStyle: 0, vernier });
const feed = (...panels: object[]): PanelEntry[] => resolveComposite(index, { code: 200, data: panels });
const listPanel = (id: number, contents: object[]) => ({ id, typeCode: 'core.list.content', contents });

describe('No more data (spec 2 §9)', () => {
  it('ends the feed on first load when the last panel has 3 contents or fewer, not with 4', () => {
    expect(noMoreAfterFirstLoad(0)).toBe(true);
    expect(noMoreAfterFirstLoad(3)).toBe(true);
    expect(noMoreAfterFirstLoad(4)).toBe(false);
    expect(noMoreAfterFirstLoad(FEED_PAGE_SIZE)).toBe(false);
  });

  it('counts the contents of the last panel only (a long first panel does not keep the feed open)', () => {
    const long = listPanel(1, [1, 2, 3, 4, 5].map((n) => item(n)));
    expect(lastPanelContentCount(feed(long, listPanel(2, [item(6), item(7), item(8)])))).toBe(3);
    expect(lastPanelContentCount(feed(listPanel(2, [item(6)]), long))).toBe(5);
    expect(lastPanelContentCount(feed(long, { id: 3, typeCode: 'test.unknown-panel', contents: [item(9)] }))).toBe(0);
    expect(lastPanelContentCount([])).toBe(0);
  });

  it('ends the feed when a load-more returns none, and not when it returns one', () => {
    expect(noMoreAfterLoadMore(0)).toBe(true);
    expect(noMoreAfterLoadMore(1)).toBe(false);
  });
});

describe('load-more query (spec 2 §7)', () => {
  it('continues the last panel from its last shown item with pageSize 20 and refreshType loadmore', () => {
    const panels = feed(listPanel(1, [item(1, 'v1')]), listPanel(48662, [item(10, 'v10'), item(11, 'v11'), { id: 12, listStyle: 0 }]));
    const cursor = loadMoreCursor(panels);
    expect(cursor).toEqual({ panelId: '48662', contentId: '11', vernier: 'v11' });
    expect(LOAD_MORE_PATH).toBe('/api/cms/client/content/getContentList');
    expect(buildLoadMoreQuery(cursor!, { hasAdvert: true, ssid: 'device-1' })).toEqual({
      contentId: '11',
      panelId: '48662',
      pageSize: 20,
      vernier: 'v11',
      hasAdvert: 1,
      refreshType: 'loadmore',
      ssid: 'device-1',
    });
  });

  it('sends an empty vernier and ssid rather than leaving them out, and hasAdvert 0', () => {
    const cursor = loadMoreCursor(feed(listPanel(5, [item(50)])));
    expect(buildLoadMoreQuery(cursor!, { hasAdvert: false, ssid: null })).toMatchObject({ vernier: '', ssid: '', hasAdvert: 0 });
  });

  it('has no cursor when the feed ends in a dropped panel or a panel without a shown item', () => {
    expect(loadMoreCursor(feed(listPanel(1, [item(1)]), { id: 2, typeCode: 'test.unknown-panel' }))).toBeNull();
    expect(loadMoreCursor(feed(listPanel(1, [{ id: 3, listStyle: 0 }])))).toBeNull();
    expect(loadMoreCursor([])).toBeNull();
  });

  it('appends a loaded page to the last panel once per id, leaving the other panels alone', () => {
    const panels = feed(listPanel(1, [item(1)]), listPanel(2, [item(10), item(11)]));
    const loaded = [item(11), item(12), item(13)].map((raw) => resolveItem(index, raw, '2'));
    const next = appendToLastPanel(panels, loaded);
    const ids = (entry: PanelEntry | undefined) =>
      entry?.status === 'ok' ? entry.items.map((e) => (e.status === 'ok' ? e.item.id : null)) : [];
    expect(ids(next[1])).toEqual(['10', '11', '12', '13']);
    expect(next[0]).toBe(panels[0]);
    expect(appendToLastPanel(panels, [])).toEqual(panels);
  });
});
