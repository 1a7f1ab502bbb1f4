import type { VoteOption } from '../../schemas/generated/types.ts';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { voteMessages } from './vote.messages.ts';

/** An option's result: its title (with 'voted' on the reader's choice) and its count, in the layout's classes. */
export function OptionResult({ option, block }: { option: VoteOption; block: 'vote-multi' | 'vote-two' }) {
  const t = useTexts(voteMessages);
  return (
    <>
      <span className={`${block}__title`}>
        {option.title}
        {option.hasVoted ? <span className="vote__voted">{t('votes.voted')}</span> : null}
      </span>
      <span className={`${block}__count`} data-testid="vote-count">
        {option.viewValue ?? 0}
      </span>
    </>
  );
}
