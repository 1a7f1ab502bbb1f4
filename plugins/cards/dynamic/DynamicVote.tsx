import { showsResults, voteTotal } from '../../../core/domain/votes/vote-rules.ts';
import { voteParticipationText } from '../../../core/domain/votes/vote-text.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import type { Vote } from '../../../schemas/generated/types.ts';
import { VoteOptions } from '../../../ui/vote/VoteOptions.tsx';
import { useVote } from '../../../ui/vote/useVote.ts';
import { voteMessages } from '../../../ui/vote/vote.messages.ts';

/** Spec 2 §2: a post whose subType is vote carries its vote (extend.vote), cast in place. */
export function DynamicVote({ vote: initial }: { vote: Vote }) {
  const t = useTexts(voteMessages);
  const { vote, busy, cast } = useVote(initial);
  const results = showsResults(vote);
  return (
    <div className="dynamic__vote" data-testid="dynamic-vote" data-results={results ? 'true' : 'false'}>
      {vote.end ? <p className="dynamic__vote-ended">{t('votes.ended')}</p> : null}
      <VoteOptions vote={vote} results={results} busy={busy} onCast={cast} />
      <p className="dynamic__vote-people">{voteParticipationText(voteTotal(vote), t)}</p>
    </div>
  );
}
