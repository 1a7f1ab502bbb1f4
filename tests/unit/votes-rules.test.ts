import { describe, expect, it } from 'vitest';
import type { Vote } from '../../schemas/generated/types.ts';
import { applyVote, canVote, optionShare, orderedOptions, showsResults, voteTotal } from '../../core/domain/votes/vote-rules.ts';
import { voterPictures } from '../../core/domain/votes/vote-page-rules.ts';
import { voteDetailCall } from '../../core/domain/votes/vote-calls.ts';
import voteFixtures from '../../plugins/cards/vote/vote.fixture.ts';

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

describe("the vote page's call (spec 2 §7): the vote is judged as the answer is read", () => {
  const params = { id: '900061', preview: false, hasAdvert: false };
  const success = (data: unknown) => ({ code: 200, message: 'success', data });

  it('reads the content with its vote, ids and flags coerced as the card-vote schema says', () => {
    const record = voteDetailCall.read(success({ ...voteFixtures.valid[2] }), params);
    expect(record.item.title).toBe('已经结束的投票');
    expect(record.vote).toMatchObject({ activityId: '7003', end: true, voteTotal: 12 });
    expect(record.vote?.items).toHaveLength(2);
  });

  it('reads a content without a usable vote with none (the page says the vote was not found)', () => {
    for (const unusable of voteFixtures.invalid) {
      const record = voteDetailCall.read(success({ ...unusable }), params);
      expect(record.item.title).toBe(unusable.title);
      expect(record.vote).toBeNull();
    }
  });

  it('fails on an answer without content, as every detail call does', () => {
    expect(() => voteDetailCall.read({ code: 500, message: '系统异常', data: null }, params)).toThrow();
  });

  it('is plain data, which the server hands to the page as read (no validators to hydrate)', () => {
    const record = voteDetailCall.read(success({ ...voteFixtures.valid[0] }), params);
    expect(JSON.parse(JSON.stringify(record))).toEqual(record);
  });
});
