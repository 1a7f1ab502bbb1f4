import { interceptBridgeUrls } from './parts/intercept.ts';
import { injectJsBridgeRuntime } from './parts/jsbridge-runtime.ts';
import { createNativeHandlers } from './parts/native-handlers.ts';
import { runNativeSimulator } from './parts/simulator-core.ts';
import { inTheCity } from './city.ts';
import { injectWvjbRuntime } from './parts/wvjb-runtime.ts';
import type { NativeSimulatorOptions } from './types.ts';

/**
 * The simulator as one self-contained script, for Playwright against the production build (which never
 * contains it):
 *
 *   await page.addInitScript(simulatorInitScript({ platform: 'android', appVersion: '4.2.0', loggedIn: true }));
 *
 * It runs before the page's own scripts on every navigation, in the top frame only (Playwright runs
 * init scripts in child frames too; the bridge frames must not get a simulator of their own). Init
 * scripts are not subject to the page's CSP. Each part is a self-contained function, sent as its source.
 */
export function simulatorInitScript(options: NativeSimulatorOptions, { anyFrame = false }: { anyFrame?: boolean } = {}): string {
  const part = (fn: (...args: never[]) => unknown) => `(${fn.toString()})`;
  return [
    '(() => {',
    // anyFrame: also in a child frame (Vitest runs its tests in one).
    anyFrame ? '' : '  if (window.top !== window) return;',
    `  const parts = { interceptBridgeUrls: ${part(interceptBridgeUrls)}, injectWvjbRuntime: ${part(injectWvjbRuntime)},`,
    `    injectJsBridgeRuntime: ${part(injectJsBridgeRuntime)}, createNativeHandlers: ${part(createNativeHandlers)} };`,
    `  ${part(runNativeSimulator)}(${JSON.stringify(inTheCity(options))}, parts);`,
    '})();',
  ].join('\n');
}
