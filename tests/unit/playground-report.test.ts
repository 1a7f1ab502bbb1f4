import { describe, expect, it } from 'vitest';
import { coercedFields } from '../../core/schema/coercions.ts';
import { createAppRegistry } from '../../plugins/app-registry.ts';
import { inputKind, renderInput } from '../../src/pages/playground/playground-report.ts';
import { parseExampleName, readState, stateSearch } from '../../src/pages/playground/playground-state.ts';

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
    expect(result.rows.map((row) => [row.level, row.id, row.shown, row.why?.key ?? null])).toEqual([
      ['panel', '1', false, null],
      ['panel', '2', true, 'playground.why.typeCode'],
      ['item', '3', false, null],
      ['item', '4', true, 'playground.why.card.listStyle'],
    ]);
    expect(result.rows[2]?.errors).toEqual(["card-large-image: (root) must have required property 'thumbnailUrl'"]);
    expect(result.rows[3]?.opens).toBe('/video?id=4');
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

  it('keeps its state in the address beside the page parameters', () => {
    const search = stateSearch('preview=1&lang=en&panel=1', { json: '{"id":1}' });
    expect(search).toBe('preview=1&lang=en&json=%7B%22id%22%3A1%7D');
    expect(readState(search)).toEqual({ json: '{"id":1}', example: null, category: null, panel: null });
    expect(parseExampleName('card:*:1,2,unset#1')).toEqual({ pluginKey: 'card:*:1,2,unset', index: 1 });
    expect(parseExampleName('nothing')).toBeNull();
  });
});
