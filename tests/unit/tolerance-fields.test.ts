import { describe, expect, it } from 'vitest';
import { resolveComposite, resolveItem } from '../../core/engine/render/composite.ts';
import { validateAs } from '../../core/engine/schema/validate.ts';
import { createAppRegistry } from '../../plugins/app-registry.ts';
import type { ContentItem } from '../../schemas/generated/types.ts';

/** Issue 11: the shapes the platform sends, each kept (coerced or without the field), never a drop. */
const { index } = createAppRegistry();

describe('field-level tolerance', () => {
  it('coerces what is safe: numeric text, 1/0 and "1"/"0" flags, one-element lists, lists of texts', () => {
    const got = validateAs<ContentItem>('content-item', {
      id: 100001,
      title: ['长沙发布'],
      listStyle: '3',
      whetherLike: '1',
      whetherFavor: '0',
      isExternal: 1,
      viewCountShow: '9938',
      thumbnailUrl: ['/media/img/a.svg', '/media/img/b.svg', '/media/img/c.svg'],
      tag: ['置顶'],
    });
    expect(got.ok && got.value).toMatchObject({
      id: '100001',
      title: '长沙发布',
      listStyle: 3,
      whetherLike: true,
      whetherFavor: false,
      isExternal: true,
      viewCountShow: 9938,
      thumbnailUrl: '/media/img/a.svg,/media/img/b.svg,/media/img/c.svg',
      tag: '置顶',
    });
    expect(got.warnings).toEqual([]);
  });

  it('removes an unusable field the card does not need, with a warning, and keeps the item', () => {
    const got = resolveItem(index, { id: 7, title: '标题', listStyle: 0, source: { name: '长沙发布' }, viewCountShow: 'many', liveStatus: 'living' }, '1');
    expect(got.status).toBe('ok');
    expect(got.status === 'ok' && got.item).not.toHaveProperty('source');
    expect(got.status === 'ok' && got.warnings.length).toBeGreaterThanOrEqual(3);
    expect(got.status === 'ok' && got.warnings.join('\n')).toMatch(/\/source .*\(removed\)/);
  });

  it("the card receives its own schema's coerced value (three images: the list of pictures as one text)", () => {
    const got = resolveItem(index, { id: 8, title: '三图', listStyle: 3, thumbnailUrl: ['/a.svg', '/b.svg', '/c.svg'] }, '1');
    expect(got.status === 'ok' && got.card.key).toMatch(/card:\*:3/);
    expect(got.status === 'ok' && got.item.thumbnailUrl).toBe('/a.svg,/b.svg,/c.svg');
  });

  it('an envelope with a message list, extra fields and a bad panel among good ones keeps the good ones', () => {
    const panels = resolveComposite(index, {
      code: '200',
      message: ['ok', 'again'],
      traceId: 'x',
      success: 1,
      data: [null, 7, 'panel', { id: 1, typeCode: 'core.list.content', contents: [{ id: 2, title: '好', listStyle: 0 }] }],
    });
    expect(panels.map((p) => p.status)).toEqual(['dropped', 'dropped', 'dropped', 'ok']);
  });

  it('still drops what a card needs when it is unusable (the large image without a picture)', () => {
    const got = resolveItem(index, { id: 9, title: '大图', listStyle: 4, thumbnailUrl: { url: 'x' } }, '1');
    expect(got.status).toBe('dropped');
  });

  it("repairs a copy: the caller's answer stays as it came (preview shows it), a __proto__ field stays data", () => {
    const raw = JSON.parse('{"id":"12","title":["长沙"],"listStyle":"0","viewCountShow":"many","__proto__":{"polluted":true}}');
    const before = JSON.stringify(raw);
    const got = validateAs<ContentItem>('content-item', raw);
    expect(got.ok && got.value).toMatchObject({ id: '12', title: '长沙', listStyle: 0 });
    expect(JSON.stringify(raw)).toBe(before);
    expect(got.ok && Object.getPrototypeOf(got.value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a value that loops back on itself (from the bridge, never JSON) is still judged, not thrown', () => {
    const looping: Record<string, unknown> = { id: 3, title: '环', listStyle: 0 };
    looping.self = looping;
    expect(() => validateAs<ContentItem>('content-item', looping)).not.toThrow();
  });

  it("a panel's contents pass through its own check as they came (each item is judged on its own), the rest repaired", () => {
    const contents = [{ id: 1, title: ['一'] }, 'not an item', null];
    const raw = { id: 5, typeCode: 'mycs.list', name: ['要闻'], contents };
    const got = validateAs<{ name: string; contents: unknown[] }>('panel', raw, { unjudgedList: 'contents' });
    expect(got.ok && got.value.name).toBe('要闻');
    expect(got.ok && got.value.contents).toEqual(contents);
    expect(got.ok && got.value.contents).not.toBe(contents);
    expect(raw.name).toEqual(['要闻']);
  });
});
