import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createEngineBus, type EngineBus } from '../events.ts';
import type { Language, Translate } from '../i18n/i18n.ts';
import type { Registry } from '../registry/registry.ts';
import { createBrowserServices } from '../services/browser-services.ts';
import type { Services } from '../services/services.ts';

/** Everything a rendered plugin may need from the engine, handed down instead of imported as globals. */
export interface Engine {
  registry: Registry;
  bus: EngineBus;
  /** Editors' flag (`preview=1`): dropped panels and items show in place with their errors. */
  preview: boolean;
  language: Language;
  t: Translate;
  /** What pages and plugins call out to (core/engine/services/services.ts): one port, provided here. */
  services: Services;
}

export const EngineContext = createContext<Engine | null>(null);

export function useEngine(): Engine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useEngine needs an <EngineContext.Provider>');
  return engine;
}

/** The engine's services port: request, bridge, session, tracking, notices. */
export function useServices(): Services {
  return useEngine().services;
}

/** An engine from its parts; the bus and the page's real services unless given (tests, the playground). */
export function createEngine(parts: Omit<Engine, 'bus' | 'services'> & { bus?: EngineBus; services?: (bus: EngineBus) => Services }): Engine {
  const bus = parts.bus ?? createEngineBus();
  const { services = createBrowserServices, ...rest } = parts;
  return { ...rest, bus, services: services(bus) };
}

/** Its subtree sees these services instead of the engine's (the vote page's refusal-aware request, the plugin gallery's stand-ins). */
export function WithServices({ services, children }: { services: Partial<Services>; children: ReactNode }) {
  const engine = useEngine();
  const value = useMemo(() => ({ ...engine, services: { ...engine.services, ...services } }), [engine, services]);
  return <EngineContext.Provider value={value}>{children}</EngineContext.Provider>;
}

/**
 * A reader's tap that opens nothing says so (the engine's 'open.notOpened'), never a dead tap: the
 * open rules refused the item, or the code the tap needs could not come (offline before it was
 * cached, or a release has removed the old files).
 */
export function tellNotOpened(engine: Engine, tapped: string, why: unknown): void {
  engine.services.notices.show({ kind: 'toast', text: { key: 'open.notOpened' } });
  console.warn('[open] not opened', tapped, why);
}
