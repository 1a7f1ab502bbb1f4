import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useSearch } from 'wouter';
import { isAtLeastVersion, VIDEO_PUBLISH_MIN_VERSION } from '../../../core/domain/rules/version.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { documentTitleAttribute } from '../../../core/engine/render/document-title.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { usePageWindow } from '../../../core/engine/render/server-context.ts';
import { ROUTE } from '../../../core/engine/routes/routes.ts';
import { createSessionStore } from '../../../core/platform/session/store.ts';
import { APP_DOWNLOAD_PAGE } from '../../../core/platform/share/app-wake.ts';
import { ListPlaceholder } from '../../../ui/placeholders/ListPlaceholder.tsx';
import { ShareHintOverlay } from '../../../ui/share/ShareHintOverlay.tsx';
import { useListPage } from '../../lists/list-page.ts';
import { NextPageLink } from '../../lists/NextPageLink.tsx';
import { afterPageLive, afterPageReadyAndIdle } from '../../routes/after-page-ready.ts';
import { shortVideoMessages } from './short-video.messages.ts';
import { ShortVideoSlide } from './ShortVideoSlide.tsx';
import { useShortVideoFeed } from './useShortVideoFeed.ts';
import './short-video.css';

/*
 * What only answers the reader comes once the page is live (issue 31: not among the scripts before
 * ready): the comment modals' host (a comment opened meanwhile waits in its store), the 'open the
 * app' button; the end's alert (asked for once the page is live and idle, so that it is not a round trip
 * late at the end). None is in the server's HTML: they show in the browser.
 */
const CommentModalHost = lazy(afterPageLive(() => import('../comments/CommentModalHost.tsx').then((m) => ({ default: m.CommentModalHost }))));
const OpenAppButton = lazy(afterPageLive(() => import('../../../ui/share/OpenAppButton.tsx').then((m) => ({ default: m.OpenAppButton }))));
let confirmDialogLoad: Promise<{ default: typeof import('../../../ui/notices/ConfirmDialog.tsx').ConfirmDialog }> | null = null;
/** One load for the early ask and the render; a failed one is forgotten, so the alert's render tries again. */
const loadConfirmDialog = () =>
  (confirmDialogLoad ??= import('../../../ui/notices/ConfirmDialog.tsx').then(
    (m) => ({ default: m.ConfirmDialog }),
    (cause: unknown) => {
      confirmDialogLoad = null;
      throw cause;
    },
  ));
const ConfirmDialog = lazy(loadConfirmDialog);

/** Whether this is the browser never changes. */
const neverChanges = () => () => {};

/**
 * Spec 2 §2 short-video feed (query id, optional panelId; our route /shortVideo): one video a screen,
 * swiped vertically (the browser's own scroll snapping, so the swipe runs on the compositor); the
 * current video plays, its neighbours wait; at the end an alert offers the app's download page.
 */
export default function ShortVideoPage() {
  const { services, bus } = useEngine();
  const t = useTexts(shortVideoMessages);
  const query = ROUTE.shortVideo.parse(useSearch());
  const id = query.get('id')?.trim() || null;
  const panelId = query.get('panelId')?.trim() || null;
  const { page, addressOf } = useListPage();
  const { state, views, arrived, retry, nextPage } = useShortVideoFeed(services, bus, id, panelId, page);
  const pageWindow = usePageWindow();
  // Only the browser knows whether it is the app: the button comes after the server's render (and hydration).
  const inBrowser = useSyncExternalStore(neverChanges, () => true, () => false);
  const [current, setCurrent] = useState(0);
  const [endAlert, setEndAlert] = useState(false);
  const alertedAt = useRef<number | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const frame = useRef(0);
  const items = state.status === 'ready' ? state.items : [];
  const exhausted = state.status === 'ready' && state.exhausted;

  useEffect(() => {
    document.title = t('shortVideo.title');
  }, [t]);
  useEffect(() => afterPageReadyAndIdle(() => void loadConfirmDialog().catch(() => undefined)), []);

  const onScroll = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const element = scroller.current;
      if (!element || element.clientHeight === 0) return;
      setCurrent(Math.round(element.scrollTop / element.clientHeight));
    });
  }, []);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // Arriving at a video counts its view and, at the last one shown, asks for the next five.
  useEffect(() => {
    if (items.length > 0) arrived(current);
    // Once per arrival (and once the first page is there), not on every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, items.length > 0]);

  // Spec 2 §2: at the end of the feed, the alert (once per arrival at the last video).
  useEffect(() => {
    const atEnd = exhausted && items.length > 0 && current >= items.length - 1;
    if (atEnd && alertedAt.current !== current) {
      alertedAt.current = current;
      setEndAlert(true);
    }
    if (!atEnd) alertedAt.current = null;
  }, [exhausted, items.length, current]);

  const step = (by: number) => {
    const element = scroller.current;
    if (!element) return;
    const next = Math.min(items.length - 1, Math.max(0, current + by));
    if (by > 0 && current >= items.length - 1 && exhausted) setEndAlert(true);
    element.scrollTo({ top: next * element.clientHeight, behavior: 'smooth' });
  };
  const onKey = (event: KeyboardEvent) => {
    const by = event.key === 'ArrowDown' || event.key === 'PageDown' ? 1 : event.key === 'ArrowUp' || event.key === 'PageUp' ? -1 : 0;
    if (!by) return;
    event.preventDefault();
    step(by);
  };

  const version = services.session.insideApp ? createSessionStore(services.session.storage).appVersion()?.versionName : null;
  const onPublish = isAtLeastVersion(version, VIDEO_PUBLISH_MIN_VERSION) ? () => void services.bridge.editVideoDraft({}) : null;
  const shown = items[current];

  return (
    <div className="page page--short-video" {...documentTitleAttribute(t('shortVideo.title'))}>
      <h1 className="visually-hidden">{t('shortVideo.title')}</h1>
      <p className="short-logo" aria-hidden="true">
        {t('shortVideo.logo')}
      </p>
      {state.status === 'ready' && items.length > 0 ? (
        <div ref={scroller} className="short-feed" onScroll={onScroll} onKeyDown={onKey} tabIndex={0} aria-label={t('shortVideo.title')} data-testid="short-feed">
          {items.map((item, index) => (
            <ShortVideoSlide key={item.id} item={item} index={index} current={current} panelId={panelId} views={views[item.id]} onPublish={onPublish} />
          ))}
          {/* Issue 32: the next five for a page without scripts (the live app loads them in place). */}
          {nextPage ? <NextPageLink href={addressOf(nextPage)} className="short-more" /> : null}
        </div>
      ) : (
        <div className="short-feed short-feed--placeholder">
          {state.status === 'ready' || !id ? (
            <p className="feed-state">{t('shortVideo.empty')}</p>
          ) : (
            <ListPlaceholder status={state.status} reload={retry} failedText={t('shortVideo.loadFailed')} />
          )}
        </div>
      )}
      {inBrowser ? (
        <Suspense fallback={null}>
          <CommentModalHost />
        </Suspense>
      ) : null}
      {shown && inBrowser ? (
        <Suspense fallback={null}>
          <OpenAppButton
            className="short-open-app"
            downloadUrl={APP_DOWNLOAD_PAGE}
            content={{ contentUrl: pageWindow.location.href, name: shown.title, shareDesc: shown.brief ?? shown.title, imageUrl: shown.thumbnailUrl ?? '', shareUrl: pageWindow.location.href }}
          />
        </Suspense>
      ) : null}
      {endAlert ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('shortVideo.atBottomTitle')}
            message={t('shortVideo.atBottom')}
            cancelLabel={t('shortVideo.cancel')}
            confirmLabel={t('shortVideo.download')}
            onCancel={() => setEndAlert(false)}
            onConfirm={() => {
              setEndAlert(false);
              services.leave(APP_DOWNLOAD_PAGE);
            }}
          />
        </Suspense>
      ) : null}
      <ShareHintOverlay />
    </div>
  );
}
