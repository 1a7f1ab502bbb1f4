import { describe, expect, it } from 'vitest';
import type { Vote } from '../../schemas/generated/types.ts';
import { applyVote, canVote, optionShare, orderedOptions, showsResults, voteTotal } from '../../core/domain/votes/vote-rules.ts';

const vote = (patch: Partial<Vote> = {}): Vote => ({
  activityId: 'a',
  type: '1',
  items: [
    { id: 'x', title: 'X', viewValue: 2, index: 2 },
    { id: 'y', title: 'Y', viewValue: 1, index: 1 },
  ],
  ...patch,
});

describe('vote rules (spec 2 §4)', () => {
  it('allows a vote only before the end and before any option is marked voted', () => {
    expect(canVote(vote())).toBe(true);
    expect(canVote(vote({ end: true }))).toBe(false);
    expect(showsResults(vote({ items: [{ id: 'x', title: 'X', hasVoted: true }] }))).toBe(true);
  });

  it('adds one to the option and the total and marks it voted; an unknown option changes nothing', () => {
    const after = applyVote(vote({ voteTotal: 3 }), 'y');
    expect(after.voteTotal).toBe(4);
    expect(after.items.find((o) => o.id === 'y')).toMatchObject({ viewValue: 2, hasVoted: true });
    expect(after.items.find((o) => o.id === 'x')).toMatchObject({ viewValue: 2 });
    expect(canVote(after)).toBe(false);
    const same = vote();
    expect(applyVote(same, 'nope')).toBe(same);
  });

  it('counts the options when the CMS sent no total, and shares never leave 0..100', () => {
    expect(voteTotal(vote())).toBe(3);
    expect(optionShare({ id: 'x', title: 'X', viewValue: 5 }, 0)).toBe(0);
    expect(optionShare({ id: 'x', title: 'X', viewValue: 5 }, 4)).toBe(100);
    expect(optionShare({ id: 'x', title: 'X', viewValue: 1 }, 4)).toBe(25);
  });

  it('orders options by their index, keeping the sent order otherwise', () => {
    expect(orderedOptions(vote()).map((o) => o.id)).toEqual(['y', 'x']);
    expect(orderedOptions(vote({ items: [{ id: 'p', title: 'P' }, { id: 'q', title: 'Q' }] })).map((o) => o.id)).toEqual(['p', 'q']);
  });
});
