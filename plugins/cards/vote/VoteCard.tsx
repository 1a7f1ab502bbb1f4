import type { CardProps } from '../../../core/engine/registry/types.ts';
import type { ContentItem, Vote } from '../../../schemas/generated/types.ts';
import { CardMeta } from '../../../ui/card/CardMeta.tsx';
import { ItemHit } from '../../../ui/card/CardLink.tsx';
import { useItemAddress } from '../../item-links.ts';
import { VoteOptions } from '../../../ui/vote/VoteOptions.tsx';
import { useVote } from '../../../ui/vote/useVote.ts';
import { showsResults, voteTotal } from '../../../core/domain/votes/vote-rules.ts';
import { voteParticipationText } from '../../../core/domain/votes/vote-text.ts';
import './vote.css';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { voteMessages } from '../../../ui/vote/vote.messages.ts';

/** listStyle 6: a vote embedded in the feed (the card-vote schema guarantees extend.vote). */
export default function VoteCard({ item, panelId, onOpen }: CardProps) {
  const vote = item.extend?.vote;
  const href = useItemAddress(item, panelId);
  return vote ? <EmbeddedVote item={item} href={href} initial={vote} onOpen={onOpen} /> : null;
}

function EmbeddedVote({ item, href, initial, onOpen }: { item: ContentItem; href: string | null; initial: Vote; onOpen: (item: ContentItem) => void }) {
  const t = useTexts(voteMessages);
  const { vote, busy, cast } = useVote(initial);
  const results = showsResults(vote);
  const total = voteTotal(vote);
  return (
    <article className="card card--vote" data-item-id={item.id} data-testid="card" data-results={results ? 'true' : 'false'}>
      <ItemHit href={href} className="card__hit card-vote__head" onOpen={() => onOpen(item)}>
        <span className="card__title">{item.title}</span>
        <CardMeta item={item} />
      </ItemHit>
      <div className="card-vote__body">
        {vote.end ? (
          <p className="card-vote__status">
            <span className="card-vote__ended">{t('votes.ended')}</span>
          </p>
        ) : null}
        <VoteOptions vote={vote} results={results} busy={busy} onCast={cast} />
        <p className="card-vote__people" data-testid="vote-people">
          {voteParticipationText(total, t)}
        </p>
      </div>
    </article>
  );
}
