import type { LoadMoreCursor } from './paging.ts';

/*
 * Issue 32: a feed's 'more' is a link to the address of its next page, which the server renders (a
 * page without scripts, or whose scripts do not run, pages through the feed by links). The feed pages
 * by a cursor (spec 2 §7: the last panel, its last item and that item's vernier), so the address
 * carries the cursor, with the feed's category: on a page of several feeds (the tabs) only that feed
 * continues there.
 */

/** A feed's next page: its category and where it starts. */
export interface FeedContinuationCursor extends LoadMoreCursor {
  categoryCode: string;
}

const SEPARATOR = '~';
/** Ids and category codes as the CMS writes them (digits, letters, dots, dashes), bounded. */
const CODE = /^[\w.-]{1,64}$/;
/** The vernier is the CMS's own marker (a time in milliseconds, by the seed): anything of those characters, or nothing. */
const VERNIER = /^[\w.:-]{0,64}$/;

/** The cursor as the address writes it (`after=`); null when a part could not be read back. */
export function feedCursorText({ categoryCode, panelId, contentId, vernier }: FeedContinuationCursor): string | null {
  const parts = [categoryCode, panelId, contentId];
  if (!parts.every((part) => CODE.test(part)) || !VERNIER.test(vernier ?? '')) return null;
  return [...parts, vernier ?? ''].join(SEPARATOR);
}

/** The cursor `after=` writes, whichever feed it names; null when it is not one. */
function parseFeedCursor(text: string | null): FeedContinuationCursor | null {
  const parts = text?.split(SEPARATOR) ?? [];
  if (parts.length !== 4) return null;
  const [categoryCode = '', panelId = '', contentId = '', vernier = ''] = parts;
  if (!CODE.test(categoryCode) || !CODE.test(panelId) || !CODE.test(contentId) || !VERNIER.test(vernier)) return null;
  return { categoryCode, panelId, contentId, vernier: vernier || null };
}

/** The cursor an address's `after=` names, for this category; null when it names none, another feed's, or is not a cursor. */
export function feedCursorOf(text: string | null, categoryCode: string): FeedContinuationCursor | null {
  const cursor = parseFeedCursor(text);
  return cursor?.categoryCode === categoryCode ? cursor : null;
}

/** Whether an `after=` is a cursor at all (of this feed or another one on the page): one that is not is ignored, and reported. */
export const isFeedCursor = (text: string): boolean => parseFeedCursor(text) !== null;
