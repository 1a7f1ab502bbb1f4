import type { ReactNode } from 'react';
import { createEngineBus, type EngineBus } from '../../core/engine/events.ts';
import { type Language } from '../../core/engine/i18n/i18n.ts';
import { translator } from '../../core/engine/i18n/translator.ts';
import { createNoticeCentre, type Notice, type NoticeCentre } from '../../core/engine/http/notices.ts';
import { createEngine, EngineContext, type Engine } from '../../core/engine/render/engine.tsx';
import type { Services } from '../../core/engine/services/services.ts';
import type { Registry } from '../../core/engine/registry/registry.ts';
import { createAppRegistry } from '../../plugins/app-registry.ts';
import { createBrowserServices } from '../../core/engine/services/browser-services.ts';

export interface TestEngineOptions {
  registry?: Registry;
  preview?: boolean;
  language?: Language;
  bus?: EngineBus;
  /** Stand-ins for some of the page's services (tests/support/test-services.ts); the rest are the page's own. */
  services?: Partial<Services> | ((bus: EngineBus, page: Services) => Partial<Services>);
}

/** An engine for component tests: the real registry, bus and page services, with what a test wants instead. */
export function testEngine(options: TestEngineOptions = {}): Engine {
  const language = options.language ?? 'zh-CN';
  return createEngine({
    registry: options.registry ?? createAppRegistry(),
    bus: options.bus ?? createEngineBus(),
    preview: options.preview ?? false,
    language,
    t: translator(language),
    services: (bus) => {
      const page = createBrowserServices(bus);
      const given = typeof options.services === 'function' ? options.services(bus, page) : options.services;
      return { ...page, ...given };
    },
  });
}

export function WithEngine({ engine, children }: { engine: Engine; children: ReactNode }) {
  return <EngineContext.Provider value={engine}>{children}</EngineContext.Provider>;
}

/** A notice centre that records what it is asked to show (and shows nothing). */
export function recordingNotices(shown: Notice[]): NoticeCentre {
  return { ...createNoticeCentre(createEngineBus()), show: (notice) => void shown.push(notice) };
}
