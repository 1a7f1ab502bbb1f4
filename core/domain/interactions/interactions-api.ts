import type { Notice } from '../../engine/http/notices.ts';
import { exceptionNotice } from '../../engine/http/answer-notice.ts';
import type { RequestFn } from '../../engine/http/request.ts';
import { readToggleAnswer } from './toggle.ts';

/** Spec 2 §7: the like toggle (targetId, type: the content's own type, dynamic for dynamics, comment for comments). */
export const LIKE_PATH = '/api/cms/client/like/likeOrCancel';
/** Spec 2 §7: the favourite toggle (contentId, type). */
export const FAVOUR_PATH = '/api/cms/client/favor/addOrCancelFavor';
/** Spec 2 §7: follow and unfollow a user. */
export const FOLLOW_PATH = '/api/sys/user/me/follow';
export const UNFOLLOW_PATH = '/api/sys/user/me/unfollow';

/** Like `type` of a dynamic (social post) and of a comment or reply; other content sends its own type. */
export const LIKE_TYPE_DYNAMIC = 'dynamic';
export const LIKE_TYPE_COMMENT = 'comment';
/** A content item the CMS sent without a type is an ordinary article. */
export const DEFAULT_CONTENT_TYPE = 'news_common';


export type InteractionOutcome = { ok: true; active: boolean } | { ok: false; notice: Notice };

const systemError: Notice = { kind: 'toast', text: { key: 'common.systemError' } };

/**
 * Spec 2 §8: a refused toggle shows the server's message, else `fallback` ('like failed' for likes,
 * 'system error' otherwise); a failed request shows what the error catalogue says (once).
 */
async function toggle(send: () => Promise<unknown>, fallback: Notice): Promise<InteractionOutcome> {
  let answer: unknown;
  try {
    answer = await send();
  } catch (error) {
    return { ok: false, notice: exceptionNotice(error) };
  }
  const read = readToggleAnswer(answer);
  if (read.ok) return { ok: true, active: read.active };
  return { ok: false, notice: read.message ? { kind: 'toast', text: { raw: read.message } } : fallback };
}

/** As the platform's clients send it: news_common, news_video, short_video, …, dynamic, comment. */
export function likeType(contentType: string | null | undefined): string {
  return contentType?.trim() || DEFAULT_CONTENT_TYPE;
}

export const toggleLike = (send: RequestFn, targetId: string, contentType?: string | null): Promise<InteractionOutcome> =>
  toggle(
    () => send(LIKE_PATH, { method: 'POST', params: { targetId, type: likeType(contentType) } }),
    { kind: 'toast', text: { key: 'detail.likeFailed' } },
  );

export const toggleFavour = (send: RequestFn, contentId: string, contentType?: string | null): Promise<InteractionOutcome> =>
  toggle(() => send(FAVOUR_PATH, { method: 'POST', params: { contentId, type: contentType?.trim() || DEFAULT_CONTENT_TYPE } }), systemError);

/** Spec 2 §4: follow (true) or unfollow (false) the author; the answer is the new state. */
export const setFollow = (send: RequestFn, userId: string, follow: boolean): Promise<InteractionOutcome> =>
  toggle(() => send(`${follow ? FOLLOW_PATH : UNFOLLOW_PATH}/${encodeURIComponent(userId)}`, { method: 'POST', params: {} }), systemError);
