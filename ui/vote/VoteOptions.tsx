import { isTwoOption } from '../../core/domain/votes/vote-rules.ts';
import { MultiOptionVote } from './MultiOptionVote.tsx';
import { TwoOptionVote, type VoteOptionsProps } from './TwoOptionVote.tsx';
import './vote-options.css';

export type { VoteOptionsProps } from './TwoOptionVote.tsx';

/** A vote's options as its type shows them (spec 2 §2): two sides face to face, or a list. */
export function VoteOptions(props: VoteOptionsProps) {
  return isTwoOption(props.vote) ? <TwoOptionVote {...props} /> : <MultiOptionVote {...props} />;
}
