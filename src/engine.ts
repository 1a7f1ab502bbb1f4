import { createEngineBus } from '../core/events.ts';
import { pickLanguage, translator } from '../core/i18n/i18n.ts';
import type { Engine } from '../core/render/engine.tsx';
import { createAppRegistry } from '../plugins/index.ts';

/** The page's engine: registry, bus, language and the editors' preview flag, all read once at start. */
export function createPageEngine(location: Location, languages: readonly string[]): Engine {
  const query = new URLSearchParams(location.search);
  const bus = createEngineBus();
  if (import.meta.env.DEV) {
    bus.on('*', (type, event) => console.info(`[engine] ${String(type)}`, event));
  }
  const language = pickLanguage(query.get('lang'), languages);
  return {
    registry: createAppRegistry(),
    bus,
    preview: query.get('preview') === '1',
    language,
    t: translator(language),
  };
}
