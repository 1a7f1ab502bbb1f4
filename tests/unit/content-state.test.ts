import { subscribe } from 'valtio/vanilla';
import { describe, expect, it } from 'vitest';
import {
  contentStateOf,
  createContentState,
  followingShown,
  readerFollowed,
  readerToggled,
  readerVoted,
  recordItem,
  recordVote,
  toggleShown,
  unfavouredByReader,
  voteShown,
} from '../../core/domain/content/content-state.ts';
import { unseenItems } from '../../core/domain/feed/paging.ts';
import type { ContentItem, Vote } from '../../schemas/generated/types.ts';

const article = (fields: Partial<ContentItem> = {}): ContentItem => ({ id: '100052', title: '新闻', type: 'news_common', ...fields });
const vote = (): Vote => ({
  activityId: '7002',
  voteTotal: 10,
  items: [
    { id: 'a', title: '臭豆腐', viewValue: 6 },
    { id: 'b', title: '米粉', viewValue: 4 },
  ],
});

describe('content state (issue 27: one store, every screen agrees)', () => {
  it("shows an item's own marks until an answer or the reader says otherwise", () => {
    const state = createContentState();
    const card = article({ whetherLike: false, likeCountShow: 10 });
    expect(toggleShown(state, card, 'like')).toEqual({ active: false, count: 10 });
    recordItem(state, article({ whetherLike: true, likeCountShow: 11 }));
    // The card's older answer is not what it shows any more: the newer answer is.
    expect(toggleShown(state, card, 'like')).toEqual({ active: true, count: 11 });
  });

  it('changes nothing, and tells no screen, when an answer says again what the store holds', () => {
    const state = createContentState();
    recordItem(state, article({ whetherLike: true, likeCountShow: 3, whetherFavor: false }));
    let changes = 0;
    subscribe(state, () => (changes += 1), true); // told at once, not batched
    recordItem(state, article({ whetherLike: true, likeCountShow: 3, whetherFavor: false }));
    expect(changes).toBe(0);
    recordItem(state, article({ whetherLike: true, likeCountShow: 4 }));
    expect(changes).toBe(1);
  });

  it("keeps the reader's like against answers asked before the tap, and moves the count once", () => {
    const state = createContentState();
    const detail = article({ whetherLike: false, likeCountShow: 10 });
    recordItem(state, detail);
    expect(readerToggled(state, detail, 'like', true)).toEqual({ active: true, count: 11 });
    // The same answer again (the card on the way back) does not undo it.
    recordItem(state, article({ whetherLike: false, likeCountShow: 10 }));
    expect(toggleShown(state, article(), 'like')).toEqual({ active: true, count: 11 });
    // The server saying 'liked' again does not count twice.
    expect(readerToggled(state, detail, 'like', true)).toEqual({ active: true, count: 11 });
  });

  it('follows a user wherever the user shows: a user result, or the author of a post', () => {
    const state = createContentState();
    recordItem(state, { id: '7', title: '梅溪湖畔', type: 'user', whetherFollow: false } as ContentItem);
    expect(followingShown(state, '7', false)).toBe(false);
    readerFollowed(state, '7', true);
    recordItem(state, { id: '400007', title: '岳麓山打卡', type: 'dynamic', issuerId: '7', whetherFollow: false } as ContentItem);
    expect(followingShown(state, '7', false)).toBe(true);
    expect(followingShown(state, '8', false)).toBe(false);
  });

  it("counts the reader's vote once, on the vote every screen shows, without changing the answer's object", () => {
    const state = createContentState();
    const answer = vote();
    recordVote(state, answer);
    readerVoted(state, answer, 'b');
    const shown = voteShown(state, vote());
    expect(shown.voteTotal).toBe(11);
    expect(shown.items.map((option) => [option.viewValue, option.hasVoted ?? false])).toEqual([
      [6, false],
      [5, true],
    ]);
    expect(answer).toEqual(vote());
    recordVote(state, vote());
    expect(voteShown(state, vote()).voteTotal).toBe(11);
  });

  it('tells a favourites list which rows the reader unfavoured', () => {
    const state = createContentState();
    const item = article({ whetherFavor: true, favorCountShow: 3 });
    recordItem(state, article({ whetherFavor: false }));
    expect(unfavouredByReader(state, item.id)).toBe(false);
    readerToggled(state, item, 'favourite', false);
    expect(unfavouredByReader(state, item.id)).toBe(true);
  });

  it('is one store per engine, and ids such as __proto__ are ordinary keys', () => {
    const engine = {};
    expect(contentStateOf(engine)).toBe(contentStateOf(engine));
    expect(contentStateOf({})).not.toBe(contentStateOf(engine));
    const state = createContentState();
    readerFollowed(state, '__proto__', true);
    expect(followingShown(state, '__proto__', false)).toBe(true);
    expect(followingShown(state, 'constructor', false)).toBe(false);
  });
});

describe('paged merges', () => {
  it('adds only the items a list does not hold yet, in their order', () => {
    expect(unseenItems([{ id: '1' }, { id: '2' }], [{ id: '2' }, { id: '3' }, { id: '4' }])).toEqual([{ id: '3' }, { id: '4' }]);
  });
});
