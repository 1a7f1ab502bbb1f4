import { useState } from 'react';
import { Link } from 'wouter';
import type { CommentApiKind, CommentEntry, ReplyEntry } from '../../../core/domain/comments/comment-model.ts';
import { commentDetailsHref, inlineRepliesView } from '../../../core/domain/comments/comment-rules.ts';
import { commentTimeText } from '../../../core/domain/comments/comment-time.ts';
import { countText } from '../../../core/domain/format/count.ts';
import { useServices } from '../../../core/engine/render/engine.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { commentsPageMessages } from './comments.messages.ts';

/** A reader's picture, or the first character of the name when there is none (or it fails). */
export function Avatar({ src, name, size = 'normal' }: { src: string | null; name: string; size?: 'normal' | 'small' }) {
  const [broken, setBroken] = useState(false);
  const className = `comment-avatar comment-avatar--${size}`;
  if (!src || broken) {
    return (
      <span className={`${className} comment-avatar--initial`} aria-hidden="true">
        {[...name][0] ?? ''}
      </span>
    );
  }
  return <img className={className} src={src} alt="" loading="lazy" decoding="async" onError={() => setBroken(true)} />;
}

/** Spec 2 §2: an official account's name carries a badge; isTop comments a pinned tag. */
function NameLine({ nickname, official, pinned }: { nickname: string; official: boolean; pinned?: boolean }) {
  const t = useTexts(commentsPageMessages);
  return (
    <span className="comment__names">
      <span className="comment__name">{nickname}</span>
      {official ? <span className="comment__badge comment__badge--official">{t('comments.official')}</span> : null}
      {pinned ? <span className="comment__badge comment__badge--pinned">{t('comments.pinned')}</span> : null}
    </span>
  );
}

interface ReplyLineProps {
  reply: ReplyEntry;
  kind: CommentApiKind;
  /** Absent for official replies: they have no reply link (spec 2 §2, §6). */
  onReply?: (reply: ReplyEntry) => void;
  /** Inline under a comment (compact) or a full row of a reply list. */
  layout: 'inline' | 'row';
}

export function ReplyLine({ reply, kind, onReply, layout }: ReplyLineProps) {
  const t = useTexts(commentsPageMessages);
  const { now } = useServices();
  const canReply = Boolean(onReply) && !reply.official;
  const answered = reply.replyToName ? (
    <>
      <span className="reply__to">{t('comments.repliedTo')}</span>
      <span className="comment__name">{reply.replyToName}</span>
    </>
  ) : null;
  if (layout === 'inline') {
    const line = (
      <>
        <NameLine nickname={reply.nickname} official={reply.official} />
        {answered}
        <span className="reply__colon">：</span>
        <span className="reply__content">{reply.content}</span>
      </>
    );
    return (
      <li className={`reply reply--inline${reply.official ? ' reply--official' : ''}`} data-testid="reply" data-official={reply.official || undefined}>
        {canReply ? (
          <button type="button" className="reply__hit" onClick={() => onReply?.(reply)} title={t('comments.replyTo', { name: reply.nickname })}>
            {line}
          </button>
        ) : (
          line
        )}
      </li>
    );
  }
  return (
    <li className={`reply reply--row${reply.official ? ' reply--official' : ''}`} data-testid="reply" data-official={reply.official || undefined}>
      <Avatar src={reply.avatar} name={reply.nickname} size="small" />
      <div className="comment__main">
        <p className="comment__head">
          <NameLine nickname={reply.nickname} official={reply.official} />
          {answered}
        </p>
        <p className="comment__content">{reply.content}</p>
        <p className="comment__meta">
          <span>{commentTimeText(reply.time, kind, now(), t)}</span>
          {canReply ? (
            <button type="button" className="comment__reply tap-area needs-app" onClick={() => onReply?.(reply)} aria-label={t('comments.replyTo', { name: reply.nickname })}>
              {t('comments.reply')}
            </button>
          ) : null}
        </p>
      </div>
    </li>
  );
}

interface CommentItemProps {
  comment: CommentEntry;
  contentId: string;
  kind: CommentApiKind;
  onReply?: (comment: CommentEntry) => void;
  /** A tap on one of the inline replies (official ones excepted). */
  onReplyToReply?: (comment: CommentEntry, reply: ReplyEntry) => void;
  /** Show the first two replies and 'expand' (spec 2 §2); off on the comment's own page. */
  inlineReplies?: boolean;
  /** Leaving for /commentDetails (a modal closes first). */
  onExpand?: () => void;
}

/** One comment: picture, name, tags, text, time, likes, the reply link and its first replies. */
export function CommentItem({ comment, contentId, kind, onReply, onReplyToReply, inlineReplies = true, onExpand }: CommentItemProps) {
  const t = useTexts(commentsPageMessages);
  const { now } = useServices();
  const replies = inlineRepliesView(comment.replies, comment.replyCount);
  return (
    <article className="comment" data-testid="comment" data-comment-id={comment.id} data-pinned={comment.isTop || undefined}>
      <Avatar src={comment.avatar} name={comment.nickname} />
      <div className="comment__main">
        <p className="comment__head">
          <NameLine nickname={comment.nickname} official={comment.official} pinned={comment.isTop} />
          <span className="comment__likes" aria-label={t('comments.likes', { count: comment.likeCount })}>
            <span className="comment__thumb" aria-hidden="true" />
            {countText(comment.likeCount, 'interactions', t)}
          </span>
        </p>
        <p className="comment__content">{comment.content}</p>
        <p className="comment__meta">
          <span>{commentTimeText(comment.time, kind, now(), t)}</span>
          {onReply ? (
            <button type="button" className="comment__reply tap-area needs-app" onClick={() => onReply(comment)} aria-label={t('comments.replyTo', { name: comment.nickname })}>
              {t('comments.reply')}
            </button>
          ) : null}
        </p>
        {inlineReplies && replies.shown.length > 0 ? (
          <div className="comment__replies">
            <ul className="comment__reply-list">
              {replies.shown.map((reply, i) => (
                <ReplyLine
                  key={reply.id ?? `r${i}`}
                  reply={reply}
                  kind={kind}
                  layout="inline"
                  onReply={onReplyToReply ? (answered) => onReplyToReply(comment, answered) : undefined}
                />
              ))}
            </ul>
            {replies.expand ? (
              <Link href={commentDetailsHref(contentId, comment.id, kind)} className="comment__expand tap-area" onClick={onExpand}>
                {t('comments.expand')} · {t('comments.replyCount', { count: countText(comment.replyCount, 'interactions', t) })}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
