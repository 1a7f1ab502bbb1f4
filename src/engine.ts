import { createEngineBus } from '../core/events.ts';
import { currentEnvironment } from '../core/env/environment.ts';
import { browserRenderReportPorts, startRenderReports } from '../core/reports/render-reports.ts';
import { createFailureHandler, reloadAtOwnPath } from '../core/http/failure-handler.ts';
import { configureRequests } from '../core/http/request-setup.ts';
import { requestSessionValues } from '../core/session/request-session.ts';
import { browserSessionStore } from '../core/session/store.ts';
import { pickLanguage, translatorFor } from '../core/i18n/i18n.ts';
import { createEngine, type Engine } from '../core/render/engine.tsx';
import { createRenderRegistry } from '../plugins/registries.ts';
import { loadCatalogue } from './i18n/load-catalogue.ts';
import { loadVerboseValidators } from '../core/schema/verbose.ts';

/**
 * The page's engine: registry, bus, language and the editors' preview flag, all read once at start.
 * Only the language shown is downloaded.
 */
export async function createPageEngine(location: Location, languages: readonly string[]): Promise<Engine> {
  const query = new URLSearchParams(location.search);
  const bus = createEngineBus();
  if (import.meta.env.DEV) {
    bus.on('*', (type, event) => console.info(`[engine] ${String(type)}`, event));
  }
  const language = pickLanguage(query.get('lang'), languages);
  const preview = query.get('preview') === '1';
  // An editor's preview checks with ajv's own messages (a chunk a reader never loads).
  const [catalogue] = await Promise.all([loadCatalogue(language), preview ? loadVerboseValidators() : null]);
  const engine = createEngine({
    registry: createRenderRegistry(),
    bus,
    preview,
    language,
    t: translatorFor(catalogue),
  });
  wireRequests(engine);
  startRenderReports(bus, browserRenderReportPorts(engine.preview, currentEnvironment().apiBaseUrl));
  return engine;
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
