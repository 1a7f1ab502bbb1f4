import { createBridgeClient } from '../../core/platform/bridge/client.ts';
import { createNativeApi, type NativeApi } from '../../core/platform/bridge/native-api.ts';
import { simulatorInitScript } from '../../src/native-simulator/init-script.ts';
import { installNativeSimulator } from '../../src/native-simulator/install.ts';
import {
  nativeSimulator,
  SIMULATOR_GLOBAL,
  type NativeSimulatorControl,
  type NativeSimulatorOptions,
} from '../../src/native-simulator/types.ts';

export const USER_AGENTS = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 mycs/4.2.0',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 mycs/4.2.0',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
} as const;

export const SIM_DEVICE_ID = 'sim-device-0001';

/** How the simulator gets into the page: imported (dev) or as the e2e init-script text. */
export type InstallMode = 'module' | 'init script';

export function installSimulator(mode: InstallMode, options: NativeSimulatorOptions): NativeSimulatorControl {
  const withTestDefaults: NativeSimulatorOptions = { autoLoginAfterMs: null, persist: false, ...options };
  if (mode === 'module') return installNativeSimulator(withTestDefaults);
  // The same text Playwright's addInitScript runs; Vitest runs tests in a child frame, hence anyFrame.
  new Function(simulatorInitScript(withTestDefaults, { anyFrame: true }))();
  return nativeSimulator();
}

/** The page's real bridge, as the app builds it, for a given user-agent and device id. */
export function pageApi(
  userAgent: keyof typeof USER_AGENTS,
  { deviceId = SIM_DEVICE_ID, readyTimeoutMs }: { deviceId?: string | null; readyTimeoutMs?: number } = {},
): NativeApi {
  return createNativeApi(createBridgeClient({ userAgent: USER_AGENTS[userAgent], deviceId, window }, { readyTimeoutMs }));
}

/** Leaves the page as it was: no simulator, no bridge globals, no stored values or TGT cookie. */
export function resetNativeSide(): void {
  const globals = window as unknown as Record<string, unknown>;
  (globals[SIMULATOR_GLOBAL] as NativeSimulatorControl | undefined)?.uninstall();
  delete globals.WebViewJavascriptBridge;
  delete globals.WVJBCallbacks;
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'TGT=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
