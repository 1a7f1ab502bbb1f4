import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import type { EngineEvents } from '../core/events.ts';
import { useEngine } from '../core/render/engine.tsx';
import { ROUTES } from './routes/route-table.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';

const PageChrome = lazy(() => import('../ui/notices/PageChrome.tsx'));
// Editors' banner (preview=1): its chunk never loads for readers.
const PreviewBanner = lazy(() => import('../ui/preview/PreviewBanner.tsx'));
const OpenAppOffer = lazy(() => import('../ui/share/OpenAppOffer.tsx').then((m) => ({ default: m.OpenAppOffer })));

/** Page services wait for the page to have loaded and the main thread to be idle (at most this long). */
const SERVICES_IDLE_TIMEOUT_MS = 3000;

/** After the page loaded: tracking and analytics (src/services). */
function usePageServices(): void {
  const { bus } = useEngine();
  useEffect(() => {
    // Events of the first moments are kept and handed over when the services start.
    const early: EngineEvents['tracking:event'][] = [];
    const keep = (event: EngineEvents['tracking:event']) => void early.push(event);
    bus.on('tracking:event', keep);
    let idle = 0;
    const startServices = () =>
      void import('./services/page-services.ts').then((m) => {
        bus.off('tracking:event', keep);
        m.startPageServices(bus, early.splice(0)); // once per bus, whoever asks first
      });
    const start = () => {
      idle = requestIdleCallback(startServices, { timeout: SERVICES_IDLE_TIMEOUT_MS });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    // A page that may report at any moment (a detail page's reading report) does not wait for idle.
    bus.on('tracking:needed', startServices);
    return () => {
      window.removeEventListener('load', start);
      cancelIdleCallback(idle);
      bus.off('tracking:event', keep);
      bus.off('tracking:needed', startServices);
    };
  }, [bus]);
}


/** The page: its route (src/routes/route-table.tsx), the notices and loading indicator, the page services. */
export function App() {
  usePageServices();
  const { preview } = useEngine();
  return (
    <>
      {preview ? (
        <Suspense fallback={null}>
          <PreviewBanner />
        </Suspense>
      ) : null}
      <Switch>
        {ROUTES.map(({ path, page }) => (
          <Route key={path} path={path} component={page} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
      <Suspense fallback={null}>
        <PageChrome />
        <OpenAppOffer />
      </Suspense>
    </>
  );
}
