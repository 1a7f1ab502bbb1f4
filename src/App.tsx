import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import type { EngineEvents } from '../core/engine/events.ts';
import { useEngine } from '../core/engine/render/engine.tsx';
import { afterLoadAndIdle } from '../core/engine/env/page-idle.ts';
import { PageBoundary } from '../core/engine/render/PageBoundary.tsx';
import { PageFailure } from '../ui/placeholders/PageFailure.tsx';
import { ROUTES } from './routes/route-table.tsx';
import { NotFoundPage } from './routes/lazy-page.tsx';

const PageChrome = lazy(() => import('../ui/notices/PageChrome.tsx'));
// Editors' banner (preview=1): its chunk never loads for readers.
const PreviewBanner = lazy(() => import('./preview/PreviewChrome.tsx'));
const OpenAppOffer = lazy(() => import('../ui/share/OpenAppOffer.tsx').then((m) => ({ default: m.OpenAppOffer })));

/** After the page loaded: tracking and analytics (src/services). */
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
    const cancelStart = afterLoadAndIdle(startServices);
    // A page that may report at any moment (a detail page's reading report) does not wait for idle.
    bus.on('tracking:needed', startServices);
    return () => {
      cancelStart();
      bus.off('tracking:event', keep);
      bus.off('tracking:needed', startServices);
    };
  }, [bus]);
}


/** The page: its route (src/routes/route-table.tsx), the notices and loading indicator, the page services. */
export function App() {
  usePageServices();
  const { preview, bus } = useEngine();
  const [location] = useLocation();
  return (
    <>
      {preview ? (
        <Suspense fallback={null}>
          <PreviewBanner />
        </Suspense>
      ) : null}
      {/* A page that throws shows the failure state with a retry, never a blank root; the next address clears it. */}
      <PageBoundary where={location} bus={bus} resetKey={location} fallback={(retry) => <PageFailure retry={retry} />}>
        <Switch>
          {ROUTES.map(({ path, page }) => (
            <Route key={path} path={path} component={page} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </PageBoundary>
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
