import { useCallback, useRef, useState } from 'react';
import { readerVoted } from '../../core/domain/content/content-state.ts';
import { useContentState, useSharedVote } from '../../core/domain/content/useContentState.ts';
import { answerNotice, exceptionNotice, isSuccessCode } from '../../core/engine/http/answer-notice.ts';
import type { Vote } from '../../schemas/generated/types.ts';
import { useEngine } from '../../core/engine/render/engine.tsx';
import { canVote, MULTI_VOTING, VOTE_ADD_PATH } from '../../core/domain/votes/vote-rules.ts';

const codeOf = (answer: unknown): unknown => (typeof answer === 'object' && answer !== null ? (answer as { code?: unknown }).code : undefined);

/**
 * A vote's local state and the one vote a reader may cast (spec 2 §4, §8): the login check first
 * (spec 2 §6, wherever the vote is shown), then the call; the count moves only on an answer with code
 * 200; any other answer or failure shows its message (or 'system error'). The vote is the page's
 * content state (core/domain/content): the feed's card, a post's vote and the vote page show the same.
 */
export function useVote(initial: Vote): { vote: Vote; busy: boolean; cast: (itemId: string) => Promise<void> } {
  const { services, t } = useEngine();
  const state = useContentState();
  const vote = useSharedVote(initial);
  const [busy, setBusy] = useState(false);
  // A ref, not the state: a second tap before the first answer must not send a second call.
  const inFlight = useRef(false);
  const cast = useCallback(
    async (itemId: string) => {
      if (inFlight.current || !canVote(vote)) return;
      inFlight.current = true;
      setBusy(true);
      try {
        if (!(await services.session.requireLogin(t))) return;
        const answer = await services.request(VOTE_ADD_PATH, {
          method: 'POST',
          loading: true,
          params: { activityId: vote.activityId, itemId, multiVoting: MULTI_VOTING },
        });
        if (isSuccessCode(codeOf(answer))) readerVoted(state, vote, itemId);
        else services.notices.show(answerNotice(answer));
      } catch (error) {
        services.notices.show(exceptionNotice(error));
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [services, t, vote, state],
  );
  return { vote, busy, cast };
}
