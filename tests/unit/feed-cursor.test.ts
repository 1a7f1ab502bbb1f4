import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feedCursorOf, feedCursorText, isFeedCursor } from '../../core/domain/feed/feed-cursor.ts';
import { LIST_AFTER_QUERY, pageAddressWith } from '../../core/domain/open/page-address.ts';

/** Issue 32: a feed's 'more' is a link to its next page; the address carries the feed's cursor. */
describe("a feed's next page in the address", () => {
  const cursor = { categoryCode: 'mycs.life.boon', panelId: '48662', contentId: '100008', vernier: '1795269600000' };

  it('is read back as written, for its own feed only', () => {
    const text = feedCursorText(cursor)!;
    expect(text).toBe('mycs.life.boon~48662~100008~1795269600000');
    expect(feedCursorOf(text, 'mycs.life.boon')).toEqual(cursor);
    // Another tab's feed on the same page starts at its first page.
    expect(feedCursorOf(text, 'mycs.life.hot')).toBeNull();
    expect(feedCursorOf('mycs.news~48662~100008~', 'mycs.news')).toEqual({ categoryCode: 'mycs.news', panelId: '48662', contentId: '100008', vernier: null });
  });

  it('is nothing when the address names no cursor, or a broken one', () => {
    for (const text of [null, '', '48662~100008', 'mycs.news~~100008~1', 'mycs.news~48662~<script>~1', 'mycs.news~48662~100008~1~2', `mycs.news~${'9'.repeat(65)}~1~1`]) {
      expect(feedCursorOf(text, 'mycs.news')).toBeNull();
    }
  });

  it('is not written for ids the address could not carry back', () => {
    expect(feedCursorText({ ...cursor, contentId: 'a b' })).toBeNull();
    expect(feedCursorText({ ...cursor, vernier: 'x'.repeat(65) })).toBeNull();
  });

  it('reads back whatever it writes, and nothing it did not', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.option(fc.string(), { nil: null }), (categoryCode, panelId, contentId, vernier) => {
        const written = { categoryCode, panelId, contentId, vernier };
        const text = feedCursorText(written);
        if (text !== null) expect(feedCursorOf(text, categoryCode)).toEqual({ ...written, vernier: vernier || null });
        const read = feedCursorOf(`${categoryCode}~${panelId}~${contentId}~${vernier ?? ''}`, categoryCode);
        if (read) expect(feedCursorText(read)).not.toBeNull();
      }),
    );
  });

  it('is dropped when the reader switches tab or list, like a list’s page', () => {
    expect(pageAddressWith('/life-style', `key=mycs.life.boon&${LIST_AFTER_QUERY}=x&page=2&lang=en`, 'key', 'mycs.life.hot')).toBe('/life-style?key=mycs.life.hot&lang=en');
    expect(pageAddressWith('/', 'lang=en', LIST_AFTER_QUERY, 'mycs.news~1~2~3')).toBe('/?lang=en&after=mycs.news%7E1%7E2%7E3');
  });

  it("tells a cursor of another feed on the page (kept) from a value that is no cursor (ignored and reported)", () => {
    expect(isFeedCursor('mycs.life.hot~48611~100201~1700000000000')).toBe(true);
    expect(feedCursorOf('mycs.life.hot~48611~100201~1700000000000', 'mycs.news')).toBeNull();
    for (const text of ['', 'x', 'a~b~c', 'a~b~c~d~e', 'a b~1~2~3', '<script>~1~2~3']) expect(isFeedCursor(text), text).toBe(false);
  });
});
