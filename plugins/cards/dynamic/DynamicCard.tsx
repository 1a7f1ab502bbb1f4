import { useCallback } from 'react';
import { COMMUNITY_ITEM_TYPES, VOTE_SUBTYPE } from '../../../core/domain/open/community.ts';
import { DYNAMIC_LABEL_KEYS } from '../../../core/domain/rules/badges.ts';
import type { CardProps } from '../../../core/engine/registry/types.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import type { ContentItem, Dynamic } from '../../../schemas/generated/types.ts';
import { timeAgo } from '../../../core/domain/format/time.ts';
import { ItemHit } from '../../../ui/card/CardLink.tsx';
import { FollowButton } from '../../../ui/follow/FollowButton.tsx';
import { Thumb } from '../../../ui/thumb/Thumb.tsx';
import { useItemAddress } from '../../item-links.ts';
import { dynamicMessages } from './dynamic.messages.ts';
import { postLabel, type PostLabel } from './dynamic-layout.ts';
import { DynamicBar } from './DynamicBar.tsx';
import { DynamicMedia } from './DynamicMedia.tsx';
import { DynamicText } from './DynamicText.tsx';
import { DynamicVote } from './DynamicVote.tsx';
import './dynamic.css';

export type Post = ContentItem & Dynamic;

/** The label values as the CMS sends them, and their texts (core/domain/rules/badges.ts). */
const LABEL_TEXT = {
  essence: DYNAMIC_LABEL_KEYS.essence,
  'high-quality': DYNAMIC_LABEL_KEYS.highQuality,
  creative: DYNAMIC_LABEL_KEYS.creative,
  'on-site': DYNAMIC_LABEL_KEYS.onSite,
} as const satisfies Record<PostLabel, string>;

/** A part of the post (its topic, group, author) as an item of its own type: an opener decides where it leads. */
const target = (type: string, id: string | null | undefined, title: string | null | undefined): ContentItem | null =>
  id ? { id, title: title ?? '', type } : null;

/**
 * Spec 2 §2 (Dynamic card): a social post in any list. Its parts open their own pages through the
 * registry's openers (core/domain/open/community.ts): the post, the author's home, the topic, the group.
 */
export default function DynamicCard({ item, panelId, onOpen }: CardProps) {
  const post = item as Post;
  const t = useTexts(dynamicMessages);
  const openPost = useCallback(() => onOpen(post), [onOpen, post]);
  const authorId = post.issuerId ?? post.createBy ?? null;
  const name = post.issuerName || post.creatorNickname || '';
  const avatar = post.issuerImageUrl || post.creatorHead || null;
  const author = target(COMMUNITY_ITEM_TYPES.user, authorId, name);
  const topic = target(COMMUNITY_ITEM_TYPES.topic, post.topicContentId, post.belongTopicName);
  const group = target(COMMUNITY_ITEM_TYPES.group, post.groupId, post.groupName);
  const label = postLabel(post.label);
  const when = timeAgo(post.showTime, t);
  const place = [post.issueCity, post.issueArea].filter(Boolean).join('·');
  const vote = post.subType === VOTE_SUBTYPE ? post.extend?.vote : null;
  // Issue 32: each part is a link to where a plain browser goes for it, a tap still asks the openers.
  const authorHref = useItemAddress(author ?? post, panelId);
  const topicHref = useItemAddress(topic ?? post, panelId);
  const groupHref = useItemAddress(group ?? post, panelId);
  const who = (
    <>
      <Thumb src={avatar} alt="" ratio={1} className="dynamic__avatar" columnShare={0.095} />
      <span className="dynamic__who">
        <span className="dynamic__name">{name}</span>
        {when ? <time className="dynamic__time" dateTime={post.showTime ?? undefined}>{when}</time> : null}
      </span>
    </>
  );
  return (
    <article className="card card--dynamic" data-item-id={post.id} data-testid="card">
      <header className="dynamic__head">
        {/* Named by what it shows (the author, the time) so a voice user can say it; where it goes is its description. */}
        {author ? (
          <ItemHit href={authorHref} className="dynamic__author" onOpen={() => onOpen(author)} description={name ? t('dynamic.authorHome') : undefined}>
            {who}
          </ItemHit>
        ) : (
          <span className="dynamic__author">{who}</span>
        )}
        {authorId ? <FollowButton authorId={authorId} initiallyFollowing={post.whetherFollow === true} name={name} /> : null}
      </header>
      {label ? (
        <span className="dynamic__label" data-testid="dynamic-label" data-label={label}>
          {t(LABEL_TEXT[label])}
        </span>
      ) : null}
      {post.title ? <DynamicText text={post.title} onOpen={openPost} /> : null}
      {topic ? (
        <ItemHit href={topicHref} className="dynamic__tag dynamic__tag--topic tap-area" onOpen={() => onOpen(topic)}>
          {topic.title.startsWith('#') ? topic.title : `#${topic.title}#`}
        </ItemHit>
      ) : null}
      <DynamicMedia post={post} onOpen={openPost} />
      {vote ? <DynamicVote vote={vote} /> : null}
      {group || place ? (
        <p className="dynamic__where">
          {group ? (
            <ItemHit href={groupHref} className="dynamic__tag dynamic__tag--group tap-area" onOpen={() => onOpen(group)}>
              {group.title}
            </ItemHit>
          ) : null}
          {place ? <span className="dynamic__place">{place}</span> : null}
        </p>
      ) : null}
      <DynamicBar post={post} onComment={openPost} />
    </article>
  );
}
