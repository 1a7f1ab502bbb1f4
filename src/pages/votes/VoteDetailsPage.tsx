import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { recordState } from '../../../core/domain/detail/detail-api.ts';
import { voteDetailCall, type VoteRecord } from '../../../core/domain/votes/vote-calls.ts';
import type { CallState } from '../../../core/engine/http/call-cache.ts';
import { useCall, useCallCache } from '../../../core/engine/render/use-call.ts';
import { useEngine, WithServices } from '../../../core/engine/render/engine.tsx';
import type { Services } from '../../../core/engine/services/services.ts';
import { isVoteRefusal, VOTE_PAGE_VIEW_EVENT } from '../../../core/domain/votes/vote-page-rules.ts';
import { TitleBar } from '../../../ui/title-bar/TitleBar.tsx';
import { configureComments } from '../comments/comment-modal.ts';
import { CommentModalHost } from '../comments/CommentModalHost.tsx';
import { ActionBarSlot } from '../details/live-parts.tsx';
import { MoreVotes } from './MoreVotes.tsx';
import { VoteBlock } from './VoteBlock.tsx';
import '../details/detail.css';
import './votes.css';
import { readIdParam } from '../../../core/domain/rules/content-id.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { contentMessages } from '../details/content.messages.ts';
import { contentPageTitle } from '../details/content-page-title.ts';
import { votesPageMessages } from './votes.messages.ts';

/** Spec 2 §7: the vote page's detail call's parameters (no preview, no adverts). */
const voteDetailParams = (newsId: string) => ({ id: newsId, preview: false, hasAdvert: false });

/**
 * Counts the answers shown: the vote block starts afresh from each new one (a refusal asked the CMS
 * again, or a signed-in reader's own answer replaced the server's anonymous one).
 */
function useAnswerRound(call: CallState<VoteRecord>): number {
  const [round, setRound] = useState<{ shown: CallState<VoteRecord> | null; count: number }>({ shown: null, count: 0 });
  if (call.status !== 'ready' || round.shown === call) return round.count;
  // A new answer: counted during the render (React's way to derive state from what changed).
  const count = round.shown ? round.count + 1 : 0;
  setRound({ shown: call, count });
  return count;
}

function VoteDetails({ newsId }: { newsId: string }) {
  const { services, bus } = useEngine();
  const t = useTexts(contentMessages, votesPageMessages);
  const cache = useCallCache();
  const { state: call, retry } = useCall(voteDetailCall, voteDetailParams(newsId), { refreshSeeded: () => services.session.loggedIn() });
  const state = recordState(call);
  const round = useAnswerRound(call);
  const tracked = useRef(false);
  // A refusal (already voted, ended) asks the CMS again, the vote shown until its answer is ready.
  const reload = useCallback(() => void cache.load(voteDetailCall, voteDetailParams(newsId), { again: true, keepShown: true }), [cache, newsId]);

  useEffect(() => {
    const failure = recordState(call);
    if (failure.status === 'failed') services.notices.show(failure.notice);
    // Once per failed answer (the call's state object).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call]);

  useEffect(() => {
    // Spec 2 §7: vote_page_view, once per page open.
    if (tracked.current) return;
    tracked.current = true;
    services.tracking.track(VOTE_PAGE_VIEW_EVENT, { newsId });
  }, [services, newsId]);

  // A refusal (already voted, ended) means the CMS knows better: the page asks it again.
  const voteServices = useMemo<Partial<Services>>(
    () => ({
      request: async (path, options) => {
        const answer = await services.request(path, options);
        if (isVoteRefusal(answer)) reload();
        return answer;
      },
    }),
    [services, reload],
  );

  const item = state.status === 'ready' ? state.item.item : null;
  useEffect(() => {
    if (item) configureComments(bus, item.id, { api: 'content', forbidden: item.disableComment === true });
    if (item?.title) document.title = contentPageTitle(t, item.title);
  }, [bus, item, t]);

  if (state.status === 'loading') {
    return (
      <div className="vote-page__state" role="status">
        <span className="load-more__spinner" aria-hidden="true" />
        {t('common.loading')}
      </div>
    );
  }
  if (state.status !== 'ready') {
    return (
      <div className="vote-page__state" role="alert">
        <p>{state.status === 'missing' ? t('detail.contentMissing') : t('votes.loadFailed')}</p>
        {state.status === 'failed' ? (
          <button type="button" className="button" onClick={retry}>
            {t('common.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  const { item: content, vote } = state.item;
  return (
    <>
      {vote ? (
        <WithServices services={voteServices}>
          <VoteBlock key={round} item={content} initial={vote} />
        </WithServices>
      ) : (
        <p className="vote-page__state" role="alert">
          {t('votes.notFound')}
        </p>
      )}
      {vote ? <MoreVotes activityId={vote.activityId} /> : null}
      {/* Spec 2 §2: the comment bar appears once a title is loaded. */}
      {content.title ? <ActionBarSlot item={content} /> : null}
      <CommentModalHost />
    </>
  );
}

/** Spec 2 §2: /voteDetails?newsId=: the vote, 'more votes', and the comment / like / favourite / share bar. */
export default function VoteDetailsPage() {
  const t = useTexts(contentMessages, votesPageMessages);
  const newsId = readIdParam(new URLSearchParams(useSearch()).get('newsId'));
  useEffect(() => {
    document.title = t('votes.title');
  }, [t]);
  return (
    <div className="page vote-page">
      <TitleBar title={t('votes.title')} heading={false} documentTitle={false} />
      <main className="vote-page__main">
        {newsId.kind === 'ok' ? (
          <VoteDetails key={newsId.id} newsId={newsId.id} />
        ) : (
          <p className="vote-page__state" role="alert">
            {t(newsId.kind === 'missing' ? 'detail.noNewsId' : 'votes.notFound')}
          </p>
        )}
      </main>
    </div>
  );
}
