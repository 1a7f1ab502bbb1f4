import { createEngineBus } from '../core/events.ts';
import { pickLanguage, translatorFor } from '../core/i18n/i18n.ts';
import { createEngine, type Engine } from '../core/render/engine.tsx';
import { createRenderRegistry } from '../plugins/registries.ts';
import { loadCatalogue } from './i18n/load-catalogue.ts';

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
  return createEngine({
    registry: createRenderRegistry(),
    bus,
    preview: query.get('preview') === '1',
    language,
    t: translatorFor(await loadCatalogue(language)),
  });
}
