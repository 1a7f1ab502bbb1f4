import { Activity, lazy, memo, Suspense, useEffect } from 'react';
import { Route, Router, Switch, useLocation, useRouter } from 'wouter';
import type { EngineEvents } from '../core/engine/events.ts';
import { useEngine } from '../core/engine/render/engine.tsx';
import { afterPageLive, afterPageReadyAndIdle } from './routes/after-page-ready.ts';
import { PageBoundary } from '../core/engine/render/PageBoundary.tsx';
import { PageFailure } from '../ui/placeholders/PageFailure.tsx';
import { ROUTES } from './routes/route-table.tsx';
import { NotFoundPage } from './routes/lazy-page.tsx';
import { useKeptPages, type KeptPage } from './routes/kept-pages.ts';
import { PageReady } from './routes/page-ready.ts';
import { FEED_PART_ATTRIBUTE, FEED_READY_ATTRIBUTE, whenRootAttribute } from './ssr/ready-attributes.ts';

/**
 * The notices' hosts and the app offer come once the page is live (or could not start): not among
 * what the page loads before it is ready, where they landed or not as the machine's load decided. A
 * notice announced meanwhile waits in the notice centre, and a toast's time starts when it shows.
 */
const PageChrome = lazy(afterPageLive(() => import('../ui/notices/PageChrome.tsx')));
// Editors' banner (preview=1): its chunk never loads for readers.
const PreviewBanner = lazy(() => import('./preview/PreviewChrome.tsx'));
const OpenAppOffer = lazy(afterPageLive(() => import('../ui/share/OpenAppOffer.tsx').then((m) => ({ default: m.OpenAppOffer }))));

/** After the page is ready, loaded and idle: tracking and analytics (src/services); after ready and idle: the history keeper. */
function usePageServices(): void {
  const { bus } = useEngine();
  useEffect(() => {
    // Events of the first moments are kept and handed over when the services start.
    const early: EngineEvents['tracking:event'][] = [];
    const keep = (event: EngineEvents['tracking:event']) => void early.push(event);
    bus.on('tracking:event', keep);
    // Work the page can do without: a failure is reported and the reader keeps reading.
    const failed = (error: unknown) => bus.emit('page:error', { where: 'page-services', error });
    const startServices = () =>
      void import('./services/page-services.ts')
        .then((m) => {
          bus.off('tracking:event', keep);
          m.startPageServices(bus, early.splice(0)); // once per bus, whoever asks first
        })
        .catch(failed);
    const cancelStart = afterPageReadyAndIdle(startServices);
    // The history keeper (issue 28: back shows the page left, at its place) waits for the page to be
    // ready and idle, not for its pictures: a reader who opens an item before they have all loaded
    // (a slow connection) comes back to the place all the same.
    const cancelKeeper = afterPageReadyAndIdle(() => {
      // The keeper re-renders the page (its router's hooks): never while a server-rendered feed still
      // waits to hydrate (the home's), which React would then render afresh and lose a tap held for it.
      const feedAfterReady = ROUTES.find(({ path }) => path === window.location.pathname)?.feedAfterReady;
      // (A page of such a route without a feed, /video?id=, has no feed part to wait for.)
      const feedPending = feedAfterReady && document.querySelector(`[${FEED_PART_ATTRIBUTE}]`) !== null && !document.documentElement.hasAttribute(FEED_READY_ATTRIBUTE);
      void (feedPending ? whenRootAttribute(FEED_READY_ATTRIBUTE) : Promise.resolve())
        .then(() => import('./routes/history-keeper.ts'))
        .then((m) => m.keepHistory(), failed);
    }, { waitForLoad: false });
    // A page that may report at any moment (a detail page's reading report) does not wait for idle.
    bus.on('tracking:needed', startServices);
    return () => {
      cancelStart();
      cancelKeeper();
      bus.off('tracking:event', keep);
      bus.off('tracking:needed', startServices);
    };
  }, [bus]);
}


/** A history entry's page (src/routes/kept-pages.ts): its route, read through the entry's own router. */
const KeptRoute = memo(function KeptRoute({ page }: { page: KeptPage }) {
  // A router with its own hooks starts from the defaults: the server's address is handed on.
  const { ssrPath, ssrSearch } = useRouter();
  return (
    <Router hook={page.hook} searchHook={page.searchHook} ssrPath={ssrPath} ssrSearch={ssrSearch}>
      <RoutePage />
    </Router>
  );
});

function RoutePage() {
  const { bus } = useEngine();
  const [location] = useLocation();
  return (
    // A page that throws shows the failure state with a retry, never a blank root; the next address clears it.
    // Its failure marks the page ready: the page services and reports (which wait for ready) start and report it.
    <PageBoundary
      where={location}
      bus={bus}
      resetKey={location}
      fallback={(retry) => (
        <>
          <PageFailure retry={retry} />
          <PageReady />
        </>
      )}
    >
      <Switch>
        {ROUTES.map(({ path, page }) => (
          <Route key={path} path={path} component={page} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </PageBoundary>
  );
}

/** The page: its route (src/routes/route-table.tsx) with the last few entries' pages kept hidden, the notices and loading indicator, the page services. */
export function App() {
  usePageServices();
  const { preview, bus } = useEngine();
  const { pages, shown } = useKeptPages();
  return (
    <>
      {preview ? (
        <Suspense fallback={null}>
          <PreviewBanner />
        </Suspense>
      ) : null}
      {pages.map((page) => (
        <Activity key={page.key} mode={page === shown ? 'visible' : 'hidden'}>
          <KeptRoute page={page} />
        </Activity>
      ))}
      {/* The notices and the app offer: the page reads on without them if they fail. */}
      <PageBoundary where="page-chrome" bus={bus} fallback={() => null}>
        <Suspense fallback={null}>
          <PageChrome />
          <OpenAppOffer />
        </Suspense>
      </PageBoundary>
    </>
  );
}
