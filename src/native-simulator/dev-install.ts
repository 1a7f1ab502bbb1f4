import { installNativeSimulator } from './install.ts';
import type { NativeSimulatorOptions } from './types.ts';

/**
 * `npm run dev` with `?native=ios|android`, optional `appVersion=4.0.0`, `loggedIn=1|0`, `locked=1`:
 * the page runs as inside that app. Loaded only through a dynamic import behind import.meta.env.DEV.
 */
export function installFromQuery(search: string): void {
  const query = new URLSearchParams(search);
  const platform = query.get('native');
  if (platform !== 'ios' && platform !== 'android') return;
  const flag = (name: string) => (query.has(name) ? ['1', 'true', 'yes'].includes(query.get(name) ?? '') : undefined);
  const options: NativeSimulatorOptions = { platform };
  const appVersion = query.get('appVersion');
  if (appVersion) options.appVersion = appVersion;
  const loggedIn = flag('loggedIn');
  if (loggedIn !== undefined) options.loggedIn = loggedIn;
  const locked = flag('locked');
  if (locked !== undefined) options.securityLocked = locked;
  installNativeSimulator(options);
  console.info(`[native-simulator] ${platform} app ${appVersion ?? '(default version)'}: window.__nativeSimulator`);
}
