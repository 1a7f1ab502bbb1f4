import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import type { EngineEvents } from '../core/events.ts';
import { useEngine } from '../core/render/engine.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { FeedBenchRoute, PluginGalleryRoute } from './pages/plugin-gallery/dev-only-routes.tsx';
import { BridgeRoute, LoginRoute } from './pages/login/lazy-routes.tsx';
import { CONTENT_MISSING_ROUTE, ContentMissingRoute, DETAIL_ROUTES, DetailsRoute, PrimitiveDetailsRoute, ZhcsDetailsRoute } from './pages/details/routes.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { AllCommentsRoute, CommentDetailsRoute } from './pages/comments/routes.tsx';
import { VoteDetailsRoute } from './pages/votes/routes.tsx';

const OpenUrlPage = lazy(() => import('./pages/OpenUrlPage.tsx').then((m) => ({ default: m.OpenUrlPage })));
const PageChrome = lazy(() => import('../ui/notices/PageChrome.tsx'));

/** Page services wait for the page to have loaded and the main thread to be idle (at most this long). */
const SERVICES_IDLE_TIMEOUT_MS = 3000;

/** After the page loaded: the request failure effects, tracking and analytics (src/services). */
function usePageServices(): void {
  const { bus, services } = useEngine();
  useEffect(() => {
    // Events of the first moments are kept and handed over when the services start.
    const early: EngineEvents['tracking:event'][] = [];
    const keep = (event: EngineEvents['tracking:event']) => void early.push(event);
    bus.on('tracking:event', keep);
    let idle = 0;
    const start = () => {
      idle = requestIdleCallback(
        () =>
          void import('./services/page-services.ts').then((m) => {
            bus.off('tracking:event', keep);
            m.startPageServices(bus, services.notices, early.splice(0));
          }),
        { timeout: SERVICES_IDLE_TIMEOUT_MS },
      );
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancelIdleCallback(idle);
      bus.off('tracking:event', keep);
    };
  }, [bus, services]);
}

/** Set on <html> once the page has rendered or hydrated: from then on every tap is the app's. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** The route table (exact match, as the spec lists it). Pages not built yet fall to NotFound. */
export function App() {
  usePageServices();
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
  return (
    <>
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/openUrl/:address">
        <Suspense fallback={null}>
          <OpenUrlPage />
        </Suspense>
      </Route>
      <Route path="/bridge" component={BridgeRoute} />
      <Route path="/YZlogin" component={LoginRoute} />
      <Route path={DETAIL_ROUTES.details} component={DetailsRoute} />
      <Route path={DETAIL_ROUTES.zhcs} component={ZhcsDetailsRoute} />
      <Route path={DETAIL_ROUTES.primitive} component={PrimitiveDetailsRoute} />
      <Route path="/allComment" component={AllCommentsRoute} />
      <Route path="/commentDetails" component={CommentDetailsRoute} />
      <Route path="/voteDetails" component={VoteDetailsRoute} />
      {/* Spec 2 §8: where code 5101 leads ('content does not exist'). */}
      <Route path={CONTENT_MISSING_ROUTE} component={ContentMissingRoute} />
      {/* Developers' pages: in development, or with preview=1 in a production build. */}
      <Route path="/__gallery" component={PluginGalleryRoute} />
      <Route path="/__bench/feed" component={FeedBenchRoute} />
      <Route component={NotFoundPage} />
    </Switch>
    <Suspense fallback={null}>
      <PageChrome />
    </Suspense>
    </>
  );
}
