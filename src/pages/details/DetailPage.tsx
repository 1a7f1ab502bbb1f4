import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { LazyContentMissing } from './lazy-content-missing.ts';
import { useLocation, useSearch } from 'wouter';
import { tellNotOpened, useEngine } from '../../../core/engine/render/engine.tsx';
import { CLICK_DETAIL_EVENT, clickDetailParams } from '../../../core/domain/reading/detail-events.ts';
import type { AdvertRef, ContentItem } from '../../../schemas/generated/types.ts';
import { DetailArticle } from './DetailArticle.tsx';
import { detailCall } from '../../../core/domain/detail/detail-api.ts';
import { useCallCache } from '../../../core/engine/render/use-call.ts';
import { isServerPath } from '../../../core/domain/detail/server-path.ts';
import { categoryFor, parseDetailQuery, rememberCategory } from '../../../core/domain/detail/detail-query.ts';
import { CONTENT_MISSING_ROUTE, detailFeatures, type DetailVariant } from '../../../core/domain/detail/detail-variants.ts';
import { StateMessage } from '../../../ui/placeholders/StateMessage.tsx';
import { TitleBar } from '../../../ui/title-bar/TitleBar.tsx';
import { DetailSkeleton } from './DetailSkeleton.tsx';
import { DetailGlimpse } from './DetailGlimpse.tsx';
import { useHandedCard } from '../../open/useHandedCard.ts';
import { thumbnails } from '../../../ui/thumb/thumbnails.ts';
import { GallerySlot, type GalleryProps } from './lazy-neighbours.tsx';
import { useDetail } from './useDetail.ts';
import { useBrowseReward, useReadingReport } from './useReading.ts';
import './detail.css';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { contentMessages } from './content.messages.ts';
import { contentPageTitle } from './content-page-title.ts';
import { detailPageMessages } from './detail.messages.ts';

const DetailDraftMark = lazy(() => import('./DetailDraftMark.tsx'));

export interface DetailPageProps {
  variant: DetailVariant;
  /** The full-screen gallery (src/ui/gallery, lazily; it saves images itself); tests may watch the opening through their own. */
  gallery?: ComponentType<GalleryProps>;
}

type GalleryState = { images: string[]; index: number } | null;

/** Spec 2 §2: the news detail pages (/details, /zhcs-details, /primitiveDetails). */
export default function DetailPage({ variant, gallery: Gallery = GallerySlot }: DetailPageProps) {
  const engine = useEngine();
  const { services } = engine;
  const calls = useCallCache();
  const t = useTexts(detailPageMessages, contentMessages);
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => parseDetailQuery(search), [search]);
  const features = useMemo(() => detailFeatures(variant, query), [variant, query]);
  // Preview stays on for the page's whole visit: a draft opened from an editor's list loads as a draft.
  const preview = query.preview || engine.preview;
  const { state, retry } = useDetail(services, query.newsId, preview, features.hasAdvert);
  // A draft answers 'does not exist' to anyone but an editor: an anonymous preview asks to sign in instead.
  const askSignIn = state.status === 'missing' && preview && !services.session.loggedIn();
  const [gallery, setGallery] = useState<GalleryState>(null);
  const item = state.status === 'ready' ? state.item : null;
  // Instant open (issue 28 item 6): the tapped card shows while the answer arrives; the answer's values win.
  const card = useHandedCard(query.newsId, item !== null);
  const leadPicture = card ? (thumbnails(item?.thumbnailUrl)[0] ?? thumbnails(card.thumbnailUrl)[0] ?? null) : null;
  const categoryName = categoryFor(services.session.storage, query);
  const clicked = useRef<string | null>(null);

  useEffect(() => {
    rememberCategory(services.session.storage, query);
  }, [services, query]);
  useEffect(() => {
    if (state.status === 'missing' && !askSignIn) navigate(CONTENT_MISSING_ROUTE, { replace: true });
  }, [state.status, askSignIn, navigate]);
  useEffect(() => {
    // Spec 2 §2: in chat-app browsers the page title is the app's name (their title bar shows it).
    if (services.session.chatApp || !item) document.title = t('detail.appName');
    else document.title = contentPageTitle(t, item.title);
  }, [services, item, t]);
  useEffect(() => {
    if (!item || clicked.current === item.id) return;
    clicked.current = item.id;
    services.tracking.track(CLICK_DETAIL_EVENT, clickDetailParams({ contentId: item.id, title: item.title, categoryName, columnId: query.columnId, source: query.source }));
  }, [services, item, categoryName, query.columnId, query.source]);

  const stay = useMemo(() => (item ? { contentId: item.id, contentType: item.type ?? '', categoryName } : null), [item, categoryName]);
  useReadingReport(services, engine.bus, stay, query.source, features.readingReport);
  useBrowseReward(services, item?.id ?? null);

  const leave = useCallback((href: string) => services.leave(href), [services]);
  const route = useCallback((path: string) => (isServerPath(path) ? leave(path) : navigate(path)), [leave, navigate]);
  // The address guard loads at the first tap on an address, not with the article.
  const follow = useCallback(
    (address: string) =>
      void import('../../../core/domain/detail/detail-navigation.ts').then(
        ({ followAddress }) => {
          if (!followAddress(address, window.location.href, route, leave)) console.warn('[detail] address refused', address);
        },
        (error: unknown) => tellNotOpened(engine, address, error),
      ),
    [engine, leave, route],
  );
  // The open rules load on the first tap (src/open/page-open.ts), not with the article.
  const openItem = useCallback(
    (opened: ContentItem) =>
      void import('../../open/page-open.ts').then(
        ({ openFromPage }) => openFromPage(engine, opened, null, route),
        (error: unknown) => tellNotOpened(engine, opened.id, error),
      ),
    [engine, route],
  );
  const openAdvert = useCallback(
    async (advert: AdvertRef) => {
      // The advert list names the advert only: its detail says where it leads.
      await calls.once(detailCall, { id: advert.id, preview: false, hasAdvert: false }).then(openItem, (error: unknown) => console.warn('[detail] advert not opened', advert.id, error));
    },
    [calls, openItem],
  );
  // Stable, as every handler the article gets: its blocks skip re-rendering when the page re-renders.
  const onOpenAdvert = useCallback((advert: AdvertRef) => void openAdvert(advert), [openAdvert]);
  const openGallery = useCallback((images: string[], index: number) => setGallery({ images, index }), []);

  return (
    <div className={`page page--detail page--detail-${variant}`}>
      {/* The same bar as the vote, comment and video pages; the article's own title stays its heading. */}
      <TitleBar title={t('detail.appName')} heading={false} documentTitle={false} />
      <main className="detail" aria-busy={state.status === 'loading'}>
        {state.status === 'no-id' ? (
          <Suspense fallback={null}>
            <LazyContentMissing text={t(query.newsIdMalformed ? 'detail.contentMissing' : 'detail.noNewsId')} />
          </Suspense>
        ) : null}
        {state.status === 'loading' && card ? <DetailGlimpse card={card} leadPicture={leadPicture} withFollow={features.extras} /> : null}
        {(state.status === 'loading' && !card) || (state.status === 'missing' && !askSignIn) ? <DetailSkeleton /> : null}
        {askSignIn ? (
          <StateMessage
            kind="sign-in"
            role="alert"
            testId="preview-sign-in"
            text={t('detail.previewSignIn')}
            actions={[{ label: t('session.goToLogin'), onClick: () => void services.session.requireLogin(t) }]}
          />
        ) : null}
        {item?.draft && preview ? (
          <Suspense fallback={null}>
            <DetailDraftMark contentId={item.id} title={item.title} />
          </Suspense>
        ) : null}
        {state.status === 'failed' ? <StateMessage kind="failure" role="alert" text={t('detail.loadFailed')} actions={[{ label: t('common.retry'), onClick: retry }]} /> : null}
        {item ? (
          <DetailArticle
            key={item.id}
            item={item}
            features={features}
            onGallery={openGallery}
            onAddress={follow}
            onOpenItem={openItem}
            onOpenAdvert={onOpenAdvert}
            leadPicture={leadPicture}
          />
        ) : null}
      </main>
      {gallery ? (
        <Gallery
          images={gallery.images}
          index={gallery.index}
          onClose={() => setGallery(null)}
        />
      ) : null}
    </div>
  );
}
