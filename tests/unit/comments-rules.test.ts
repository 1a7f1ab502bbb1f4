import { describe, expect, it } from 'vitest';
import {
  allCommentsHref,
  checkCommentText,
  COMMENT_MAX_CHARS,
  commentDetailsHref,
  countCharacters,
  cutToCharacters,
  HOT_COMMENTS_MAX,
  hotCommentsView,
  inlineRepliesView,
  REPLY_BOX_MAX_CHARS,
  replyPageSize,
  replyTargetId,
} from '../../core/domain/comments/comment-rules.ts';
import { commentApiKindOf, commentFromContent, commentFromLegacy } from '../../core/domain/comments/comment-model.ts';
import { translator } from '../../core/engine/i18n/translator.ts';

const han = (n: number) => '长'.repeat(n);

describe('comment text (spec 2 §5)', () => {
  it('counts characters, not bytes or UTF-16 units', () => {
    expect(countCharacters('长沙')).toBe(2);
    expect(countCharacters('😀a')).toBe(2);
    expect(cutToCharacters('😀😀😀', 2)).toBe('😀😀');
    expect(cutToCharacters('ab', 5)).toBe('ab');
  });

  it('refuses an empty or blank comment with "Please enter comment content"', () => {
    for (const raw of ['', '   ', '\n\t ']) expect(checkCommentText(raw)).toEqual({ ok: false, key: 'comments.enterContent' });
  });

  it('accepts exactly 50 characters (even 50 emoji, 100 UTF-16 units) and refuses 51', () => {
    expect(COMMENT_MAX_CHARS).toBe(50);
    expect(checkCommentText(han(50))).toEqual({ ok: true, text: han(50) });
    expect(checkCommentText('😀'.repeat(50)).ok).toBe(true);
    const refused = checkCommentText(han(51));
    expect(refused).toEqual({ ok: false, key: 'comments.tooLong', params: { max: 50 } });
    if (!refused.ok) expect(translator('en')(refused.key, refused.params)).toBe('At most 50 characters can be commented');
  });

  it('trims what it sends, and spaces around do not count towards the limit', () => {
    expect(checkCommentText(`  ${han(50)}  `)).toEqual({ ok: true, text: han(50) });
  });

  it('lets the reply box go to 120', () => {
    expect(REPLY_BOX_MAX_CHARS).toBe(120);
    expect(checkCommentText(han(120), REPLY_BOX_MAX_CHARS).ok).toBe(true);
    expect(checkCommentText(han(121), REPLY_BOX_MAX_CHARS)).toMatchObject({ ok: false, params: { max: 120 } });
  });
});

describe('lists (spec 2 §2, §9)', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => i);

  it('shows at most 6 hot comments and "More comments" only above 5', () => {
    expect(hotCommentsView(items(5), 5)).toEqual({ shown: items(5), showMore: false });
    expect(hotCommentsView(items(6), 6)).toEqual({ shown: items(6), showMore: true });
    expect(hotCommentsView(items(6), 40).shown).toHaveLength(HOT_COMMENTS_MAX);
    expect(hotCommentsView(items(8), 0).shown).toHaveLength(6);
    expect(hotCommentsView([], 0)).toEqual({ shown: [], showMore: false });
  });

  it('shows 2 replies inline and offers "expand" only when there are more than 2', () => {
    expect(inlineRepliesView(items(2), 2)).toEqual({ shown: [0, 1], expand: false });
    expect(inlineRepliesView(items(2), 3)).toEqual({ shown: [0, 1], expand: true });
    expect(inlineRepliesView(items(5), 0)).toEqual({ shown: [0, 1], expand: true });
  });

  it('pages replies by 9 first, then by 10', () => {
    expect([0, 9, 19, 29].map(replyPageSize)).toEqual([9, 10, 10, 10]);
  });

  it('sends a reply without a target comment id to the parent comment (spec 2 §4)', () => {
    expect(replyTargetId(null, 'p1')).toBe('p1');
    expect(replyTargetId({ commentId: null, nickname: 'x' }, 'p1')).toBe('p1');
    expect(replyTargetId({ commentId: '', nickname: 'x' }, 'p1')).toBe('p1');
    expect(replyTargetId({ commentId: 'r7', nickname: 'x' }, 'p1')).toBe('r7');
  });

  it('links to /allComment?id= and /commentDetails?id=&pcommentId=, keeping the legacy shape', () => {
    expect(allCommentsHref('100003')).toBe('/allComment?id=100003');
    expect(commentDetailsHref('100003', '42')).toBe('/commentDetails?id=100003&pcommentId=42');
    expect(commentDetailsHref('100003', '42', 'legacy')).toBe('/commentDetails?id=100003&pcommentId=42&api=legacy');
    expect(commentApiKindOf('legacy')).toBe('legacy');
    expect(commentApiKindOf('anything')).toBe('content');
    expect(commentApiKindOf(null)).toBe('content');
  });
});

describe('the two comment shapes read as one (spec 2 §3)', () => {
  it('reads a content-system comment with its replies, official flag and pinned flag', () => {
    const entry = commentFromContent({
      id: '1',
      nickname: '橘洲晨跑',
      head: '/media/img/avatar-1.svg',
      content: '支持！',
      isTop: true,
      issueTimeStamp: 1000,
      likeCount: 3,
      reply: { replyNum: 4, replyList: [{ content: '感谢关注', nickname: '长沙发布', official: true }] },
    });
    expect(entry).toMatchObject({ id: '1', isTop: true, replyCount: 4, likeCount: 3, time: 1000 });
    expect(entry.replies).toEqual([{ id: null, nickname: '长沙发布', avatar: null, content: '感谢关注', official: true, replyToName: null, time: null }]);
  });

  it('reads a legacy comment: discussId, discussContent, userInfo, replyCount', () => {
    const entry = commentFromLegacy({
      discussId: '9',
      discussContent: '点赞',
      userInfo: { petName: '岳麓书生', profilePhoto: '/media/img/avatar-2.svg' },
      replyCount: 3,
      likeCount: null,
      timeDif: 5000,
    });
    expect(entry).toMatchObject({ id: '9', nickname: '岳麓书生', avatar: '/media/img/avatar-2.svg', content: '点赞', replyCount: 3, likeCount: 0, time: 5000, isTop: false });
  });
});
