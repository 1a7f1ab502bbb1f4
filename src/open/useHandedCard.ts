import { useEffect, useState } from 'react';
import { forgetHandedCard, handedCardFor, handOffOf } from '../../core/domain/content/handed-card.ts';
import { useEngine } from '../../core/engine/render/engine.tsx';
import type { ContentItem } from '../../schemas/generated/types.ts';

/**
 * The card the reader tapped to open `contentId` (instant open, core/domain/content/handed-card.ts), or null. Kept for the
 * page's visit of that content, whatever re-renders; forgotten by the hand-off once `answered` (the
 * content's own answer shows), so the card is never shown again in its place.
 */
export function useHandedCard(contentId: string | null, answered: boolean): ContentItem | null {
  const handOff = handOffOf(useEngine().bus);
  const [held, setHeld] = useState(() => ({ contentId, card: handedCardFor(handOff, contentId) }));
  let current = held;
  if (held.contentId !== contentId) {
    // Another content on the same page (a link in the body): its own card, if it was tapped.
    current = { contentId, card: handedCardFor(handOff, contentId) };
    setHeld(current);
  }
  useEffect(() => {
    if (answered && contentId) forgetHandedCard(handOff, contentId);
  }, [handOff, contentId, answered]);
  return current.card;
}
