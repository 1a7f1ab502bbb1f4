import type { VoteOptionsProps } from './TwoOptionVote.tsx';
import { optionShare, orderedOptions, voteTotal } from '../../core/domain/votes/vote-rules.ts';
import { OptionResult } from './OptionResult.tsx';

/** Any other vote type: a list of options; after voting each shows its count and share. */
export function MultiOptionVote({ vote, results, busy, onCast }: VoteOptionsProps) {
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
          <OptionResult option={option} block="vote-multi" />
        </li>
      ))}
    </ul>
  );
}
