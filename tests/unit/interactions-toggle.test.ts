import { describe, expect, it } from 'vitest';
import { applyToggle, readToggleAnswer, safeCount } from '../../core/domain/interactions/toggle.ts';

describe('toggle answers (spec 2 §4: the server answers 1/0 or true/false as the new state)', () => {
  it.each([
    [{ code: 200, data: 1 }, true],
    [{ code: 200, data: 0 }, false],
    [{ code: 200, data: true }, true],
    [{ code: 200, data: false }, false],
    [{ code: '200', data: '1' }, true],
    [{ code: ' 200 ', data: 'false' }, false],
  ])('reads %j as %s', (answer, active) => {
    expect(readToggleAnswer(answer)).toEqual({ ok: true, active });
  });

  it.each([[{ code: 200, data: null }], [{ code: 200, data: 2 }], [{ code: 200, data: 'yes' }], [{ code: 200 }], [null], ['ok']])(
    'treats %j as a failure without a message',
    (answer) => expect(readToggleAnswer(answer)).toEqual({ ok: false, message: null }),
  );

  it('keeps the server message of a refusal, and none when it is blank', () => {
    expect(readToggleAnswer({ code: 5101, message: 'content does not exist', data: null })).toEqual({ ok: false, message: 'content does not exist' });
    expect(readToggleAnswer({ code: 500, message: '  ', data: 1 })).toEqual({ ok: false, message: null });
  });
});

describe('counts after a toggle (spec 2 §4: adjusted by 1, never below zero)', () => {
  it('adds one when turned on and takes one when turned off', () => {
    expect(applyToggle({ active: false, count: 9 }, true)).toEqual({ active: true, count: 10 });
    expect(applyToggle({ active: true, count: 10 }, false)).toEqual({ active: false, count: 9 });
  });

  it('never goes below zero', () => {
    expect(applyToggle({ active: true, count: 0 }, false)).toEqual({ active: false, count: 0 });
  });

  it('leaves the count alone when the server confirms the state already shown', () => {
    const state = { active: true, count: 5 };
    expect(applyToggle(state, true)).toBe(state);
  });

  it.each([
    [12, 12],
    ['12', 12],
    [' 7 ', 7],
    [-3, 0],
    [null, 0],
    [undefined, 0],
    ['1.2万', 0],
    [Number.NaN, 0],
    [4.9, 4],
  ])('reads the count %j as %d', (raw, count) => expect(safeCount(raw)).toBe(count));
});
