import { describe, expect, it } from 'vitest';
import type { Vote } from '../../schemas/generated/types.ts';
import { applyVote, canVote, optionShare, orderedOptions, showsResults, voteTotal } from '../../core/domain/votes/vote-rules.ts';
import { voterPictures } from '../../core/domain/votes/vote-page-rules.ts';

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

describe("a two-option side's voters (spec 2 §2)", () => {
  const base = 'https://h5.example.cn/voteDetails?newsId=1';

  it("keeps the site's own paths as paths (the server's page and the browser's name the same picture) and web addresses whole", () => {
    expect(voterPictures({ voterHeads: ['/media/a.svg', 'https://img.example.cn/b.png', '/media/a.svg'] }, base)).toEqual(['/media/a.svg', 'https://img.example.cn/b.png']);
  });

  it('drops what is not a picture address, and shows at most three', () => {
    expect(voterPictures({ voterHeads: ['javascript:alert(1)', 'data:image/png;base64,AA', 7, '/1.png', '/2.png', '/3.png', '/4.png'] as never }, base)).toEqual(['/1.png', '/2.png', '/3.png']);
  });
});
