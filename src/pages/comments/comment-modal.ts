import type { CommentApiKind, CommentEntry } from '../../../core/comments/comment-model.ts';
import { createStore, useStore } from './modal-store.ts';

/** How a content's comments work: which call shape (spec 2 §7) and whether commenting is forbidden. */
export interface CommentSettings {
  api: CommentApiKind;
  forbidden: boolean;
}

const DEFAULT_SETTINGS: CommentSettings = { api: 'content', forbidden: false };
const settings = createStore<ReadonlyMap<string, CommentSettings>>(new Map());

/** The page that shows a content (HotComments, the vote page) says how its comments work. */
export function configureComments(contentId: string, value: CommentSettings): void {
  const current = settings.get().get(contentId);
  if (current?.api === value.api && current.forbidden === value.forbidden) return;
  settings.set(new Map(settings.get()).set(contentId, value));
}

export function useCommentSettings(contentId: string): CommentSettings {
  return useStore(settings).get(contentId) ?? DEFAULT_SETTINGS;
}

/** Which content's comments the slide-up comment modal shows (null: closed). */
const commentModal = createStore<{ contentId: string } | null>(null);
/** Which comment's replies the reply modal shows (null: closed). */
const replyModal = createStore<{ contentId: string; comment: CommentEntry } | null>(null);

/**
 * Spec 2 §2: opens the slide-up comment modal of a content (the detail page's comment bar calls it).
 * It shows where a CommentModalHost is mounted: HotComments mounts one.
 */
export function openCommentModal(contentId: string): void {
  replyModal.set(null);
  commentModal.set({ contentId });
}

export function closeCommentModal(): void {
  commentModal.set(null);
}

export const useCommentModal = () => useStore(commentModal);

/** Spec 2 §2: the reply modal lists the replies of one comment and has the 120-character reply box. */
export function openReplyModal(contentId: string, comment: CommentEntry): void {
  commentModal.set(null);
  replyModal.set({ contentId, comment });
}

export function closeReplyModal(): void {
  replyModal.set(null);
}

export const useReplyModal = () => useStore(replyModal);
