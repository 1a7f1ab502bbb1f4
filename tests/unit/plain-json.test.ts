import { describe, expect, it } from 'vitest';
import { isPlainJson, MAX_JSON_DEPTH } from '../../core/engine/http/plain-json.ts';

describe('a reading that comes back from JSON as it is (the page seed takes it as read)', () => {
  it('takes texts, finite numbers, booleans, null, lists and plain objects; a field left undefined is left out, as JSON does', () => {
    expect(isPlainJson({ title: '长沙', count: 3, hot: true, cover: null, tags: ['a', 1], author: { id: '7' }, missing: undefined })).toBe(true);
    expect(isPlainJson(Object.assign(Object.create(null) as object, { a: 1 }))).toBe(true);
  });

  it('refuses what JSON would change: dates, maps, classes, functions, NaN and Infinity, undefined in a list, and nesting deeper than any answer', () => {
    for (const value of [new Date(0), new Map(), new (class Item {
      title = 'x';
    })(), () => 1, Number.NaN, Number.POSITIVE_INFINITY, [undefined], { at: new Date(0) }, [[Symbol('s')]]]) expect(isPlainJson(value)).toBe(false);
    let deep: unknown = 'leaf';
    for (let level = 0; level <= MAX_JSON_DEPTH + 1; level++) deep = [deep];
    expect(isPlainJson(deep)).toBe(false);
  });
});
