import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import type { EngineEvents } from '../core/events.ts';
import { useEngine } from '../core/render/engine.tsx';
import { afterLoadAndIdle } from '../core/env/page-idle.ts';
import { ROUTES } from './routes/route-table.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';

const PageChrome = lazy(() => import('../ui/notices/PageChrome.tsx'));
// Editors' banner (preview=1): its chunk never loads for readers.
const PreviewBanner = lazy(() => import('../ui/preview/PreviewBanner.tsx'));
const OpenAppOffer = lazy(() => import('../ui/share/OpenAppOffer.tsx').then((m) => ({ default: m.OpenAppOffer })));

/** After the page loaded: tracking and analytics (src/services). */
function usePageServices(): void {
  const { bus } = useEngine();
  useEffect(() => {
    // Events of the first moments are kept and handed over when the services start.
    const early: EngineEvents['tracking:event'][] = [];
    const keep = (event: EngineEvents['tracking:event']) => void early.push(event);
    bus.on('tracking:event', keep);
    const startServices = () =>
      void import('./services/page-services.ts').then((m) => {
        bus.off('tracking:event', keep);
        m.startPageServices(bus, early.splice(0)); // once per bus, whoever asks first
      });
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
