import { describe, expect, it } from 'vitest';
import { coercedFields } from '../../core/engine/schema/coercions.ts';
import { createAppRegistry } from '../../plugins/app-registry.ts';
import { inputKind, renderInput } from '../../src/pages/playground/playground-report.ts';
import { parseExampleName, readState } from '../../src/pages/playground/playground-state.ts';

const { index } = createAppRegistry();

describe('playground input and report', () => {
  it('tells a composite answer, panels, a panel, items and an item apart', () => {
    expect(inputKind({ code: 200, data: [] })).toBe('composite');
    expect(inputKind([{ id: 1, typeCode: 'core.carousel' }])).toBe('panels');
    expect(inputKind({ id: 1, typeCode: 'core.carousel' })).toBe('panel');
    expect(inputKind([{ id: 1, title: 't' }])).toBe('items');
    expect(inputKind({ id: 1, title: 't' })).toBe('item');
    expect(inputKind('text')).toBeNull();
  });

  it('reports a composite answer panel by panel and item by item, in order', () => {
    const result = renderInput(index, { code: '200', data: [{ id: 1, typeCode: 'test.unknown-panel' }, { id: 2, typeCode: 'core.list.content', contents: [{ id: 3, title: 'a', listStyle: 4 }, { id: 4, title: 'b', type: 'video', listStyle: 1 }] }] });
    if (result.status !== 'rendered') throw new Error('not rendered');
    expect(result.rows.map((row) => [row.level, row.id, row.shown, row.why?.key ?? null, row.at])).toEqual([
      ['panel', '1', false, null, ['data', 0]],
      ['panel', '2', true, 'playground.why.typeCode', ['data', 1]],
      ['item', '3', false, null, ['data', 1, 'contents', 0]],
      ['item', '4', true, 'playground.why.card.listStyle', ['data', 1, 'contents', 1]],
    ]);
    expect(result.rows[2]?.errors).toEqual(["card-large-image: (root) must have required property 'thumbnailUrl'"]);
    expect(result.rows[2]?.plugin?.key).toBe('card:*:4');
    expect(result.rows[3]?.opens).toEqual({ kind: 'route', path: '/video?id=4' });
  });

  it("finds each item in the pasted list even when the panel's settings leave some types out", () => {
    const result = renderInput(index, { id: 1, typeCode: 'core.list.content', config: { filterItems: ['advert'] }, contents: [{ id: 2, title: 'a', type: 'advert' }, { id: 3, title: 'b', listStyle: 0 }] });
    if (result.status !== 'rendered') throw new Error('not rendered');
    expect(result.rows.map((row) => row.at)).toEqual([[], ['contents', 1]]);
  });

  it("suggests the registered name a mistyped typeCode or content type meant", () => {
    const result = renderInput(index, [{ id: 1, typeCode: 'core.list.contnet' }, { id: 2, typeCode: 'core.list.content', contents: [{ id: 3, title: 'a', type: 'vidoe', listStyle: 0 }] }]);
    if (result.status !== 'rendered') throw new Error('not rendered');
    expect(result.rows.map((row) => row.meant)).toEqual(['core.list.content', null, 'video']);
  });

  it('says why a composite answer cannot render', () => {
    expect(renderInput(index, { code: 500, message: 'down', data: null })).toEqual({ status: 'failed', key: 'playground.answerFailed', params: { message: 'down' } });
    expect(renderInput(index, 7)).toMatchObject({ status: 'failed', key: 'playground.notAnInput' });
  });

  it('finds coerced and defaulted fields, nested ones too', () => {
    expect(coercedFields({ a: '1', b: { c: 'true' }, d: 'x' }, { a: 1, b: { c: true }, d: 'x', e: 0 })).toEqual([
      { kind: 'coerced', field: 'a', from: '"1"', to: '1' },
      { kind: 'coerced', field: 'b.c', from: '"true"', to: 'true' },
      { kind: 'default', field: 'e', from: '—', to: '0' },
    ]);
  });

  it("still reads an older address's query, and names examples", () => {
    expect(readState('preview=1&lang=en&json=%7B%22id%22%3A1%7D')).toEqual({ json: '{"id":1}', example: null, category: null, panel: null });
    expect(parseExampleName('card:*:1,2,unset#1')).toEqual({ pluginKey: 'card:*:1,2,unset', index: 1 });
    expect(parseExampleName('nothing')).toBeNull();
  });
});
