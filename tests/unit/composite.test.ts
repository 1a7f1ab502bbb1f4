import { describe, expect, it } from 'vitest';
import { createEngineBus, type EngineEvents } from '../../core/engine/events.ts';
import { CmsAnswerError, resolveComposite, resolveItem } from '../../core/engine/render/composite.ts';
import { validateAs } from '../../core/engine/schema/validate.ts';
import { createAppRegistry } from '../../plugins/app-registry.ts';
import type { ContentItem } from '../../schemas/generated/types.ts';

const { index } = createAppRegistry();

describe('normalisation at the boundary', () => {
  it('turns numeric-string counts into numbers, numeric ids into strings and 0/1 flags into booleans', () => {
    const got = validateAs<ContentItem>('content-item', {
      id: 42,
      title: '标题',
      viewCountShow: '12345',
      whetherLike: 1,
      isExternal: 0,
      listStyle: '4',
      brief: null,
    });
    expect(got).toEqual({
      ok: true,
      value: expect.objectContaining({ id: '42', viewCountShow: 12345, whetherLike: true, isExternal: false, listStyle: 4, brief: null }),
      warnings: [],
    });
  });

  it('fills the defaults a real CMS leaves out (type news_common, orientation 2)', () => {
    const got = validateAs<ContentItem>('content-item', { id: '1', title: 't' });
    expect(got.ok && got.value.type).toBe('news_common');
    expect(got.ok && got.value.orientation).toBe(2);
  });

  it('leaves the raw JSON untouched (editors see what the CMS sent)', () => {
    const raw = { id: 7, title: 't', viewCountShow: '3' };
    validateAs('content-item', raw);
    expect(raw).toEqual({ id: 7, title: 't', viewCountShow: '3' });
  });

  it('accepts code 200 as a number or a string, and extra properties', () => {
    for (const code of [200, '200']) {
      expect(resolveComposite(index, { code, data: [], traceId: 'x' })).toEqual([]);
    }
  });

  it('names the field in each error', () => {
    const got = validateAs('content-item', { id: 1, title: { zh: '标题' } });
    expect(got.ok).toBe(false);
    // The needed title was unusable: removed, and then missing.
    expect(!got.ok && got.errors).toEqual(['/title must be string (removed)', "(root) must have required property 'title'"]);
  });
});

describe('resolving a composite answer', () => {
  const answer = {
    code: '200',
    message: 'success',
    data: [
      { id: 1, typeCode: 'test.unknown-panel', contents: [] },
      {
        id: 2,
        typeCode: 'core.list.content',
        config: { filterItems: ['news_ad'] },
        contents: [
          { id: 10, title: '好', listStyle: 0 },
          { id: 11, listStyle: 1 },
          { id: 12, title: '大图无图', listStyle: 4, thumbnailUrl: '' },
          { id: 13, title: '广告', type: 'news_ad', listStyle: 1 },
          { id: 14, title: '未知样式', listStyle: 99 },
        ],
      },
      { id: 3, contents: [] },
    ],
  };

  it('keeps what is valid and reports every panel and item it leaves out on the bus', () => {
    const bus = createEngineBus();
    const events: Array<[keyof EngineEvents, unknown]> = [];
    bus.on('*', (type, event) => events.push([type, event]));
    const panels = resolveComposite(index, answer, bus);

    expect(panels.map((p) => p.status)).toEqual(['dropped', 'ok', 'dropped']);
    const list = panels[1];
    if (list?.status !== 'ok') throw new Error('list panel should resolve');
    expect(list.items.map((i) => (i.status === 'ok' ? i.item.id : `x${i.itemId}:${i.reason}`))).toEqual([
      '10',
      'x11:invalid',
      'x12:invalid',
      'x14:unsupported',
    ]);
    expect(events.filter(([t]) => t === 'panel:dropped')).toHaveLength(2);
    expect(events.filter(([t]) => t === 'item:dropped')).toHaveLength(3);
    expect(events[0]).toEqual([
      'panel:dropped',
      { panelId: '1', typeCode: 'test.unknown-panel', reason: 'unsupported', errors: ['no panel plugin for typeCode "test.unknown-panel"'] },
    ]);
  });

  it("checks the card's own stricter schema (large image needs an image)", () => {
    const got = resolveItem(index, { id: 5, title: 't', listStyle: 4, thumbnailUrl: '' }, '2');
    expect(got.status === 'dropped' && got.errors.join()).toMatch(/card-large-image: \/thumbnailUrl/);
  });

  it('throws a CmsAnswerError carrying the server message for a non-200 code', () => {
    expect(() => resolveComposite(index, { code: 500, message: '服务繁忙', data: null })).toThrow(
      new CmsAnswerError(500, '服务繁忙'),
    );
    expect(() => resolveComposite(index, 'not json')).toThrow(CmsAnswerError);
  });
});
