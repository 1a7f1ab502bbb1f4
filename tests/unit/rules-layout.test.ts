import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import {
  BASE_FONT_SIZE,
  CAROUSEL_HEIGHT,
  DESIGN_WIDTH,
  LIFE_CAROUSEL_AD_OFFSET_PX,
  LIFE_CAROUSEL_HEADER_OFFSET_PX,
  VOTE_BAR_MAX_PERCENT,
  VOTE_BAR_MIN_PERCENT,
  designUnitsToVw,
  voteBarWidths,
} from '../../core/domain/rules/layout.ts';
import { voteParticipationText } from '../../core/domain/votes/vote-text.ts';
import { translator } from '../../core/engine/i18n/translator.ts';

describe('layout constants (spec 1 §9, spec 2 §2)', () => {
  it('uses the spec numbers', () => {
    expect([DESIGN_WIDTH, BASE_FONT_SIZE, CAROUSEL_HEIGHT]).toEqual([750, '5vw', '51.5vw']);
    expect([LIFE_CAROUSEL_AD_OFFSET_PX, LIFE_CAROUSEL_HEADER_OFFSET_PX]).toEqual([292, 98]);
  });

  it.each([
    [750, '100vw'],
    [375, '50vw'],
    [1, '0.133vw'],
    [0, '0vw'],
  ])('%i design units are %s', (units, vw) => expect(designUnitsToVw(units)).toBe(vw));
});

describe('two-option vote bars (spec 2 §9)', () => {
  it.each([
    [0, 0, 50, 50],
    [1, 1, 50, 50],
    [1, 0, 72, 30],
    [0, 1, 30, 72],
    [100, 0, 72, 30],
    [72, 28, 72, 30],
    [70, 30, 70, 30],
    [30, 70, 30, 70],
    [2, 1, 66.67, 33.33],
    [29, 71, 30, 71],
    [null, 5, 30, 72],
    [-4, 0, 50, 50],
    [Number.NaN, 3, 30, 72],
  ])('%s votes vs %s → %s%% and %s%%', (left, right, leftWidth, rightWidth) => {
    expect(voteBarWidths(left, right)).toEqual({ left: leftWidth, right: rightWidth });
  });

  it('keeps both bars within 30..72, mirrors when the sides swap, and never favours the side with fewer votes', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => {
        const { left, right } = voteBarWidths(a, b);
        for (const width of [left, right]) {
          expect(width).toBeGreaterThanOrEqual(VOTE_BAR_MIN_PERCENT);
          expect(width).toBeLessThanOrEqual(VOTE_BAR_MAX_PERCENT);
        }
        expect(voteBarWidths(b, a)).toEqual({ left: right, right: left });
        expect(Math.sign(left - right) * Math.sign(a - b)).toBeGreaterThanOrEqual(0);
        if (a === b) expect(left).toBe(right);
      }),
    );
  });
});

describe('vote participation line (spec 2 §9)', () => {
  const en = translator('en');
  it.each([
    [0, 'Be the first to share your view'],
    [null, 'Be the first to share your view'],
    ['abc', 'Be the first to share your view'],
    [-2, 'Be the first to share your view'],
    [1, '1 people took part'],
    ['258', '258 people took part'],
  ])('total %j → %j', (total, text) => expect(voteParticipationText(total, en)).toBe(text));

  it('reads naturally in Chinese', () => {
    expect(voteParticipationText(258, translator('zh-CN'))).toBe('258人参与');
    expect(voteParticipationText(0, translator('zh-TW'))).toBe('快來搶先發表觀點吧');
  });
});
