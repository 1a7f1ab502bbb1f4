import { useCallback, useRef, useState } from 'react';
import { answerNotice, exceptionNotice, isSuccessCode } from '../../core/http/answer-notice.ts';
import type { Vote } from '../../schemas/generated/types.ts';
import { useServices } from '../../core/render/engine.tsx';
import { applyVote, canVote, MULTI_VOTING, VOTE_ADD_PATH } from '../../core/votes/vote-rules.ts';

const codeOf = (answer: unknown): unknown => (typeof answer === 'object' && answer !== null ? (answer as { code?: unknown }).code : undefined);

export interface UseVoteOptions {
  /**
   * Runs before the vote call; false stops the cast (spec 2 §6: voting goes through a login check,
   * e.g. the vote detail page's). Without it the call goes out and the CMS answers for the session.
   */
  beforeCast?: () => Promise<boolean>;
}

/**
 * A vote's local state and the one vote a reader may cast (spec 2 §4, §8): the count moves only on
 * an answer with code 200; any other answer or failure shows its message (or 'system error').
 */
export function useVote(initial: Vote, options: UseVoteOptions = {}): { vote: Vote; busy: boolean; cast: (itemId: string) => Promise<void> } {
  const { beforeCast } = options;
  const services = useServices();
  const [vote, setVote] = useState(initial);
  const [busy, setBusy] = useState(false);
  // A ref, not the state: a second tap before the first answer must not send a second call.
  const inFlight = useRef(false);
  const cast = useCallback(
    async (itemId: string) => {
      if (inFlight.current || !canVote(vote)) return;
      inFlight.current = true;
      setBusy(true);
      try {
        if (beforeCast && !(await beforeCast())) return;
        const answer = await services.request(VOTE_ADD_PATH, {
          method: 'POST',
          params: { activityId: vote.activityId, itemId, multiVoting: MULTI_VOTING },
        });
        if (isSuccessCode(codeOf(answer))) setVote((current) => applyVote(current, itemId));
        else services.notices.show(answerNotice(answer));
      } catch (error) {
        services.notices.show(exceptionNotice(error));
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [services, vote, beforeCast],
  );
  return { vote, busy, cast };
}
