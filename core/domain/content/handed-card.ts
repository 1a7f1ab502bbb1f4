import type { ContentItem } from '../../../schemas/generated/types.ts';

/*
 * Instant open (issue 28 item 6): a tapped card hands what it shows (title, source, time, lead picture)
 * to the page it opens, which shows it at once while the content's own answer arrives. It lives in the
 * page's memory only, never in the history's state or in storage, so a reload starts without it; it
 * holds the last tap only, is taken by the page of its own content id only, and is forgotten once that
 * content's answer shows (the answer wins; a later visit waits for its answer like any other).
 * A hand-off, not shared state: no screen re-renders for it, so it is a plain holder, not the content
 * state's store (whose library the article would otherwise load before it is ready).
 */

/** The card the reader last tapped to open a page of the app, as it was. */
export interface HandOff {
  card: ContentItem | null;
}

export const createHandOff = (): HandOff => ({ card: null });

/** One per engine (its bus): a server render has its own, so one reader's tap never reaches another. */
const handOffs = new WeakMap<object, HandOff>();
export function handOffOf(owner: object): HandOff {
  let handOff = handOffs.get(owner);
  if (!handOff) handOffs.set(owner, (handOff = createHandOff()));
  return handOff;
}

/** A card the reader tapped, handed to the page it opens (replacing any earlier one). */
export function handCardOver(handOff: HandOff, card: ContentItem): void {
  handOff.card = card;
}

/** The card handed over for `contentId`, or null: none, another content's, or one without a title. */
export function handedCardFor(handOff: HandOff, contentId: string | null): ContentItem | null {
  const { card } = handOff;
  return contentId && card && card.id === contentId && card.title.trim() ? card : null;
}

/** The content's own answer shows: its card is not shown for it again. */
export function forgetHandedCard(handOff: HandOff, contentId: string): void {
  if (handOff.card?.id === contentId) handOff.card = null;
}
