import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { EngineBus } from '../../../core/events.ts';
import { useEngine } from '../../../core/render/engine.tsx';
import { CardServicesContext, type CardServices } from '../../../plugins/shared/card-services.ts';
import { ActionBar } from '../details/ActionBar.tsx';
import { fetchDetail, type DetailOutcome } from '../details/detail-api.ts';
import { DetailServicesContext, pageDetailServices, type DetailServices } from '../details/detail-services.ts';
import { configureComments } from '../comments/comment-modal.ts';
import { CommentModalHost } from '../comments/CommentModalHost.tsx';
import { MoreVotes } from './MoreVotes.tsx';
import { isVoteRefusal, VOTE_PAGE_VIEW_EVENT, voteOf } from './vote-page-rules.ts';
import { VoteBlock } from './VoteBlock.tsx';
import '../../ui/chrome.css';
import '../details/detail.css';
import './votes.css';

type PageState = { status: 'loading' } | DetailOutcome;

function TitleBar() {
  const { t } = useEngine();
  const [, navigate] = useLocation();
  const back = () => (window.history.length > 1 ? window.history.back() : navigate('/', { replace: true }));
  return (
    <header className="title-bar">
      <button type="button" className="title-bar__back" aria-label={t('comments.back')} onClick={back}>
        ‹
      </button>
      <p className="title-bar__title">{t('votes.title')}</p>
    </header>
  );
}

type Track = (name: string, params: Record<string, string>) => void;

function VoteDetails({ newsId, services, track }: { newsId: string; services: DetailServices; track: Track }) {
  const { t } = useEngine();
  const [attempt, setAttempt] = useState(0);
  // `round`: the attempt an answer belongs to. A refusal (already voted, ended) asks the CMS again, and
  // the vote block starts afresh from the new answer.
  const [loaded, setLoaded] = useState<{ state: PageState; round: number }>({ state: { status: 'loading' }, round: 0 });
  const tracked = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    void fetchDetail(services.request, newsId, false, false, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      if (outcome.status === 'failed') services.notify(outcome.notice);
      setLoaded((previous) => ({
        state: outcome.status === 'failed' && previous.state.status === 'ready' ? previous.state : outcome,
        round: attempt,
      }));
    });
    return () => controller.abort();
  }, [services, newsId, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    // Spec 2 §7: vote_page_view, once per page open.
    if (tracked.current) return;
    tracked.current = true;
    track(VOTE_PAGE_VIEW_EVENT, { newsId });
  }, [track, newsId]);

  const cardServices = useMemo<CardServices>(
    () => ({
      request: async (path, options) => {
        const answer = await services.request(path, options);
        if (isVoteRefusal(answer)) reload();
        return answer;
      },
      notify: (notice) => services.notify(notice),
    }),
    [services, reload],
  );
  const requireLogin = useCallback(() => services.requireLogin(t), [services, t]);

  const { state, round } = loaded;
  const item = state.status === 'ready' ? state.item : null;
  useEffect(() => {
    if (item) configureComments(item.id, { api: 'content', forbidden: item.disableComment === true });
    if (item?.title) document.title = item.title;
  }, [item]);

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
          <button type="button" className="button" onClick={reload}>
            {t('common.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  const vote = voteOf(state.item);
  return (
    <>
      {vote ? (
        <CardServicesContext.Provider value={cardServices}>
          <VoteBlock key={round} item={state.item} initial={vote} requireLogin={requireLogin} />
        </CardServicesContext.Provider>
      ) : (
        <p className="vote-page__state" role="alert">
          {t('votes.notFound')}
        </p>
      )}
      {vote ? <MoreVotes activityId={vote.activityId} services={services} /> : null}
      {/* Spec 2 §2: the comment bar appears once a title is loaded. */}
      {state.item.title ? <ActionBar item={state.item} /> : null}
      <CommentModalHost />
    </>
  );
}

export interface VoteDetailsScreenProps {
  newsId: string;
  services: DetailServices;
  track: Track;
}

/** Spec 2 §2: the vote, 'more votes', and the comment / like / favourite / share bar. */
export function VoteDetailsScreen({ newsId, services, track }: VoteDetailsScreenProps) {
  const { t } = useEngine();
  useEffect(() => {
    document.title = t('votes.title');
  }, [t]);
  return (
    <DetailServicesContext.Provider value={services}>
      <div className="page vote-page">
        <TitleBar />
        <main className="vote-page__main">
          {newsId ? (
            <VoteDetails key={newsId} newsId={newsId} services={services} track={track} />
          ) : (
            <p className="vote-page__state" role="alert">
              {t('detail.noNewsId')}
            </p>
          )}
        </main>
      </div>
    </DetailServicesContext.Provider>
  );
}

/**
 * The page's tracking (core/tracking's uploader listens on the engine bus). The page services start
 * at idle; they are started here first (once per bus), so the event is not sent before anybody listens.
 */
function pageTrack(bus: EngineBus, services: DetailServices): Track {
  return (name, params) =>
    void import('../../services/page-services.ts').then(({ startPageServices }) => {
      startPageServices(bus);
      services.track(name, params);
    });
}

/** Route /voteDetails?newsId= with the page's real services. */
export default function VoteDetailsPage() {
  const { bus } = useEngine();
  const newsId = new URLSearchParams(useSearch()).get('newsId')?.trim() ?? '';
  const services = useMemo(() => pageDetailServices(bus), [bus]);
  const track = useMemo(() => pageTrack(bus, services), [bus, services]);
  return <VoteDetailsScreen newsId={newsId} services={services} track={track} />;
}
