import { voteParticipationText } from '../../../core/domain/votes/vote-text.ts';
import type { ContentItem, Vote, VoteOption } from '../../../schemas/generated/types.ts';
import { VoteOptions } from '../../../ui/vote/VoteOptions.tsx';
import { useVote } from '../../../ui/vote/useVote.ts';
import { isTwoOption, orderedOptions, showsResults, voteTotal } from '../../../core/domain/votes/vote-rules.ts';
import { voterPictures } from '../../../core/domain/votes/vote-page-rules.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { votesPageMessages } from './votes.messages.ts';
import { voteMessages } from '../../../ui/vote/vote.messages.ts';

/** Spec 2 §2: the pictures of readers who chose one side of a two-option vote. */
function Voters({ option, side }: { option: VoteOption; side: 'left' | 'right' }) {
  const t = useTexts(votesPageMessages, voteMessages);
  const pictures = voterPictures(option, window.location.href);
  if (pictures.length === 0) return <span className={`vote-voters vote-voters--${side}`} />;
  return (
    <span className={`vote-voters vote-voters--${side}`} role="img" aria-label={t('votes.voters', { option: option.title })} data-testid="voters">
      {pictures.map((src) => (
        <img key={src} className="vote-voters__face" src={src} alt="" loading="lazy" />
      ))}
    </span>
  );
}

interface VoteBlockProps {
  item: ContentItem;
  initial: Vote;
}

/**
 * Spec 2 §2, §4: the vote of /voteDetails: its title and brief, the ended badge, the options (two
 * sides face to face with voter pictures, or a list), 'N people took part'. The feed card's pieces
 * (vote rules, bars, the one-vote hook) do the voting.
 */
export function VoteBlock({ item, initial }: VoteBlockProps) {
  const t = useTexts(votesPageMessages, voteMessages);
  const { vote, busy, cast } = useVote(initial);
  const results = showsResults(vote);
  const twoOption = isTwoOption(vote);
  const [left, right] = orderedOptions(vote);
  return (
    <section className="vote-detail" data-testid="vote-block" data-results={results ? 'true' : 'false'} aria-labelledby="vote-detail-title">
      <p className="vote-detail__tags">
        <span className={`vote-detail__kind${twoOption ? ' vote-detail__kind--versus' : ''}`}>{twoOption ? t('votes.versus') : t('votes.singleChoice')}</span>
        {vote.end ? (
          <span className="vote-detail__status vote-detail__status--ended" data-testid="vote-ended">
            {t('votes.ended')}
          </span>
        ) : (
          <span className="vote-detail__status">{t('votes.ongoing')}</span>
        )}
      </p>
      <h1 id="vote-detail-title" className="vote-detail__title">
        {vote.activityTitle || item.title}
      </h1>
      {vote.activityBrief ? <p className="vote-detail__brief">{vote.activityBrief}</p> : null}
      <VoteOptions vote={vote} results={results} busy={busy} onCast={(itemId) => void cast(itemId)} />
      {twoOption && left && right ? (
        <div className="vote-detail__voters">
          <Voters option={left} side="left" />
          <Voters option={right} side="right" />
        </div>
      ) : null}
      <p className="vote-detail__people" data-testid="vote-people">
        {voteParticipationText(voteTotal(vote), t)}
      </p>
    </section>
  );
}
