import { replyPageSize } from './comment-rules.ts';
import type { ReplyCallStart } from './comment-source.ts';

/*
 * Issue 32: a comment's 'more replies' is a link to the address of the next replies, which the server
 * renders (a page without scripts pages through them by links). The replies page by what was shown
 * (spec 2 §9: 9, then 10) and, for the legacy calls, the last one's id; the address carries both.
 */

export const FIRST_REPLIES: ReplyCallStart = { loaded: 0, after: null };

const SEPARATOR = '~';
/** Our bound on a comment's replies paged through by address (a larger count is not read). */
const REPLY_CURSOR_MAX = 100_000;
const LOADED = /^\d{1,6}$/;
/** Ids as the CMS writes them (digits, letters, dots, dashes), bounded. */
const ID = /^[\w.-]{1,64}$/;

/** The cursor as the address writes it (`after=`); null when the id could not be read back. */
export function replyCursorText({ loaded, after }: ReplyCallStart): string | null {
  if (!Number.isInteger(loaded) || loaded < 1 || loaded > REPLY_CURSOR_MAX) return null;
  if (after !== null && !ID.test(after)) return null;
  return `${loaded}${SEPARATOR}${after ?? ''}`;
}

/** The cursor an address's `after=` names; the first replies when it names none or is not a cursor. */
export function replyCursorOf(text: string | null): ReplyCallStart {
  return parseReplyCursor(text) ?? FIRST_REPLIES;
}

/** Whether an `after=` is a reply cursor: one that is not is ignored (the first replies show), and reported. */
export const isReplyCursor = (text: string): boolean => parseReplyCursor(text) !== null;

function parseReplyCursor(text: string | null): ReplyCallStart | null {
  const parts = text?.split(SEPARATOR) ?? [];
  const [loadedText = '', after = ''] = parts;
  if (parts.length !== 2 || !LOADED.test(loadedText) || (after !== '' && !ID.test(after))) return null;
  const loaded = Number(loadedText);
  return loaded >= 1 && loaded <= REPLY_CURSOR_MAX ? { loaded, after: after || null } : null;
}

/** How many replies a page starting at the cursor shows first (spec 2 §9: 9 from the first, else 10). */
export const firstShownOf = (start: ReplyCallStart): number => replyPageSize(start.loaded);
