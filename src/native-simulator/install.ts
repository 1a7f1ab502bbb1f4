import { interceptBridgeUrls } from './parts/intercept.ts';
import { injectJsBridgeRuntime } from './parts/jsbridge-runtime.ts';
import { createNativeHandlers } from './parts/native-handlers.ts';
import { runNativeSimulator } from './parts/simulator-core.ts';
import { inTheCity } from './city.ts';
import type { NativeSimulatorControl, NativeSimulatorOptions, SimulatorParts } from './types.ts';
import { injectWvjbRuntime } from './parts/wvjb-runtime.ts';

export const SIMULATOR_PARTS: SimulatorParts = {
  interceptBridgeUrls,
  injectWvjbRuntime,
  injectJsBridgeRuntime,
  createNativeHandlers,
};

/** Installs the simulated native app in this page (development and tests only). */
export function installNativeSimulator(options: NativeSimulatorOptions): NativeSimulatorControl {
  return runNativeSimulator(inTheCity(options), SIMULATOR_PARTS);
}
