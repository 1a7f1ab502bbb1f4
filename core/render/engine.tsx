import { createContext, useContext } from 'react';
import type { EngineBus } from '../events.ts';
import type { Language, Translate } from '../i18n/i18n.ts';
import type { Registry } from '../registry/registry.ts';

/** Everything a rendered plugin may need from the engine, handed down instead of imported as globals. */
export interface Engine {
  registry: Registry;
  bus: EngineBus;
  /** Editors' flag (`preview=1`): dropped panels and items show in place with their errors. */
  preview: boolean;
  language: Language;
  t: Translate;
}

export const EngineContext = createContext<Engine | null>(null);

export function useEngine(): Engine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useEngine needs an <EngineContext.Provider>');
  return engine;
}
