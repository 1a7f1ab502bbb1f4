import { createEngineBus } from '../core/engine/events.ts';
import type { EarlierEvent } from '../core/engine/reports/render-reports.ts';
import { afterPageReadyAndIdle } from './routes/after-page-ready.ts';
import type { EngineBus } from '../core/engine/events.ts';
import { createFailureHandler, reloadAtOwnPath } from '../core/engine/http/failure-handler.ts';
import { configureRequests } from '../core/engine/http/request-setup.ts';
import { requestSessionValues } from '../core/platform/session/request-session.ts';
import { browserSessionStore } from '../core/platform/session/store.ts';
import { pickLanguage, translatorFor } from '../core/engine/i18n/i18n.ts';
import { createEngine, type Engine } from '../core/engine/render/engine.tsx';
import { createRegistry } from '../core/engine/registry/registry.ts';
import { loadCatalogue } from './i18n/load-catalogue.ts';
import { loadVerboseValidators } from '../core/engine/schema/verbose.ts';

/**
 * The page's engine: registry, bus, language and the editors' preview flag, all read once at start.
 * Only the language shown is downloaded. The rendering plugins (plugins/registries.ts) are a chunk of
 * their own that joins the registry before the first render (`renderPluginsAtStart`: a page whose
 * first screen shows them), or when something first renders one (core/engine/render/use-registry.ts):
 * the home's feed, after the page is ready.
 */
export async function createPageEngine(location: Location, languages: readonly string[], { renderPluginsAtStart }: { renderPluginsAtStart: boolean }): Promise<Engine> {
  const query = new URLSearchParams(location.search);
  const bus = createEngineBus();
  if (import.meta.env.DEV) {
    bus.on('*', (type, event) => console.info(`[engine] ${String(type)}`, event));
  }
  const language = pickLanguage(query.get('lang'), languages);
  const preview = query.get('preview') === '1';
  // An editor's preview checks with ajv's own messages (a chunk a reader never loads).
  const registry = createRegistry(() => import('../plugins/registries.ts').then(({ RENDER_PLUGINS }) => RENDER_PLUGINS));
  const [catalogue] = await Promise.all([loadCatalogue(language), preview ? loadVerboseValidators() : null, renderPluginsAtStart ? registry.complete() : null]);
  const engine = createEngine({
    registry,
    bus,
    preview,
    language,
    t: translatorFor(catalogue),
  });
  wireRequests(engine);
  startReportsWhenIdle(bus, engine.preview);
  // Else they come once the page is ready and idle: a list shown later (a search submitted, a signed-in
  // reader's favourites) seldom waits for them. A failure waits for what asks next (its own retry).
  if (!renderPluginsAtStart) afterPageReadyAndIdle(() => void registry.complete().catch(() => undefined));
  return engine;
}

/** Events the page announces before the reports' code comes, at most (a feed drops a few, not hundreds). */
const EARLIER_EVENTS_KEPT = 500;

/**
 * Render reports and field data (core/engine/reports) start once the page is ready, has loaded and is idle: their code stays out of the
 * first screen's scripts. What the page announced meanwhile is kept and read first.
 */
function startReportsWhenIdle(bus: EngineBus, preview: boolean): void {
  const earlier: EarlierEvent[] = [];
  const keep = (type: EarlierEvent[0], event: unknown) => void (earlier.length < EARLIER_EVENTS_KEPT && earlier.push([type, event] as EarlierEvent));
  bus.on('*', keep);
  afterPageReadyAndIdle(
    () =>
      void import('../core/engine/reports/page-reports.ts')
        .then(({ startRenderReports, browserRenderReportPorts, startFieldVitals }) => {
          bus.off('*', keep);
          startRenderReports(bus, browserRenderReportPorts(preview), earlier.splice(0));
          // Field data (web-vitals): sampled page views, and every preview.
          startFieldVitals(preview);
        })
        .catch((error: unknown) => bus.emit('page:error', { where: 'render-reports', error })),
  );
}

/**
 * The request wrapper, called from module code too (app start, login), reports to this page's
 * services from the first request on: the loading indicator, and the error catalogue's effects (a
 * toast or alert, clearing an expired login, a reload on 4001). Before, the effects waited for the
 * page services (after load and an idle moment), and an early failure showed nothing.
 */
export function wireRequests(engine: Engine): void {
  configureRequests({
    loading: engine.services.loading,
    onFailure: createFailureHandler({
      session: requestSessionValues(browserSessionStore()),
      notices: engine.services.notices,
      reload: () => reloadAtOwnPath(),
    }),
  });
}
