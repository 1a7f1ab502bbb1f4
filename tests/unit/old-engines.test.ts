import { describe, expect, it } from 'vitest';
import { provideArrayAt } from '../../core/engine/env/array-at-polyfill.ts';
import { findLast, hasOwn, lastOf } from '../../core/engine/env/old-engines.ts';
import { approximateGraphemes } from '../../core/domain/format/text-cut.ts';

/* The browser floor (Chrome 80, iOS 13.4) lacks Object.hasOwn, Array#at, Array#findLast, String#replaceAll and Intl.Segmenter: their replacements answer as the originals. */
describe("replacements for what the floor's engines lack", () => {
  it('hasOwn, lastOf and findLast answer as Object.hasOwn, at(-1) and findLast', () => {
    const table: Record<string, number> = { a: 1 };
    expect([hasOwn(table, 'a'), hasOwn(table, 'toString'), hasOwn(Object.create(null) as object, 'a')]).toEqual([true, false, false]);
    expect([lastOf([1, 2, 3]), lastOf([])]).toEqual([3, undefined]);
    const isEven = (n: number): n is number => n % 2 === 0;
    expect([findLast([2, 4, 5], isEven), findLast([1, 3], isEven)]).toEqual([4, undefined]);
  });

  it("without Intl.Segmenter, graphemes are the reader's characters as Intl.Segmenter cuts them", () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    for (const text of ['长沙新闻 abc', '👨‍👩‍👧 家人', '👍🏽好', 'e\u0301te', '❤️x', '🇨🇳中国', '']) {
      expect(approximateGraphemes(text)).toEqual(Array.from(segmenter.segment(text), (s) => s.segment));
    }
  });
});

describe('the Array#at polyfill web-vitals needs on the floor', () => {
  it('answers as Array#at where the engine lacks it, and leaves an engine that has it alone', () => {
    const native = Object.getOwnPropertyDescriptor(Array.prototype, 'at');
    provideArrayAt();
    expect(Object.getOwnPropertyDescriptor(Array.prototype, 'at')).toEqual(native);
    try {
      // As on Chrome 80 / iOS 13.4.
      delete (Array.prototype as { at?: unknown }).at;
      provideArrayAt();
      const list = [1, 2, 3];
      expect([list.at(-1), list.at(0), list.at(1.7), list.at(-4), list.at(3)]).toEqual([3, 1, 2, undefined, undefined]);
    } finally {
      // oxlint-disable-next-line no-extend-native -- puts the engine's own back
      if (native) Object.defineProperty(Array.prototype, 'at', native);
    }
  });
});
