import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIRST_REPLIES, firstShownOf, isReplyCursor, replyCursorOf, replyCursorText } from '../../core/domain/comments/reply-cursor.ts';

describe("a comment's replies in the address (issue 32: 'more replies' is a link)", () => {
  it('writes where the replies go on, and reads it back', () => {
    expect(replyCursorText({ loaded: 9, after: null })).toBe('9~');
    expect(replyCursorText({ loaded: 19, after: 'd-42' })).toBe('19~d-42');
    expect(replyCursorOf('19~d-42')).toEqual({ loaded: 19, after: 'd-42' });
    expect(replyCursorOf('9~')).toEqual({ loaded: 9, after: null });
  });

  it('shows 9 from the first reply and 10 from a later one (spec 2 §9)', () => {
    expect(firstShownOf(FIRST_REPLIES)).toBe(9);
    expect(firstShownOf(replyCursorOf('9~'))).toBe(10);
  });

  it('reads anything else in the address as the first replies', () => {
    for (const text of [null, '', '~', 'x~', '0~', '-3~', '1.5~', '9', '9~a~b', '9~<script>', '9999999~', `9~${'a'.repeat(65)}`]) {
      expect(replyCursorOf(text)).toEqual(FIRST_REPLIES);
    }
  });

  it('writes nothing it could not read back', () => {
    expect(replyCursorText({ loaded: 0, after: null })).toBeNull();
    expect(replyCursorText({ loaded: 9, after: 'a b' })).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 200_000 }), fc.option(fc.string({ maxLength: 70 }), { nil: null }), (loaded, after) => {
        const text = replyCursorText({ loaded, after });
        if (text !== null) expect(replyCursorOf(text)).toEqual({ loaded, after: after || null });
      }),
    );
  });

  it('tells a reply cursor from a value that is none (ignored: the first replies show, and it is reported)', () => {
    expect(isReplyCursor('9~1042')).toBe(true);
    expect(isReplyCursor('9~')).toBe(true);
    for (const text of ['', '9', '0~1', 'x~1', '9~1~2', '9~a b']) {
      expect(isReplyCursor(text), text).toBe(false);
      expect(replyCursorOf(text)).toEqual(FIRST_REPLIES);
    }
  });
});
