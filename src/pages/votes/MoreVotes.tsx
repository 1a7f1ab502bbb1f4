import { useEffect } from 'react';
import { Link } from 'wouter';
import { useCall } from '../../../core/engine/render/use-call.ts';
import { moreVotesCall } from '../../../core/domain/votes/vote-calls.ts';
import { useSharedVote } from '../../../core/domain/content/useContentState.ts';
import { voteParticipationText } from '../../../core/domain/votes/vote-text.ts';
import type { ContentItem, Vote } from '../../../schemas/generated/types.ts';
import { voteTotal } from '../../../core/domain/votes/vote-rules.ts';
import { voteDetailsHref } from '../../../core/domain/votes/vote-page-rules.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { votesPageMessages } from './votes.messages.ts';
import { voteMessages } from '../../../ui/vote/vote.messages.ts';

/** Spec 2 §2, §7: the 'more votes' list of recommended votes; hidden while empty or failed. */
export function MoreVotes({ activityId }: { activityId: string }) {
  const t = useTexts(votesPageMessages, voteMessages);
  const { state } = useCall(moreVotesCall, { activityId });
  useEffect(() => {
    if (state.status === 'failed') console.warn('[votes] more votes not loaded', state.error);
  }, [state]);
  const votes = state.status === 'ready' ? state.value : [];
  if (votes.length === 0) return null;
  return (
    <section className="more-votes" aria-labelledby="more-votes-title" data-testid="more-votes">
      <h2 id="more-votes-title" className="more-votes__title">
        {t('votes.more')}
      </h2>
      <ul className="more-votes__list">
        {votes.map(({ item, vote }) => (
          <MoreVote key={item.id} item={item} vote={vote} />
        ))}
      </ul>
    </section>
  );
}

/** One recommended vote: its count as every screen of the page shows it (core/domain/content). */
function MoreVote({ item, vote: answered }: { item: ContentItem; vote: Vote }) {
  const t = useTexts(votesPageMessages, voteMessages);
  const vote = useSharedVote(answered);
  return (
    <li>
      <Link href={voteDetailsHref(item.id)} className="more-votes__item">
        <span className="more-votes__name">{vote.activityTitle || item.title}</span>
        <span className="more-votes__meta">
          <span className={`more-votes__status${vote.end ? ' more-votes__status--ended' : ''}`}>{vote.end ? t('votes.ended') : t('votes.ongoing')}</span>
          <span>{voteParticipationText(voteTotal(vote), t)}</span>
        </span>
      </Link>
    </li>
  );
}
