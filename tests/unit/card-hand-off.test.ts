import { describe, expect, it } from 'vitest';
import { createHandOff, forgetHandedCard, handCardOver, handedCardFor, handOffOf } from '../../core/domain/content/handed-card.ts';
import type { ContentItem } from '../../schemas/generated/types.ts';

const card = (id: string, title = `标题 ${id}`): ContentItem => ({ id, title, thumbnailUrl: `/media/img/c-${id}.svg`, source: '新湖南' });

describe('a tapped card handed to the page it opens (issue 28 item 6, instant open)', () => {
  it('is given to the page of its own content only', () => {
    const state = createHandOff();
    handCardOver(state, card('100004'));
    expect(handedCardFor(state, '100004')?.title).toBe('标题 100004');
    expect(handedCardFor(state, '100005')).toBeNull();
    expect(handedCardFor(state, null)).toBeNull();
  });

  it('holds the last tap only: an earlier card is not shown for its content any more', () => {
    const state = createHandOff();
    handCardOver(state, card('100004'));
    handCardOver(state, card('100005'));
    expect(handedCardFor(state, '100004')).toBeNull();
    expect(handedCardFor(state, '100005')?.id).toBe('100005');
  });

  it('belongs to one page: another engine (a reload, another request on the server) has none', () => {
    handCardOver(handOffOf({}), card('100004'));
    expect(handedCardFor(handOffOf({}), '100004')).toBeNull();
  });

  it('is forgotten once its content answered, so a later visit waits for the answer', () => {
    const state = createHandOff();
    handCardOver(state, card('100004'));
    forgetHandedCard(state, '100005');
    expect(handedCardFor(state, '100004')).not.toBeNull();
    forgetHandedCard(state, '100004');
    expect(handedCardFor(state, '100004')).toBeNull();
  });

  it('is not shown without a title to show', () => {
    const state = createHandOff();
    handCardOver(state, card('100999', '  '));
    expect(handedCardFor(state, '100999')).toBeNull();
  });

  it("keeps the card's item as it was (not wrapped by the store)", () => {
    const state = createHandOff();
    const tapped = card('100004');
    handCardOver(state, tapped);
    expect(handedCardFor(state, '100004')).toBe(tapped);
  });
});
