import { voteBarWidths } from '../../core/domain/rules/layout.ts';
import type { Vote, VoteOption } from '../../schemas/generated/types.ts';
import { orderedOptions } from '../../core/domain/votes/vote-rules.ts';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { voteMessages } from './vote.messages.ts';
import { OptionResult } from './OptionResult.tsx';

export interface VoteOptionsProps {
  vote: Vote;
  results: boolean;
  busy: boolean;
  onCast: (itemId: string) => void;
}

/** Vote type '0': two sides face to face; after voting a bar whose sides stay 30–72 % wide (spec 2 §9). */
export function TwoOptionVote({ vote, results, busy, onCast }: VoteOptionsProps) {
  const t = useTexts(voteMessages);
  const [left, right] = orderedOptions(vote) as [VoteOption, VoteOption];
  if (!results) {
    return (
      <div className="vote-two">
        {[left, right].map((option, side) => (
          <button
            key={option.id}
            type="button"
            className={`vote-two__side vote-two__side--${side === 0 ? 'left' : 'right'}`}
            disabled={busy}
            onClick={() => onCast(option.id)}
          >
            {option.title}
          </button>
        ))}
        <span className="vote-two__vs" aria-hidden="true">
          {t('votes.versus')}
        </span>
      </div>
    );
  }
  const widths = voteBarWidths(left.viewValue, right.viewValue);
  return (
    <div className="vote-two vote-two--results" data-testid="vote-results">
      {[left, right].map((option, side) => (
        <p key={option.id} className={`vote-two__result vote-two__result--${side === 0 ? 'left' : 'right'}`} data-option-id={option.id}>
          <OptionResult option={option} block="vote-two" />
        </p>
      ))}
      <span className="vote-two__bar" aria-hidden="true">
        <span className="vote-two__fill vote-two__fill--left" data-testid="vote-bar-left" style={{ width: `${widths.left}%` }} />
        <span className="vote-two__fill vote-two__fill--right" data-testid="vote-bar-right" style={{ width: `${widths.right}%` }} />
      </span>
    </div>
  );
}
