import type { VoteOptionsProps } from './TwoOptionVote.tsx';
import { optionShare, orderedOptions, voteTotal } from '../../core/votes/vote-rules.ts';
import { useTexts } from '../../core/render/useTexts.ts';
import { voteMessages } from './vote.messages.ts';

/** Any other vote type: a list of options; after voting each shows its count and share. */
export function MultiOptionVote({ vote, results, busy, onCast }: VoteOptionsProps) {
  const t = useTexts(voteMessages);
  const options = orderedOptions(vote);
  if (!results) {
    return (
      <ul className="vote-multi">
        {options.map((option) => (
          <li key={option.id}>
            <button type="button" className="vote-multi__option" disabled={busy} onClick={() => onCast(option.id)}>
              {option.title}
            </button>
          </li>
        ))}
      </ul>
    );
  }
  const total = voteTotal(vote);
  return (
    <ul className="vote-multi vote-multi--results" data-testid="vote-results">
      {options.map((option) => (
        <li key={option.id} className="vote-multi__result" data-option-id={option.id} data-voted={option.hasVoted ? 'true' : undefined}>
          <span className="vote-multi__fill" aria-hidden="true" style={{ width: `${optionShare(option, total)}%` }} />
          <span className="vote-multi__title">
            {option.title}
            {option.hasVoted ? <span className="vote__voted">{t('votes.voted')}</span> : null}
          </span>
          <span className="vote-multi__count" data-testid="vote-count">
            {option.viewValue ?? 0}
          </span>
        </li>
      ))}
    </ul>
  );
}
