import { useRef, useState } from 'react';
import { RELOAD_AFTER_PUBLISH_MS, replyTargetId, type ReplyTarget } from '../../../core/domain/comments/comment-rules.ts';
import type { CommentSource } from '../../../core/domain/comments/comment-source.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { announceCommentsChanged } from './comment-events.ts';

/** Who the input answers: a comment (parentId = its id) or a reply under it; null writes a new comment. */
export interface ComposeTarget extends ReplyTarget {
  parentId: string;
}

interface PublishOptions {
  source: CommentSource;
  contentId: string;
  /** The comment every reply of this input belongs to (detail page, reply modal); none: a new comment. */
  parentId?: string;
  contentType?: string;
  /** Spec 2 §5: the content forbids comments. */
  forbidden?: boolean;
}

/**
 * Publishing from one input (spec 2 §4, §5): 'commenting forbidden' when the content says so, the login
 * check, the call; then 'published', and 2 s later every list of the content reloads.
 */
export function usePublish({ source, contentId, parentId, contentType, forbidden = false }: PublishOptions) {
  const { t, services, bus } = useEngine();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const publish = async (text: string, target: ComposeTarget | null): Promise<boolean> => {
    if (forbidden) {
      services.notices.show({ kind: 'toast', text: { key: 'comments.forbidden' } });
      return false;
    }
    if (inFlight.current) return false;
    inFlight.current = true;
    try {
      if (!(await services.session.requireLogin(t))) return false;
      setBusy(true);
      const parent = target?.parentId ?? parentId ?? null;
      const targetId = parent === null ? null : replyTargetId(target, parent);
      const outcome = await source.publish({ contentId, text, parentId: parent, targetId, contentType });
      if (!outcome.ok) {
        services.notices.show(outcome.notice);
        return false;
      }
      services.notices.show({ kind: 'toast', text: { key: 'comments.published' } });
      // Not cancelled on unmount: lists elsewhere on the page (the hot comments) still reload.
      setTimeout(() => announceCommentsChanged(bus, contentId), RELOAD_AFTER_PUBLISH_MS);
      return true;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { publish, busy };
}
