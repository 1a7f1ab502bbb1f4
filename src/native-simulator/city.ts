import { code, subAppsHost } from '../../cities/current.ts';
import type { NativeSimulatorOptions } from './types.ts';

/**
 * The city the simulated phone is in, from the city file. Its handlers are sent as text (the e2e init
 * script) and may name nothing outside themselves: the values reach them through the options.
 */
export const inTheCity = (options: NativeSimulatorOptions): NativeSimulatorOptions => ({
  city: { code: String(code), scanAddress: `${subAppsHost}/scan/sample` },
  ...options,
});
