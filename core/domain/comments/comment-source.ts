import { exceptionNotice, isSuccessCode } from '../../engine/http/answer-notice.ts';
import type { Notice } from '../../engine/http/notices.ts';
import type { CommentApiKind, CommentEntry, ReplyEntry } from './comment-model.ts';


export interface CommentPage {
  comments: CommentEntry[];
  /** Top-level comments of the content. */
  total: number;
  hasMore: boolean;
}

/** Where a reply list goes on from; each shape pages its own way (page index or last id). */
export type ReplyCursor =
  | { kind: 'content'; loaded: number; page: { index: number; replies: ReplyEntry[] } | null; total: number }
  | { kind: 'legacy'; loaded: number; lastId: string | null };

export interface ReplyPage {
  replies: ReplyEntry[];
  /** All replies of the comment, when the call says (the legacy call does not). */
  total: number | null;
  /** Null at the end of the list. */
  next: ReplyCursor | null;
}

/** Where one reply call starts: replies already loaded, and (legacy) the last one's id. */
export interface ReplyCallStart {
  loaded: number;
  after: string | null;
}

/** The replies one call answers (content system: a page of 50; legacy: 9, then 10 after the last id). */
export interface ReplyCallPage {
  replies: ReplyEntry[];
  /** All replies of the comment, when the call says (the legacy call does not). */
  total: number | null;
  /** No call after this one. */
  end: boolean;
  /** The last reply's id (legacy: where the next call starts). */
  lastId: string | null;
}

export interface CommentDraft {
  contentId: string;
  /** Already checked and trimmed (comment-rules.ts). */
  text: string;
  /** The top-level comment a reply belongs to; null for a new comment. */
  parentId: string | null;
  /** The comment or reply answered, when it has an id (spec 2 §4: else the parent). */
  targetId: string | null;
  /** Spec 2 §7 comment/add `type`: the content's type, when the page knows it. */
  contentType?: string;
}

export type PublishOutcome = { ok: true } | { ok: false; notice: Notice };

/** One small interface over both comment shapes of spec 2 §7. */
export interface CommentSource {
  readonly kind: CommentApiKind;
  /** Spec 2 §2: the detail page's hot comments (the first 6). */
  hot(contentId: string): Promise<CommentPage>;
  /** A page (from 1) of the content's comments, 30 each, with their first replies. */
  list(contentId: string, pageIndex: number): Promise<CommentPage>;
  /** One comment, for its detail page; null when it does not exist. */
  comment(contentId: string, commentId: string): Promise<CommentEntry | null>;
  /** Replies of one comment: 9 first, then 10 at a time (spec 2 §9). */
  replies(contentId: string, commentId: string, from: ReplyCursor | null): Promise<ReplyPage>;
  /** One call's worth of replies (the comment pages' paged list, core/domain/comments/comment-calls.ts). */
  replyCall(contentId: string, commentId: string, start: ReplyCallStart): Promise<ReplyCallPage>;
  /** All comments of the content (the bottom bar's count). */
  count(contentId: string): Promise<number>;
  publish(draft: CommentDraft): Promise<PublishOutcome>;
}

/** A list call that failed: what the reader is told (a toast of the page). */
export class CommentLoadError extends Error {
  constructor(readonly notice: Notice) {
    super('comments could not be loaded');
    this.name = 'CommentLoadError';
  }
}

const systemError: Notice = { kind: 'toast', text: { key: 'common.systemError' } };

/** The server's message, or 'system error' (spec 2 §8). */
export function messageNotice(answer: unknown): Notice {
  const message = isObject(answer) ? answer.message : undefined;
  return typeof message === 'string' && message.trim() ? { kind: 'toast', text: { raw: message } } : systemError;
}

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Spec 2 §7: content-system calls succeed with code 200 (number or string). */
export const contentSucceeded = (answer: unknown): boolean => isObject(answer) && isSuccessCode(answer.code);

/** Spec 2 §7: legacy app calls succeed with the string '0'. */
export const LEGACY_SUCCESS_CODE = '0';
export const legacySucceeded = (answer: unknown): boolean => isObject(answer) && String(answer.code) === LEGACY_SUCCESS_CODE;

/** The answer's data when `succeeded`, else a CommentLoadError with the server's message. */
export async function loadData(call: Promise<unknown>, succeeded: (answer: unknown) => boolean): Promise<unknown> {
  let answer: unknown;
  try {
    answer = await call;
  } catch (error) {
    throw new CommentLoadError(exceptionNotice(error));
  }
  if (!succeeded(answer)) throw new CommentLoadError(messageNotice(answer));
  return isObject(answer) ? answer.data : undefined;
}

/** A whole, non-negative number from a CMS count, 0 otherwise. */
export function countOf(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}
