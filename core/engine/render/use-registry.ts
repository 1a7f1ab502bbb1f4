import { use } from 'react';
import type { Registry } from '../registry/registry.ts';
import { useEngine } from './engine.tsx';

/**
 * The engine's registry once every plugin has joined it (`Registry.complete`): what dispatches or
 * resolves plugins reads it here, and suspends in its Suspense boundary while they load (the home's
 * come with its feed, after the page is ready). Read at once when they are there.
 */
export function useRegistry(): Registry {
  const { registry } = useEngine();
  use(registry.complete());
  return registry;
}
