import type { ReactNode } from 'react';
import { createEngineBus, type EngineBus } from '../../core/events.ts';
import { type Language } from '../../core/i18n/i18n.ts';
import { translator } from '../../core/i18n/translator.ts';
import { EngineContext, type Engine } from '../../core/render/engine.tsx';
import type { Registry } from '../../core/registry/registry.ts';
import { createAppRegistry } from '../../plugins/all.ts';

/** An engine for component tests: the real registry and bus, with the flags a test wants. */
export function testEngine(options: { registry?: Registry; preview?: boolean; language?: Language; bus?: EngineBus } = {}): Engine {
  const language = options.language ?? 'zh-CN';
  return {
    registry: options.registry ?? createAppRegistry(),
    bus: options.bus ?? createEngineBus(),
    preview: options.preview ?? false,
    language,
    t: translator(language),
  };
}

export function WithEngine({ engine, children }: { engine: Engine; children: ReactNode }) {
  return <EngineContext.Provider value={engine}>{children}</EngineContext.Provider>;
}
